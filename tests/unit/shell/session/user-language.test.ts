import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { applyUserLanguageOnSignIn } from '../../../../src/shell/i18n/user-language.ts';
import { languageOfUser } from '../../../../src/shell/i18n/language-codes.ts';
import { createSessionHarness, json } from './session-harness.ts';
import { user } from './shell-fixtures.ts';
import type { UserDetails } from '../../../../src/shell/session/use-session.ts';

function harnessFor(details: () => UserDetails) {
  return createSessionHarness((sent) => {
    const path = new URL(sent.url).pathname;
    if (path === '/api/sso/user/userData') return json(200, details());
    if (path === '/api/portal/headerMenu') return json(200, []);
    return json(404, { code: 'not_found', message: path });
  });
}

describe("the user's language on sign-in (portal-shell §1: default en, fallback en)", () => {
  it('maps ENGLISH to en and FRENCH to fr', () => {
    expect(languageOfUser({ language: 'ENGLISH' })).toBe('en');
    expect(languageOfUser({ language: 'FRENCH' })).toBe('fr');
  });

  it('loads French when a FRENCH user signs in', async () => {
    const i18n = createI18n();
    const h = harnessFor(() => user({ language: 'FRENCH', loginName: 'dealer.fr' }));
    applyUserLanguageOnSignIn(h.store, i18n);
    h.tokens.set({ accessToken: 'a' });
    await h.store.resume();
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(i18n.t('SESSION_EXPIRED_TITLE')).toBe('Session expirée');
    h.store.dispose();
  });

  it('does not undo a language chosen during the session when the same user’s details change', async () => {
    const i18n = createI18n();
    const h = harnessFor(() => user({ language: 'ENGLISH' }));
    applyUserLanguageOnSignIn(h.store, i18n);
    h.tokens.set({ accessToken: 'a' });
    await h.store.resume();
    expect(i18n.resolvedLanguage).toBe('en');
    await i18n.changeLanguage('fr');
    h.store.actions.setUser(user({ language: 'ENGLISH', userName: 'Renamed' }));
    expect(i18n.resolvedLanguage).toBe('fr');
    h.store.dispose();
  });

  it('applies the language of the next user (impersonation ends or starts)', async () => {
    const i18n = createI18n();
    let current = user({ language: 'ENGLISH', loginName: 'admin' });
    const h = harnessFor(() => current);
    applyUserLanguageOnSignIn(h.store, i18n);
    h.tokens.set({ accessToken: 'a' });
    await h.store.resume();
    current = user({ language: 'FRENCH', loginName: 'dealer.fr' });
    await h.store.actions.reload();
    expect(i18n.resolvedLanguage).toBe('fr');
    h.store.dispose();
  });
});
