import type { Page } from '@playwright/test';

export interface SentCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/**
 * Records every call the page makes, with its JSON body: the API client hands fetch a Request
 * whose body is a stream, which the browser's network events do not expose.
 */
export async function recordCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    (window as unknown as { sentCalls: typeof sent }).sentCalls = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Form-encoded bodies stay text.
      }
      sent.push({ method: request.method, url: request.url, body });
      return original(request);
    };
  });
}

/** The calls recorded so far to one method and path, oldest first. */
export async function sentCalls(page: Page, method: string, pathname: string): Promise<SentCall[]> {
  const all = await page.evaluate(() => (window as unknown as { sentCalls: SentCall[] }).sentCalls);
  return all.filter((call) => call.method === method && new URL(call.url).pathname === pathname);
}
