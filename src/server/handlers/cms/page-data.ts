/**
 * GET /api/page/data: the named pages in one language for an OEM. An OEM's own page wins
 * over the shared one (oemId NULL) of the same name; unknown names are left out. Published
 * content is for every signed-in user; CMS editors also get the pending drafts.
 */
import type { Caller } from '../../auth/caller.ts';
import type { CmsLanguage } from '../../db/vocabulary.ts';
import type { QueryOf } from '../../kernel/operation-handlers.ts';
import { loadPageViews, type CmsDb, type CmsPageView, type PageRef } from './page-content.ts';

export const DEFAULT_CMS_LANGUAGE: CmsLanguage = 'EN';

export const isCmsEditor = (caller: Caller | null): boolean => caller?.roles.has('cmsEditor') ?? false;

/** A comma-separated list parameter (split by the route loader), trimmed and without repeats. */
export function listParameter(value: readonly string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const parts = value.flatMap((item) => item.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
}

export async function findPages(db: CmsDb, hris: readonly string[], oemId: number | null): Promise<PageRef[]> {
  if (hris.length === 0) return [];
  const rows = await db
    .selectFrom('cmsPages')
    .select(['id', 'humanReadableId', 'oemId'])
    .where('humanReadableId', 'in', [...hris])
    .where((eb) => (oemId === null ? eb('oemId', 'is', null) : eb.or([eb('oemId', '=', oemId), eb('oemId', 'is', null)])))
    .execute();
  const pages: PageRef[] = [];
  for (const hri of hris) {
    const candidates = rows.filter((row) => row.humanReadableId === hri);
    const page = candidates.find((row) => row.oemId !== null) ?? candidates[0];
    if (page) pages.push({ id: page.id, humanReadableId: page.humanReadableId });
  }
  return pages;
}

export async function getPageData(db: CmsDb, query: QueryOf<'getCmsPages'>, caller: Caller | null): Promise<CmsPageView[]> {
  const language = query.language ?? DEFAULT_CMS_LANGUAGE;
  const oemId = query.oemId ?? caller?.oemId ?? null;
  const blocksHri = listParameter(query.blocksHri);
  const { blockId } = query;
  const pages = await findPages(db, listParameter(query.pagesHri) ?? [], oemId);
  return loadPageViews(db, pages, {
    languages: [language],
    filter: { ...(blocksHri ? { blocksHri } : {}), ...(blockId !== undefined ? { blockId } : {}) },
    editor: isCmsEditor(caller),
  });
}
