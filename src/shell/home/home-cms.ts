import { useMemo } from 'react';
import { blocksWithDrafts, isDeletedBlock, publishedBlocks, type CmsPage, type ViewBlock } from '../../cms/cms-blocks.ts';
import { useCmsEditing } from '../cms-editing/cms-editing-context.ts';
import { showsDrafts } from '../cms-editing/editing-mode.ts';
import { useCmsPages } from '../cms-editing/use-cms-pages.ts';
import { normaliseKey } from './product-data.ts';

/** The CMS page of the home route (seeded per OEM, with a shared one for the rest). */
export const HOME_CMS_PAGE = 'home';
/** A product tile's teaser block is named `teaser-<product key>` (`teaser-smartleads`). */
const TEASER_PREFIX = 'teaser-';

export interface HomeContent {
  /** The programs section's heading. */
  readonly header: ViewBlock | undefined;
  /** The text under it. */
  readonly intro: ViewBlock | undefined;
  /** The teaser of a product tile, by the product's key; undefined keeps the product file's. */
  teaserFor(productKey: string): ViewBlock | undefined;
}

const byOrder = (a: ViewBlock, b: ViewBlock) => a.blockOrder - b.blockOrder || a.id - b.id;

/**
 * The home page's CMS texts (portal-shell §1 "Product tiles ... each with a teaser text"):
 * the header and intro of the programs section and the tiles' teasers, published or with the
 * editor's drafts. A block missing from the CMS leaves the product files' text in place.
 */
export function homeContent(page: CmsPage | undefined, withDrafts: boolean): HomeContent {
  const blocks = page ? (withDrafts ? blocksWithDrafts(page) : publishedBlocks(page)).filter((block) => !isDeletedBlock(block)) : [];
  const topLevel = blocks.filter((block) => block.parent === null).sort(byOrder);
  const teasers = new Map<string, ViewBlock>();
  for (const block of topLevel) {
    const name = block.humanReadableId.toLowerCase();
    if (block.type === 'PAGE_TEASER' && name.startsWith(TEASER_PREFIX)) {
      const key = normaliseKey(name.slice(TEASER_PREFIX.length));
      if (!teasers.has(key)) teasers.set(key, block);
    }
  }
  return {
    header: topLevel.find((block) => block.type === 'HEADER'),
    intro: topLevel.find((block) => block.type === 'TEXT'),
    teaserFor: (productKey) => teasers.get(normaliseKey(productKey)),
  };
}

export interface HomeCms extends HomeContent {
  /** False until the CMS answered or failed: the tiles wait, so their texts do not change under the reader. */
  readonly settled: boolean;
}

export function useHomeCms(): HomeCms {
  const state = useCmsPages([HOME_CMS_PAGE]);
  const { isEditor, mode } = useCmsEditing();
  const withDrafts = isEditor && showsDrafts(mode);
  const page = state.pages.find((candidate) => candidate.humanReadableId === HOME_CMS_PAGE);
  return useMemo(() => ({ ...homeContent(page, withDrafts), settled: state.status !== 'loading' || state.pages.length > 0 }), [page, withDrafts, state.status, state.pages.length]);
}
