import { expect, type Page, type Request } from '@playwright/test';

/** The portal's data calls (not its code, styles, pictures or videos). */
const DATA_PATH = /^\/(api|oauth|sso|mocdata|cms\/api)\//;

export interface RequestLog {
  /** Every data call since the last `clear()`, oldest first. */
  readonly sent: readonly Request[];
  /**
   * Every failed or aborted request of the page, data or not, except a 204 whose answer had
   * arrived: it has no body to lose, and a page that reloads the moment such an answer comes
   * (Reset after its DELETE, portal-shell §4.4) has Chromium report it aborted when the new
   * document commits before the network stack's completion, though the page had the answer.
   */
  readonly failed: readonly string[];
  /** How often each call was sent since the last `clear()`, by `METHOD /path`. */
  counts(): Record<string, number>;
  /** The calls since the last `clear()`, one a line with query and impersonate header, for a failure's message. */
  list(): string;
  clear(): void;
  /**
   * Waits until no data call is under way. `waitForLoadState('networkidle')` cannot: it resolves
   * at once when the document reached that state before, and a signed-in page's navigation (a
   * menu entry, a language switch) loads no new document, so a count made after it may run
   * before the page's calls have even been sent.
   */
  settled(): Promise<void>;
}

/** Records the page's data calls from now on, and which are still under way. */
export function recordRequests(page: Page): RequestLog {
  const sent: Request[] = [];
  const failed: string[] = [];
  const underway = new Set<Request>();
  const noContent = new WeakSet<Request>();
  const isData = (request: Request) => DATA_PATH.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (!isData(request)) return;
    sent.push(request);
    underway.add(request);
  });
  page.on('requestfinished', (request) => underway.delete(request));
  page.on('response', (response) => {
    if (response.status() === 204) noContent.add(response.request());
  });
  page.on('requestfailed', (request) => {
    underway.delete(request);
    if (noContent.has(request) && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  const key = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  return {
    sent,
    failed,
    counts: () => sent.reduce<Record<string, number>>((counts, request) => ({ ...counts, [key(request)]: (counts[key(request)] ?? 0) + 1 }), {}),
    list: () => sent.map((request) => `${key(request)}${new URL(request.url()).search} ${request.headers()['impersonate'] ?? ''}`.trim()).join('\n'),
    clear: () => void sent.splice(0),
    settled: () => expect.poll(() => underway.size, { message: 'data calls still under way' }).toBe(0),
  };
}
