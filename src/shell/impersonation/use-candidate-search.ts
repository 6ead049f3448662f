import { useEffect, useState } from 'react';
import { ImpersonationCallError, type ImpersonationCalls, type ImpersonationCandidate } from './impersonation-calls.ts';
import { searchTermOf } from './search-term.ts';

/** Wait this long after the last keystroke before asking the server: one call per pause, not per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

export type CandidateSearch =
  | { readonly status: 'tooShort' }
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly candidates: readonly ImpersonationCandidate[] }
  | { readonly status: 'failed' }
  /** The server refused the search (403): the caller may see the toolbar but not impersonate. */
  | { readonly status: 'forbidden' };

const TOO_SHORT: CandidateSearch = { status: 'tooShort' };
const LOADING: CandidateSearch = { status: 'loading' };

/**
 * The search behind the toolbar's box (portal-shell §5.4): nothing below the minimum length;
 * otherwise, after a pause in typing, one call for the trimmed term and OEM. A newer term or OEM
 * aborts the call still running for the older one, so a slow answer never replaces a newer one.
 * Spaces typed around the same term ask nothing new.
 */
export function useCandidateSearch(calls: ImpersonationCalls, typed: string, oemName: string | undefined, enabled: boolean): CandidateSearch {
  const term = enabled ? searchTermOf(typed) : undefined;
  const key = term === undefined ? undefined : JSON.stringify([term, oemName ?? null]);
  const [answer, setAnswer] = useState<{ key: string; search: CandidateSearch } | undefined>(undefined);

  useEffect(() => {
    if (term === undefined || key === undefined) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      calls.search(term, oemName, controller.signal).then(
        (candidates) => {
          if (!controller.signal.aborted) setAnswer({ key, search: { status: 'done', candidates } });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const forbidden = error instanceof ImpersonationCallError && error.status === 403;
          setAnswer({ key, search: { status: forbidden ? 'forbidden' : 'failed' } });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [calls, term, oemName, key]);

  if (key === undefined) return TOO_SHORT;
  // Until the answer for this very term and OEM arrives, the search is loading.
  return answer?.key === key ? answer.search : LOADING;
}
