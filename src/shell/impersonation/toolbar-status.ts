import type { CandidateSearch } from './use-candidate-search.ts';

export interface ToolbarStatus {
  /** What the open results list says when it has no user to offer (announced by the list's own live region). */
  readonly emptyText: string;
  /** How many users were found, for screen readers: the list announces its texts, not its size. */
  readonly resultCount: number | undefined;
}

/** The results list's texts for a search state (portal-shell §5.4: "No Users Found", "Loading results..."). */
export function toolbarStatus(search: CandidateSearch): ToolbarStatus {
  switch (search.status) {
    case 'tooShort':
      return { emptyText: 'IMPERSONATION_SEARCH_HINT', resultCount: undefined };
    case 'loading':
      return { emptyText: 'IMPERSONATION_LOADING', resultCount: undefined };
    case 'failed':
      return { emptyText: 'IMPERSONATION_SEARCH_FAILED', resultCount: undefined };
    case 'forbidden':
      return { emptyText: 'IMPERSONATION_SEARCH_FORBIDDEN', resultCount: undefined };
    case 'done':
      return { emptyText: 'IMPERSONATION_NO_USERS', resultCount: search.candidates.length || undefined };
  }
}
