import { IMPERSONATION_SEARCH_MIN_CHARS } from '../../constants.ts';

/**
 * What the search box asks the server for (portal-shell §5.4): the trimmed text, once it has at
 * least IMPERSONATION_SEARCH_MIN_CHARS characters (code points, so "éé" counts two);
 * undefined before that, and no call is made.
 */
export function searchTermOf(typed: string): string | undefined {
  const term = typed.trim();
  return [...term].length >= IMPERSONATION_SEARCH_MIN_CHARS ? term : undefined;
}
