import { kindOf } from '../blocks/kinds.ts';
import type { Block, ScreenDefinition } from './generated.ts';
import { orderedEntries } from './ordered-entries.ts';

export interface BlockEntry {
  readonly id: string;
  readonly block: Block;
  /** JSON pointer of the block in the definition, e.g. `/blocks/edit/blocks/form`. */
  readonly pointer: string;
  /** Id of the modal block this one sits in, if any. */
  readonly modalId: string | undefined;
}

/**
 * Every block of a screen, modal contents included, in display order (a modal's blocks right
 * after the modal). Block ids are screen-wide: `$data.<blockId>`, `target`, `openModal` and
 * `reload` name blocks at any depth.
 */
export function screenBlocks(definition: Pick<ScreenDefinition, 'blocks'>): BlockEntry[] {
  const out: BlockEntry[] = [];
  const visit = (blocks: Readonly<Record<string, Block>> | undefined, base: string, modalId: string | undefined) => {
    for (const [id, block] of orderedEntries(blocks)) {
      const pointer = `${base}/${escapePointer(id)}`;
      out.push({ id, block, pointer, modalId });
      const children = kindOf(block)?.children?.(block);
      if (children) visit(children, `${pointer}/blocks`, id);
    }
  };
  visit(definition.blocks, '/blocks', undefined);
  return out;
}

/** RFC 6901 escaping of one reference token. */
export function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
