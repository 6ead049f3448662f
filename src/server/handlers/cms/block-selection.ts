/**
 * Which blocks and drafts of a page a reader gets. Everyone but an editor is spared DELETED
 * items (and what hangs below them); a blocksHri or blockId filter keeps the named blocks and
 * their descendants, and the drafts that change them or add to them. Pure, for unit tests.
 */
import type { CmsBlockStatus } from '../../db/vocabulary.ts';

export interface SelectableBlock {
  id: number;
  humanReadableId: string;
  parent: number | null;
  status?: CmsBlockStatus;
}

export interface SelectableDraft {
  humanReadableId: string;
  parent: number | null;
  contentBlockId?: number | null;
}

export interface BlockFilter {
  blocksHri?: readonly string[];
  blockId?: number;
}

export interface SelectionInput<B extends SelectableBlock, D extends SelectableDraft> {
  blocks: readonly B[];
  drafts: readonly D[];
  filter: BlockFilter;
  /** CMS editors see DELETED items (to restore them) and the drafts; nobody else does. */
  editor: boolean;
}

/** Ids of the blocks in `roots` and of every block below them. */
function withDescendants(blocks: readonly SelectableBlock[], roots: ReadonlySet<number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const block of blocks) {
    if (block.parent !== null) children.set(block.parent, [...(children.get(block.parent) ?? []), block.id]);
  }
  const found = new Set<number>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}

const isFiltered = (filter: BlockFilter) => filter.blocksHri !== undefined || filter.blockId !== undefined;

/** Both filters narrow: a root must match each one given. */
function matchesFilter(block: SelectableBlock, filter: BlockFilter): boolean {
  return (filter.blocksHri === undefined || filter.blocksHri.includes(block.humanReadableId)) && (filter.blockId === undefined || filter.blockId === block.id);
}

export function selectPageContent<B extends SelectableBlock, D extends SelectableDraft>(
  input: SelectionInput<B, D>,
): { blocks: B[]; drafts: D[] } {
  const { blocks, drafts, filter, editor } = input;
  const hidden = editor ? new Set<number>() : withDescendants(blocks, new Set(blocks.filter((b) => b.status === 'DELETED').map((b) => b.id)));
  const visible = blocks.filter((block) => !hidden.has(block.id));
  if (!isFiltered(filter)) return { blocks: visible, drafts: editor ? [...drafts] : [] };

  const selected = withDescendants(visible, new Set(visible.filter((b) => matchesFilter(b, filter)).map((b) => b.id)));
  const draftMatches = (draft: D) =>
    (draft.contentBlockId != null && selected.has(draft.contentBlockId)) ||
    (draft.contentBlockId == null && draft.parent !== null && selected.has(draft.parent)) ||
    (filter.blockId === undefined && filter.blocksHri !== undefined && filter.blocksHri.includes(draft.humanReadableId));
  return { blocks: visible.filter((block) => selected.has(block.id)), drafts: editor ? drafts.filter(draftMatches) : [] };
}
