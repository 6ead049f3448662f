import { silentCall, type PortalClient, type PortalComponents } from '../../api/index.ts';

export type ImpersonationCandidate = PortalComponents['schemas']['ImpersonationCandidate'];
export type Oem = PortalComponents['schemas']['Oem'];

/** A call that did not succeed: the HTTP status, or undefined when no answer came (network, timeout). */
export class ImpersonationCallError extends Error {
  constructor(readonly status: number | undefined) {
    super(status === undefined ? 'No answer from the server.' : `The server answered ${status}.`);
    this.name = 'ImpersonationCallError';
  }
}

/** The toolbar's four calls, so the toolbar needs nothing else of the client. */
export interface ImpersonationCalls {
  listOems(): Promise<Oem[]>;
  /** Candidates for a term that is already trimmed and long enough (search-term.ts). */
  search(term: string, oemName: string | undefined, signal: AbortSignal): Promise<ImpersonationCandidate[]>;
  start(loginName: string, oemName: string | undefined): Promise<ImpersonationCandidate>;
  stop(): Promise<void>;
}

async function answered<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  let outcome: { data?: T; response: Response };
  try {
    outcome = await call;
  } catch (error) {
    // An abort is the caller's own doing (a newer search): it passes through as it is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ImpersonationCallError(undefined);
  }
  if (!outcome.response.ok || outcome.data === undefined) throw new ImpersonationCallError(outcome.response.status);
  return outcome.data;
}

export function impersonationCalls(client: PortalClient): ImpersonationCalls {
  return {
    listOems: () => answered(client.GET('/api/portal/oems')),
    // Silent: the search box shows "Loading results..." itself; the page-wide bar would flicker on every keystroke.
    search: async (term, oemName, signal) =>
      (
        await answered(
          client.GET('/api/portal/impersonate/users', {
            ...silentCall,
            params: { query: oemName === undefined ? { term } : { term, oemName } },
            signal,
          }),
        )
      ).data,
    start: (loginName, oemName) =>
      answered(client.POST('/api/portal/impersonate', { body: oemName === undefined ? { loginName } : { loginName, oemName } })),
    stop: async () => {
      // keepalive: Reset reloads the page the moment this resolves, and fetch resolves on the
      // answer's headers. A 204 has no body to read, so nothing lets the page wait for the
      // browser to finish the request; when the new document commits first, Chromium cancels
      // it (net::ERR_ABORTED, though the server already answered). A keepalive request is
      // finished by the browser whatever the page does (the page's unload does not end it);
      // DevTools may still list it as aborted then (seen in CI, 2026-11-27), after its 204.
      const { response } = await client.DELETE('/api/portal/impersonate', { keepalive: true }).catch(() => {
        throw new ImpersonationCallError(undefined);
      });
      if (!response.ok) throw new ImpersonationCallError(response.status);
    },
  };
}
