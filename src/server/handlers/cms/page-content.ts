/**
 * Reads pages, their published blocks and their pending drafts, and shapes them as the
 * contract's CmsPage and CmsBlock. Every CMS answer that returns content goes through here,
 * so a page looks the same whether it comes from page data, publish or discard.
 */
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../api/generated/cms.ts';
import type { Database } from '../../db/schema/database.ts';
import type { CmsBlockStatus, CmsBlockType, CmsLanguage } from '../../db/vocabulary.ts';
import { selectPageContent, type BlockFilter } from './block-selection.ts';

export type CmsBlockView = components['schemas']['CmsBlock'];
export type CmsPageView = components['schemas']['CmsPage'];
export type ImageFormatView = components['schemas']['ImageFormat'];

export type CmsDb = Kysely<Database> | Transaction<Database>;

export interface PageRef {
  id: number;
  humanReadableId: string;
}

/** A published block or a draft, as read with its image format. */
export interface BlockRecord {
  id: number;
  pageId: number;
  humanReadableId: string;
  parentId: number | null;
  language: CmsLanguage;
  type: CmsBlockType;
  content: string;
  blockOrder: number;
  status: CmsBlockStatus | null;
  imageFormatId: number | null;
  imageFormat: ImageFormatView | null;
}

export interface DraftRecord extends BlockRecord {
  contentBlockId: number | null;
}

function formatsById(rows: readonly ImageFormatView[]): Map<number, ImageFormatView> {
  return new Map(rows.map((row) => [row.id, row]));
}

async function loadFormats(db: CmsDb, ids: readonly (number | null)[]): Promise<Map<number, ImageFormatView>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('cmsImageFormats')
    .select(['id', 'allowedFormat', 'maxWidth', 'maxHeight', 'maxFileSize'])
    .where('id', 'in', wanted)
    .execute();
  return formatsById(rows);
}

const BLOCK_COLUMNS = ['id', 'pageId', 'humanReadableId', 'parentId', 'language', 'type', 'content', 'blockOrder', 'status', 'imageFormatId'] as const;

/** Each given criterion narrows; an empty id list matches nothing. */
export interface BlockQuery {
  pageIds?: readonly number[];
  languages?: readonly CmsLanguage[];
  blockIds?: readonly number[];
  /** Children of this block; null: top-level blocks. */
  parentId?: number | null;
}

const isEmptyList = (list: readonly unknown[] | undefined) => list !== undefined && list.length === 0;

export async function loadBlocks(db: CmsDb, query: BlockQuery): Promise<BlockRecord[]> {
  if (isEmptyList(query.pageIds) || isEmptyList(query.blockIds) || isEmptyList(query.languages)) return [];
  let select = db.selectFrom('cmsBlocks').select(BLOCK_COLUMNS);
  if (query.pageIds) select = select.where('pageId', 'in', [...query.pageIds]);
  if (query.languages) select = select.where('language', 'in', [...query.languages]);
  if (query.blockIds) select = select.where('id', 'in', [...query.blockIds]);
  if (query.parentId !== undefined) select = select.where('parentId', query.parentId === null ? 'is' : '=', query.parentId);
  const rows = await select.orderBy('blockOrder').orderBy('id').execute();
  const formats = await loadFormats(db, rows.map((row) => row.imageFormatId));
  return rows.map((row) => ({ ...row, imageFormat: row.imageFormatId === null ? null : (formats.get(row.imageFormatId) ?? null) }));
}

export interface DraftQuery {
  pageIds?: readonly number[];
  languages?: readonly CmsLanguage[];
  draftIds?: readonly number[];
  /** Drafts of these published blocks. */
  contentBlockIds?: readonly number[];
  /** Only drafts of blocks not yet published. */
  onlyNew?: boolean;
  parentId?: number | null;
}

export async function loadDrafts(db: CmsDb, query: DraftQuery): Promise<DraftRecord[]> {
  if ([query.pageIds, query.draftIds, query.contentBlockIds, query.languages].some(isEmptyList)) return [];
  let select = db.selectFrom('cmsDrafts').select([...BLOCK_COLUMNS, 'contentBlockId']);
  if (query.pageIds) select = select.where('pageId', 'in', [...query.pageIds]);
  if (query.languages) select = select.where('language', 'in', [...query.languages]);
  if (query.draftIds) select = select.where('id', 'in', [...query.draftIds]);
  if (query.contentBlockIds) select = select.where('contentBlockId', 'in', [...query.contentBlockIds]);
  if (query.onlyNew) select = select.where('contentBlockId', 'is', null);
  if (query.parentId !== undefined) select = select.where('parentId', query.parentId === null ? 'is' : '=', query.parentId);
  const rows = await select.orderBy('blockOrder').orderBy('id').execute();
  const formats = await loadFormats(db, rows.map((row) => row.imageFormatId));
  return rows.map((row) => ({ ...row, imageFormat: row.imageFormatId === null ? null : (formats.get(row.imageFormatId) ?? null) }));
}

export function blockView(record: BlockRecord): CmsBlockView {
  return {
    id: record.id,
    humanReadableId: record.humanReadableId,
    content: record.content,
    type: record.type,
    blockOrder: record.blockOrder,
    parent: record.parentId,
    language: record.language,
    ...(record.imageFormat ? { imageFormat: record.imageFormat } : {}),
    ...(record.status ? { status: record.status } : {}),
    pageId: record.pageId,
  };
}

export function draftView(record: DraftRecord): CmsBlockView {
  return { ...blockView(record), contentBlockId: record.contentBlockId };
}

export interface PageContentOptions {
  languages?: readonly CmsLanguage[];
  filter?: BlockFilter;
  editor: boolean;
}

/** The pages' content, in the order of `pages`. */
export async function loadPageViews(db: CmsDb, pages: readonly PageRef[], options: PageContentOptions): Promise<CmsPageView[]> {
  const pageIds = pages.map((page) => page.id);
  const blocks = await loadBlocks(db, { pageIds, ...(options.languages ? { languages: options.languages } : {}) });
  const drafts = options.editor ? await loadDrafts(db, { pageIds, ...(options.languages ? { languages: options.languages } : {}) }) : [];
  return pages.map((page) => {
    const selected = selectPageContent({
      blocks: blocks.filter((b) => b.pageId === page.id).map(blockView),
      drafts: drafts.filter((d) => d.pageId === page.id).map(draftView),
      filter: options.filter ?? {},
      editor: options.editor,
    });
    return { id: page.id, humanReadableId: page.humanReadableId, contentBlocks: selected.blocks, drafts: selected.drafts };
  });
}
