import { expect, type Page, type Request } from '@playwright/test';

/** The portal's data calls (not its code, styles, pictures or videos). */
const DATA_PATH = /^\/(api|oauth|sso|mocdata|cms\/api)\//;

export interface RequestLog {
  /** Every data call since the last `clear()`, oldest first. */
  readonly sent: readonly Request[];
  /**
   * Every failed or aborted request of the page, data or not, except:
   * - a 204 whose answer had arrived: it has no body to lose, and a page that reloads the moment
   *   such an answer comes (Reset after its DELETE, portal-shell §4.4) has Chromium report it
   *   aborted when the new document commits before the network stack's completion, though the
   *   page had the answer;
   * - a request sent before the last `clear()` and aborted after it: the screen the user left
   *   cancels what it still had under way (its calls' AbortController), which is what leaving a
   *   screen should do, not a failure of the screen opened next.
   */
  readonly failed: readonly string[];
  /** How often each call was sent since the last `clear()`, by `METHOD /path`. */
  counts(): Record<string, number>;
  /** The calls since the last `clear()`, one a line with query and impersonate header, for a failure's message. */
  list(): string;
  clear(): void;
  /**
   * Waits until no data call is under way; with `quiet`, also none started or ended for
   * QUIET_MS: a screen whose second calls wait for its first (a dealer, then that dealer's
   * enrollments) has a moment with none under way between them, and the menu walk, which moves
   * on at once, must not leave in that moment. (Not the default: in the CI run of 2026-11-28 the
   * Compliance Aggregate Report journey never saw 300 quiet ms within 20 s, cause not yet known.) `waitForLoadState('networkidle')` cannot: it resolves at
   * once when the document reached that state before, and a signed-in page's navigation (a menu
   * entry, a language switch) loads no new document, so a count made after it may run before
   * the page's calls have even been sent.
   */
  settled(options?: { quiet?: boolean }): Promise<void>;
}

/**
 * A wait condition, not a timing: long enough for a screen's answer to be drawn and its next
 * calls sent (a render and an effect), short beside a journey.
 */
const QUIET_MS = 300;

/** Records the page's data calls from now on, and which are still under way. */
export function recordRequests(page: Page): RequestLog {
  const sent: Request[] = [];
  const failed: string[] = [];
  const underway = new Set<Request>();
  const noContent = new WeakSet<Request>();
  /** Which clear() each request was sent after (0: before the first). */
  const generationOf = new WeakMap<Request, number>();
  let generation = 0;
  let lastActivity = Date.now();
  const isData = (request: Request) => DATA_PATH.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    generationOf.set(request, generation);
    if (!isData(request)) return;
    lastActivity = Date.now();
    sent.push(request);
    underway.add(request);
  });
  page.on('requestfinished', (request) => {
    if (underway.delete(request)) lastActivity = Date.now();
  });
  page.on('response', (response) => {
    if (response.status() === 204) noContent.add(response.request());
  });
  page.on('requestfailed', (request) => {
    if (underway.delete(request)) lastActivity = Date.now();
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (aborted && noContent.has(request)) return;
    if (aborted && (generationOf.get(request) ?? -1) < generation) return;
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  const key = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  return {
    sent,
    failed,
    counts: () => sent.reduce<Record<string, number>>((counts, request) => ({ ...counts, [key(request)]: (counts[key(request)] ?? 0) + 1 }), {}),
    list: () => sent.map((request) => `${key(request)}${new URL(request.url()).search} ${request.headers()['impersonate'] ?? ''}`.trim()).join('\n'),
    clear: () => {
      sent.splice(0);
      generation += 1;
    },
    settled: (options) =>
      options?.quiet
        ? expect
            .poll(() => (underway.size > 0 ? `${underway.size} under way` : Date.now() - lastActivity >= QUIET_MS ? 'settled' : 'just answered'), {
              message: 'data calls still under way',
              intervals: [100, 100, 250],
            })
            .toBe('settled')
        : expect.poll(() => underway.size, { message: 'data calls still under way' }).toBe(0),
  };
}
