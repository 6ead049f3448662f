/**
 * Which blocks an editor may add (portal-shell §3 block kinds, §4.3 new items): list items and
 * FAQ questions go into a section (a header, text or teaser block), an FAQ answer under its
 * question, and a list item gets its image, header and text below it. Teasers belong to the
 * page's design and are never added.
 */
import type { CmsBlockType } from '../../db/vocabulary.ts';

const SECTIONS: readonly CmsBlockType[] = ['HEADER', 'TEXT', 'PAGE_TEASER'];

const ALLOWED_PARENTS: Record<CmsBlockType, readonly CmsBlockType[]> = {
  LIST_ITEM: SECTIONS,
  FAQ_QUESTION: SECTIONS,
  FAQ_ANSWER: ['FAQ_QUESTION'],
  IMAGE: ['LIST_ITEM'],
  HEADER: ['LIST_ITEM'],
  TEXT: ['LIST_ITEM'],
  PAGE_TEASER: [],
};

export function mayAddBlock(parentType: CmsBlockType, type: CmsBlockType): boolean {
  return ALLOWED_PARENTS[type].includes(parentType);
}

export function allowedParentTypes(type: CmsBlockType): readonly CmsBlockType[] {
  return ALLOWED_PARENTS[type];
}

/** Kinds a block may have only one of under the same parent (a list item has one image). */
export const ONE_PER_PARENT: readonly CmsBlockType[] = ['IMAGE', 'FAQ_ANSWER'];

const HRI_MAX_LENGTH = 250;

/** A readable, unique name for a new block: its parent's name, its kind and a random tag. */
export function newBlockHri(parentHri: string, type: CmsBlockType, uniqueTag: string): string {
  const suffix = `-${type.toLowerCase().replace(/_/g, '-')}-${uniqueTag}`;
  return parentHri.slice(0, HRI_MAX_LENGTH - suffix.length) + suffix;
}
