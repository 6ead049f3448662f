import type { i18n } from 'i18next';
import type { SessionStore } from '../session/session-store.ts';
import { languageOfUser } from './language-codes.ts';

/**
 * Applies the user's language (ENGLISH/FRENCH) when a session starts: sign-in, a resumed session,
 * or another user after impersonation. It listens to the store rather than rendering, so it runs
 * before React shows the signed-in routes, and a locale in the path (/fr), applied by its route
 * afterwards, wins for that visit. Later changes of the same user's details (the language
 * selector's answer) are applied by whoever made them. Returns the unsubscribe function.
 */
export function applyUserLanguageOnSignIn(session: Pick<SessionStore, 'getState' | 'subscribe'>, instance: Pick<i18n, 'changeLanguage'>): () => void {
  let previous = session.getState();
  return session.subscribe(() => {
    const next = session.getState();
    const started = next.status === 'signedIn' && (previous.status !== 'signedIn' || previous.user?.loginName !== next.user?.loginName);
    previous = next;
    if (started && next.user) void instance.changeLanguage(languageOfUser(next.user));
  });
}
