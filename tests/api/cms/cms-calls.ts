/**
 * Calls of the CMS backend as the API tests make them: under /cms, typed with the contract's
 * generated types, with the lookups every CMS test needs (a page, a block by its name).
 */
import { expect } from 'vitest';
import type { components } from '../../../src/api/generated/cms.ts';
import type { ApiClient, ApiResponse } from '../../support/test-server.ts';

export type CmsPage = components['schemas']['CmsPage'];
export type CmsBlock = components['schemas']['CmsBlock'];
export type DraftSaveRequest = components['schemas']['CmsDraftSaveRequest'];
export type CmsLanguage = components['schemas']['CmsLanguage'];

export const cmsPath = (path: string) => `/cms${path}`;

export async function getPages(client: ApiClient, query: Record<string, string | number | undefined>): Promise<CmsPage[]> {
  const res = await client.get<CmsPage[]>(cmsPath('/api/page/data'), { query });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

export async function getPage(client: ApiClient, pagesHri: string, language: CmsLanguage = 'EN', oemId?: number): Promise<CmsPage> {
  const [page] = await getPages(client, { pagesHri, language, oemId });
  if (!page) throw new Error(`no CMS page ${pagesHri}`);
  return page;
}

export function blockNamed(page: CmsPage, humanReadableId: string): CmsBlock {
  const block = page.contentBlocks.find((b) => b.humanReadableId === humanReadableId);
  if (!block) throw new Error(`page ${page.humanReadableId} has no block ${humanReadableId}`);
  return block;
}

export function draftOf(page: CmsPage, contentBlockId: number): CmsBlock | undefined {
  return page.drafts.find((d) => d.contentBlockId === contentBlockId);
}

export const saveDraft = (client: ApiClient, body: DraftSaveRequest): Promise<ApiResponse<any>> =>
  client.post(cmsPath('/api/draft/save'), { json: body });

export const publish = (client: ApiClient, pageId: number, draftIds: number[]): Promise<ApiResponse<any>> =>
  client.post(cmsPath('/api/draft/publish'), { json: { pageId, draftIds } });

export const discard = (client: ApiClient, pageId: number, draftIds?: number[]): Promise<ApiResponse<any>> =>
  client.post(cmsPath('/api/draft/discard'), { json: draftIds ? { pageId, draftIds } : { pageId } });

/** A draft that changes only the content of a published block. */
export const contentChange = (block: CmsBlock, content: string): DraftSaveRequest => ({
  pageId: block.pageId,
  contentBlockId: block.id,
  content,
  blockOrder: block.blockOrder,
  language: block.language,
});

export function uploadForm(fileName: string, bytes: Buffer, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

export const upload = (client: ApiClient, blockId: number, form: FormData): Promise<ApiResponse<any>> =>
  client.post(cmsPath('/api/media/upload'), { query: { blockId }, multipart: form });
