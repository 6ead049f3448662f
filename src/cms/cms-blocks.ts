/**
 * CMS pages as something to draw (portal-shell §3 block kinds, §4.3 editing): the page as
 * readers see it (published blocks), or as it will be once its drafts are published (the
 * editor's edit and preview modes), arranged as the tree the blocks form: a header or text
 * followed by its list, an FAQ question with its answer, a list item with its image. Pure, so
 * the shell's editing surfaces and the engine's content block share one reading of a page.
 */
import type { CmsComponents } from '../api/index.ts';

export type CmsBlock = CmsComponents['schemas']['CmsBlock'];
export type CmsPage = CmsComponents['schemas']['CmsPage'];
export type CmsBlockType = CmsBlock['type'];

/** The definition's display kinds → the CMS block types they draw (meta-schema ContentBlock.display). */
export const DISPLAY_TYPES = {
  pageTeaser: ['PAGE_TEASER'],
  faq: ['FAQ_QUESTION'],
  listItemWithImage: ['LIST_ITEM'],
  headerAndText: ['HEADER', 'TEXT'],
} as const satisfies Record<string, readonly CmsBlockType[]>;

export type DisplayKind = keyof typeof DISPLAY_TYPES;
export const ALL_DISPLAY_KINDS = Object.keys(DISPLAY_TYPES) as DisplayKind[];

/**
 * A block as drawn: a published block with its pending draft applied, or a new block that
 * exists only as a draft. Draft ids and block ids are separate sequences, so `key`
 * (`block:<id>` / `draft:<id>`, as the CMS server names siblings) is the identity to use.
 */
export interface ViewBlock extends CmsBlock {
  readonly key: string;
  /** The pending draft that changes this block, or that is this new block. */
  readonly draftId?: number;
  /** True for a block not published yet; its `id` is the draft's id. */
  readonly isNew: boolean;
}

export const blockKey = (id: number) => `block:${id}`;
export const draftKey = (id: number) => `draft:${id}`;

/** The page as readers see it. */
export function publishedBlocks(page: CmsPage): ViewBlock[] {
  return page.contentBlocks.map((block) => ({ ...block, key: blockKey(block.id), isNew: false }));
}

/** The page as it will be once every pending draft is published. */
export function blocksWithDrafts(page: CmsPage): ViewBlock[] {
  const changes = new Map(page.drafts.filter((draft) => draft.contentBlockId != null).map((draft) => [draft.contentBlockId, draft]));
  const changed = page.contentBlocks.map((block): ViewBlock => {
    const draft = changes.get(block.id);
    if (!draft) return { ...block, key: blockKey(block.id), isNew: false };
    const { status: _published, ...rest } = block;
    return {
      ...rest,
      content: draft.content,
      blockOrder: draft.blockOrder,
      ...(draft.status ? { status: draft.status } : {}),
      key: blockKey(block.id),
      draftId: draft.id,
      isNew: false,
    };
  });
  const added = page.drafts
    .filter((draft) => draft.contentBlockId == null)
    .map((draft): ViewBlock => ({ ...draft, key: draftKey(draft.id), draftId: draft.id, isNew: true }));
  return [...changed, ...added];
}

export const isDeletedBlock = (block: Pick<CmsBlock, 'status'>) => block.status === 'DELETED';

export interface ListEntry {
  readonly block: ViewBlock;
  readonly image?: ViewBlock;
}

export type CmsGroup =
  | { readonly kind: 'single'; readonly block: ViewBlock; readonly answer?: ViewBlock }
  /** Consecutive list items under one parent (null: top level). */
  | { readonly kind: 'list'; readonly parent: ViewBlock | null; readonly items: readonly ListEntry[] };

export type ListGroup = Extract<CmsGroup, { kind: 'list' }>;

export interface GroupOptions {
  readonly display?: readonly DisplayKind[];
  /** Editors keep DELETED items in view (to restore them); readers and previews do not. */
  readonly showDeleted: boolean;
}

/** Sorted by blockOrder; equal orders: published before new, then by id. */
function byOrder(a: ViewBlock, b: ViewBlock): number {
  return a.blockOrder - b.blockOrder || Number(a.isNew) - Number(b.isNew) || a.id - b.id;
}

/** Blocks minus the DELETED ones and everything below them. */
function withoutDeleted(blocks: readonly ViewBlock[]): ViewBlock[] {
  // Only published blocks have children, so the hidden set holds published ids.
  const hidden = new Set(blocks.filter((block) => !block.isNew && isDeletedBlock(block)).map((block) => block.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const block of blocks) {
      if (!block.isNew && !hidden.has(block.id) && block.parent !== null && hidden.has(block.parent)) {
        hidden.add(block.id);
        grew = true;
      }
    }
  }
  return blocks.filter(
    (block) => !isDeletedBlock(block) && !(block.parent !== null && hidden.has(block.parent)) && (block.isNew || !hidden.has(block.id)),
  );
}

/**
 * The groups to draw, in page order: each root block, then what hangs below it (a section's
 * list items and FAQ questions), depth first; answers and images travel with their question
 * and list item. Kinds not displayed are skipped but their children still count.
 */
export function cmsGroups(blocks: readonly ViewBlock[], options: GroupOptions): CmsGroup[] {
  const shown = options.showDeleted ? [...blocks] : withoutDeleted(blocks);
  const types = new Set<string>((options.display ?? ALL_DISPLAY_KINDS).flatMap((kind) => DISPLAY_TYPES[kind]));
  const publishedIds = new Set(shown.filter((block) => !block.isNew).map((block) => block.id));
  const children = new Map<number | null, ViewBlock[]>();
  for (const block of shown) {
    // A block whose parent was filtered out (blocksHri) is drawn as a root.
    const parent = block.parent !== null && publishedIds.has(block.parent) ? block.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), block]);
  }
  const childrenOf = (block: ViewBlock | null) => (block?.isNew ? [] : [...(children.get(block ? block.id : null) ?? [])].sort(byOrder));
  const firstChild = (block: ViewBlock, type: CmsBlockType) => childrenOf(block).find((child) => child.type === type);

  const groups: CmsGroup[] = [];
  const walk = (parent: ViewBlock | null) => {
    let list: ListEntry[] | null = null;
    const closeList = () => {
      if (list && types.has('LIST_ITEM')) groups.push({ kind: 'list', parent, items: list });
      list = null;
    };
    for (const block of childrenOf(parent)) {
      if (block.type === 'LIST_ITEM') {
        const image = firstChild(block, 'IMAGE');
        (list ??= []).push({ block, ...(image ? { image } : {}) });
        continue;
      }
      if (block.type === 'IMAGE' || block.type === 'FAQ_ANSWER') continue;
      closeList();
      if (block.type === 'FAQ_QUESTION') {
        const answer = firstChild(block, 'FAQ_ANSWER');
        if (types.has(block.type)) groups.push({ kind: 'single', block, ...(answer ? { answer } : {}) });
        continue;
      }
      if (types.has(block.type)) groups.push({ kind: 'single', block });
      walk(block);
    }
    closeList();
  };
  walk(null);
  return groups;
}
