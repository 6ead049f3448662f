import type { CmsComponents } from '../../../api/index.ts';

export type CmsBlock = CmsComponents['schemas']['CmsBlock'];
export type CmsPage = CmsComponents['schemas']['CmsPage'];

/** The definition's display kinds → the CMS block types they draw (meta-schema ContentBlock.display). */
export const DISPLAY_TYPES = {
  pageTeaser: ['PAGE_TEASER'],
  faq: ['FAQ_QUESTION'],
  listItemWithImage: ['LIST_ITEM'],
  headerAndText: ['HEADER', 'TEXT'],
} as const satisfies Record<string, readonly CmsBlock['type'][]>;

export type DisplayKind = keyof typeof DISPLAY_TYPES;

/** One drawable piece: a block with the child it is drawn with (a question's answer, a list item's image). */
export interface CmsPiece {
  readonly block: CmsBlock;
  readonly child?: CmsBlock;
}

const byOrder = (a: CmsBlock, b: CmsBlock) => a.blockOrder - b.blockOrder || a.id - b.id;

/**
 * The pieces of the pages to draw, in page order then block order: deleted list items left out,
 * answers and images attached to their question and list item, kinds not displayed skipped.
 */
export function cmsPieces(pages: readonly CmsPage[], display: readonly DisplayKind[]): CmsPiece[] {
  const types = new Set<string>(display.flatMap((kind) => DISPLAY_TYPES[kind]));
  const pieces: CmsPiece[] = [];
  for (const page of pages) {
    const blocks = page.contentBlocks.filter((block) => block.status !== 'DELETED');
    const childOf = (parent: CmsBlock, type: CmsBlock['type']) => blocks.filter((block) => block.parent === parent.id && block.type === type).sort(byOrder)[0];
    for (const block of [...blocks].sort(byOrder)) {
      if (!types.has(block.type)) continue;
      if (block.type === 'FAQ_QUESTION') pieces.push({ block, ...optional(childOf(block, 'FAQ_ANSWER')) });
      else if (block.type === 'LIST_ITEM') pieces.push({ block, ...optional(childOf(block, 'IMAGE')) });
      else pieces.push({ block });
    }
  }
  return pieces;
}

const optional = (child: CmsBlock | undefined) => (child ? { child } : {});
