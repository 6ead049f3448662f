// A CMS backend in memory for component tests of in-place editing: one page with published
// blocks and drafts, answering page data, save, publish, discard and upload the way the
// contract describes, and recording every call with its body.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createApiRuntime, createContractCmsClient, createContractPortalClient, createMemoryTokenStore } from '../../../../src/api/index.ts';
import type { CmsBlock, CmsPage } from '../../../../src/cms/cms-blocks.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { ShellServicesContext } from '../../../../src/shell/app/shell-services-context.ts';
import type { ShellServices } from '../../../../src/shell/app/shell-services.ts';
import { createProductDataStore } from '../../../../src/shell/home/product-data-store.ts';
import { createOemListStore } from '../../../../src/shell/impersonation/oem-list-store.ts';
import { createPublishedScreensStore } from '../../../../src/shell/routes/published-screens-store.ts';
import { createStoredRequest } from '../../../../src/shell/routes/stored-request.ts';
import { SessionStoreContext, type UserDetails } from '../../../../src/shell/session/use-session.ts';
import { SkinProvider } from '../../../../src/shell/skins/SkinProvider.tsx';
import { SkinThemeProvider } from '../../../../src/shell/skins/skin-theme-provider.tsx';
import { fakeSessionStore, json } from '../harness/index.ts';

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

export const block = (id: number, humanReadableId: string, type: CmsBlock['type'], content: string, blockOrder: number, parent: number | null = null, extra: Partial<CmsBlock> = {}): CmsBlock => ({
  id,
  humanReadableId,
  content,
  type,
  blockOrder,
  parent,
  language: 'EN',
  pageId: 1,
  ...extra,
});

export interface FakeCms {
  readonly calls: RecordedCall[];
  page: CmsPage;
  /** Makes the next call to this path answer with the given status and body. */
  failNext(path: string, status: number, body: unknown): void;
  readonly fetch: (request: Request) => Promise<Response>;
}

export function createFakeCms(initial: CmsPage): FakeCms {
  const calls: RecordedCall[] = [];
  const failures = new Map<string, { status: number; body: unknown }>();
  let nextDraftId = 500;
  const cms: FakeCms = {
    calls,
    page: structuredClone(initial),
    failNext: (path, status, body) => void failures.set(path, { status, body }),
    fetch: async (request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/cms/, '');
      let body: unknown;
      if (request.method === 'POST') {
        body = (request.headers.get('content-type') ?? '').includes('multipart') ? Object.fromEntries((await request.formData()).entries()) : await request.json();
      }
      calls.push({ method: request.method, path, query: url.searchParams, body });
      const failure = failures.get(path);
      if (failure) {
        failures.delete(path);
        return json(failure.status, failure.body);
      }
      const page = cms.page;
      switch (path) {
        case '/api/page/data':
          return json(200, url.searchParams.get('pagesHri')?.split(',').includes(page.humanReadableId) ? [page] : []);
        case '/api/draft/save': {
          const save = body as Record<string, unknown>;
          const published = page.contentBlocks.find((b) => b.id === save.contentBlockId);
          const existing = page.drafts.find((d) => (published ? d.contentBlockId === published.id : d.id === save.id));
          const draft: CmsBlock = {
            ...(published ?? existing ?? block(0, `new-${nextDraftId}`, save.type as CmsBlock['type'], '', 0, save.parent as number)),
            id: existing?.id ?? nextDraftId++,
            contentBlockId: published?.id ?? existing?.contentBlockId ?? null,
            content: String(save.content),
            blockOrder: Number(save.blockOrder),
            ...(save.status ? { status: save.status as CmsBlock['status'] } : {}),
          } as CmsBlock;
          // A move swaps blockOrder with the sibling that held the asked-for order (the server checks it is the nearest live one).
          const before = existing?.blockOrder ?? published?.blockOrder;
          const effective = (b: CmsBlock) => page.drafts.find((d) => d.contentBlockId === b.id) ?? b;
          const neighbour = page.contentBlocks.find((b) => b.id !== published?.id && b.parent === draft.parent && b.type === draft.type && effective(b).blockOrder === draft.blockOrder);
          page.drafts = [...page.drafts.filter((d) => d.id !== draft.id), draft];
          if (before !== undefined && before !== draft.blockOrder && neighbour) {
            const theirs = effective(neighbour);
            const moved = { ...theirs, id: theirs === neighbour ? nextDraftId++ : theirs.id, contentBlockId: neighbour.id, blockOrder: before } as CmsBlock;
            page.drafts = [...page.drafts.filter((d) => d.id !== moved.id), moved];
          }
          return json(200, draft);
        }
        case '/api/draft/publish': {
          const { draftIds } = body as { draftIds: number[] };
          for (const draft of page.drafts.filter((d) => draftIds.includes(d.id))) {
            const { contentBlockId, ...rest } = draft;
            page.contentBlocks = contentBlockId
              ? page.contentBlocks.map((b) => (b.id === contentBlockId ? { ...b, content: draft.content, blockOrder: draft.blockOrder, ...(draft.status ? { status: draft.status } : {}) } : b))
              : [...page.contentBlocks, { ...rest, id: 900 + draft.id }];
          }
          page.drafts = page.drafts.filter((d) => !draftIds.includes(d.id));
          return json(200, page);
        }
        case '/api/draft/discard':
          page.drafts = [];
          return json(200, page);
        case '/api/media/upload':
          return json(200, { url: '/cms/api/media/files/new-logo.svg' });
        default:
          return json(404, { code: 'not_found', message: 'Not found' });
      }
    },
  };
  return cms;
}

/** Renders `ui` for `user` with the real i18n, skins and typed clients over the fake CMS. */
export function renderWithCms(ui: ReactNode, user: UserDetails, cms: FakeCms): RenderResult {
  const runtime = createApiRuntime({ portalBaseUrl: 'http://portal.test', tokens: createMemoryTokenStore(), cookies: () => undefined, fetch: cms.fetch });
  const i18n = createI18n({ language: 'en' });
  const session = fakeSessionStore(user, []);
  const memory = new Map<string, string>();
  const client = createContractPortalClient(runtime);
  const services: ShellServices = {
    config: { portalBaseUrl: 'http://portal.test', cmsBaseUrl: 'http://portal.test/cms', productionHost: undefined },
    runtime,
    client,
    cms: createContractCmsClient(runtime, 'http://portal.test/cms'),
    cookies: { read: () => undefined, write: () => {}, remove: () => {} },
    session,
    productData: createProductDataStore(client, session),
    oems: createOemListStore(client, session),
    publishedScreens: createPublishedScreensStore(client, session),
    storedRequest: createStoredRequest({
      getItem: (key) => memory.get(key) ?? null,
      removeItem: (key) => void memory.delete(key),
      setItem: (key, value) => void memory.set(key, value),
    }),
    i18n,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <ShellServicesContext.Provider value={services}>
        <SessionStoreContext.Provider value={session}>
          <SkinProvider>
            <SkinThemeProvider>
              <MemoryRouter>{ui}</MemoryRouter>
            </SkinThemeProvider>
          </SkinProvider>
        </SessionStoreContext.Provider>
      </ShellServicesContext.Provider>
    </I18nextProvider>,
  );
}
