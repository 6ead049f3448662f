/**
 * The CMS backend calls of in-place editing (portal-shell §7 "page CMS get, save draft,
 * publish, discard; media upload"), over the typed CMS client and its middleware chain
 * (bearer token, impersonate header, loading flag, CMS_TIMEOUT_MS, 401 refresh, 403/5xx
 * events). Each answers an outcome instead of throwing, so the toolbar can word a failure.
 */
import type { CmsClient, CmsComponents } from '../../api/index.ts';
import type { CmsBlock, CmsPage } from '../../cms/cms-blocks.ts';
import type { DraftSaveRequest, PublishRequest } from './draft-requests.ts';

export type CmsLanguage = CmsComponents['schemas']['CmsLanguage'];

export interface CallFailure {
  readonly ok: false;
  /** HTTP status; 0 when the call never got an answer (network, timeout). */
  readonly status: number;
  /** The server's explanation: the first field error's message, or the error's message. */
  readonly message: string | undefined;
  /** The first field error's i18n key, when the server sent one. */
  readonly messageKey: string | undefined;
}

export type CallOutcome<T> = { readonly ok: true; readonly data: T } | CallFailure;

function failure(status: number, body: unknown): CallFailure {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const first = Array.isArray(record.errors) ? (record.errors[0] as Record<string, unknown> | undefined) : undefined;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  return {
    ok: false,
    status,
    message: text(first?.message) ?? text(record.message) ?? (typeof body === 'string' ? text(body) : undefined),
    messageKey: text(first?.messageKey),
  };
}

async function outcome<T>(call: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<CallOutcome<T>> {
  try {
    const { data, error, response } = await call();
    return response.ok && data !== undefined ? { ok: true, data } : failure(response.status, error);
  } catch {
    return { ok: false, status: 0, message: undefined, messageKey: undefined };
  }
}

export interface PageQuery {
  readonly pagesHri: readonly string[];
  readonly language: CmsLanguage;
  /** The OEM whose variant to read; the server takes the user's when absent. */
  readonly oemId: number | undefined;
}

export function fetchPages(cms: CmsClient, query: PageQuery, signal?: AbortSignal): Promise<CallOutcome<CmsPage[]>> {
  return outcome(() =>
    cms.GET('/api/page/data', {
      params: {
        query: {
          language: query.language,
          pagesHri: [...query.pagesHri],
          ...(query.oemId !== undefined && query.oemId > 0 ? { oemId: query.oemId } : {}),
        },
      },
      ...(signal ? { signal } : {}),
    }),
  );
}

export const saveDraft = (cms: CmsClient, body: DraftSaveRequest): Promise<CallOutcome<CmsBlock>> =>
  outcome(() => cms.POST('/api/draft/save', { body }));

export const publishDrafts = (cms: CmsClient, body: PublishRequest): Promise<CallOutcome<CmsPage>> =>
  outcome(() => cms.POST('/api/draft/publish', { body }));

/** Every pending draft of the page (the toolbar's "discard all" names none). */
export const discardDrafts = (cms: CmsClient, pageId: number): Promise<CallOutcome<CmsPage>> =>
  outcome(() => cms.POST('/api/draft/discard', { body: { pageId } }));

/** Multipart with the file, to the IMAGE block `blockId`; answers the stored image's URL. */
export function uploadImage(cms: CmsClient, blockId: number, file: File): Promise<CallOutcome<{ url: string }>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return outcome(() =>
    cms.POST('/api/media/upload', {
      params: { query: { blockId } },
      body: { file },
      // The browser writes the multipart boundary; openapi-fetch would send JSON.
      bodySerializer: () => form,
    }),
  );
}
