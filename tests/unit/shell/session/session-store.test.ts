import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET, SESSION_COOKIE_WATCH_MS } from '../../../../src/constants.ts';
import { SESSION_COOKIE_NAME } from '../../../../src/shell/session/session-cookie.ts';
import type { SentRequest } from '../../api/fake-backend.ts';
import { callsOf, createSessionHarness, IMPERSONATION_COOKIE_NAME, json } from './session-harness.ts';
import { entry, group, user } from './shell-fixtures.ts';

const TOKENS = { access_token: 'access-1', token_type: 'bearer', refresh_token: 'refresh-1', expires_in: 300, scope: 'portal' };
const MENU = [group('Programs', [entry('/smartleads', 'SmartLeads')])];

/** A backend that signs `dealer` in with `Portal!2026` and answers the user details and menu. */
function portal(overrides: Partial<Record<string, (sent: SentRequest) => Response>> = {}) {
  return (sent: SentRequest): Response => {
    const { pathname } = new URL(sent.url);
    const key = `${sent.method} ${pathname}`;
    const override = overrides[key];
    if (override) return override(sent);
    if (key === 'POST /oauth/token') {
      const form = new URLSearchParams(sent.body);
      return form.get('username') === 'dealer' && form.get('password') === 'Portal!2026'
        ? json(200, TOKENS)
        : json(401, { code: 'invalid_grant', message: 'Bad credentials' });
    }
    if (key === 'GET /api/sso/user/userData') return json(200, user());
    if (key === 'GET /api/portal/headerMenu') return json(200, MENU);
    return json(404, { code: 'not_found', message: key });
  };
}

describe('the session store', () => {
  it('signs in with the password grant, then loads the user details and the menu', async () => {
    const h = createSessionHarness(portal());
    const outcome = await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' });

    expect(outcome).toEqual({ ok: true });
    expect(callsOf(h.sent)).toEqual(['POST /oauth/token', 'GET /api/sso/user/userData', 'GET /api/portal/headerMenu']);
    const [login] = h.sent;
    expect(Object.fromEntries(new URLSearchParams(login!.body))).toEqual({
      grant_type: 'password',
      username: 'dealer',
      password: 'Portal!2026',
      'remember-me': 'true',
    });
    expect(login!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(login!.headers.authorization).toBe(`Basic ${btoa(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`)}`);
    // The calls after sign-in carry the new token.
    expect(h.sent[1]!.headers.authorization).toBe('Bearer access-1');

    const state = h.store.getState();
    expect(state.status).toBe('signedIn');
    expect(state.user?.userName).toBe('Dana Dealer');
    expect(state.menu).toEqual(MENU);
    expect(h.tokens.getAccessToken()).toBe('access-1');
    expect(h.cookies.read(SESSION_COOKIE_NAME)).toBe('session-1');
    h.store.dispose();
  });

  it('answers invalidCredentials for a wrong password and stays signed out', async () => {
    const h = createSessionHarness(portal());
    expect(await h.store.actions.signIn({ username: 'dealer', password: 'nope' })).toEqual({ ok: false, reason: 'invalidCredentials' });
    expect(h.store.getState().status).toBe('signedOut');
    expect(h.tokens.getAccessToken()).toBeUndefined();
    expect(callsOf(h.sent)).toEqual(['POST /oauth/token']);
  });

  it('answers accountLocked with lockedUntil for a 401 account_locked', async () => {
    const lockedUntil = '2026-01-05T10:15:00Z';
    const h = createSessionHarness(
      portal({ 'POST /oauth/token': () => json(401, { code: 'account_locked', message: 'Locked', lockedUntil }) }),
    );
    expect(await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' })).toEqual({ ok: false, reason: 'accountLocked', lockedUntil });
  });

  it('answers accountDisabled for a 403, unavailable for a 500', async () => {
    const disabled = createSessionHarness(portal({ 'POST /oauth/token': () => json(403, { code: 'account_disabled', message: 'Disabled' }) }));
    expect(await disabled.store.actions.signIn({ username: 'dealer', password: 'x' })).toEqual({ ok: false, reason: 'accountDisabled' });
    const down = createSessionHarness(portal({ 'POST /oauth/token': () => json(500, { code: 'internal_error', message: 'x' }) }));
    expect(await down.store.actions.signIn({ username: 'dealer', password: 'x' })).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('signs out: tokens, session cookie and impersonation cookie gone', async () => {
    const h = createSessionHarness(portal());
    await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' });
    h.cookies.write(IMPERSONATION_COOKIE_NAME, 'dealer.fr');
    h.store.actions.signOut();
    expect(h.store.getState()).toMatchObject({ status: 'signedOut', user: undefined, menu: [], endedBy: 'signOut' });
    expect(h.tokens.getAccessToken()).toBeUndefined();
    expect(h.cookies.names()).toEqual([]);
  });

  it('marks the session expired when the details load gets a 401 after the refresh', async () => {
    const h = createSessionHarness(
      portal({
        'GET /api/sso/user/userData': () => json(401, { code: 'invalid_token', message: 'expired' }),
        'GET /api/portal/headerMenu': () => json(401, { code: 'invalid_token', message: 'expired' }),
      }),
    );
    const expired = vi.fn();
    h.runtime.events.on('sessionExpired', expired);
    h.tokens.set({ accessToken: 'stale', refreshToken: 'spent' });
    await h.store.resume();
    expect(expired).toHaveBeenCalled();
    expect(h.store.getState()).toMatchObject({ status: 'signedOut', endedBy: 'expired' });
  });

  it('reports failed (not signed out) when the details cannot be loaded for another reason, and reloads', async () => {
    let fail = true;
    const h = createSessionHarness(
      portal({ 'GET /api/portal/headerMenu': () => (fail ? json(500, { code: 'internal_error', message: 'x' }) : json(200, MENU)) }),
    );
    await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' });
    expect(h.store.getState().status).toBe('failed');
    fail = false;
    await h.store.actions.reload();
    expect(h.store.getState().status).toBe('signedIn');
    h.store.dispose();
  });

  it('resumes the session the cookies hold, and does nothing without one', async () => {
    const h = createSessionHarness(portal());
    await h.store.resume();
    expect(h.sent).toHaveLength(0);
    expect(h.store.getState().status).toBe('signedOut');

    h.tokens.set({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    h.sessionCookie.start();
    const loading = h.store.resume();
    expect(h.store.getState().status).toBe('loading');
    await loading;
    expect(h.store.getState().status).toBe('signedIn');
    expect(h.sent[0]!.headers.authorization).toBe('Bearer access-9');
    h.store.dispose();
  });

  it('keeps a sign-out made while the details load', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const h = createSessionHarness(async (sent) => {
      if (new URL(sent.url).pathname === '/api/sso/user/userData') await held;
      return portal()(sent);
    });
    h.tokens.set({ accessToken: 'access-1' });
    const loading = h.store.resume();
    h.store.actions.signOut();
    release();
    await loading;
    expect(h.store.getState().status).toBe('signedOut');
  });

  it('replaces the user details (language change) and notifies subscribers', async () => {
    const h = createSessionHarness(portal());
    await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' });
    const listener = vi.fn();
    h.store.subscribe(listener);
    h.store.actions.setUser(user({ language: 'FRENCH' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(h.store.getState().user?.language).toBe('FRENCH');
    expect(h.store.getState().menu).toEqual(MENU);
    h.store.dispose();
  });

  describe('the Session Expired modal’s Login (portal-shell §4.1)', () => {
    it('logs out when not impersonating', async () => {
      const h = createSessionHarness(portal());
      await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' });
      await h.store.actions.endExpiredSession();
      expect(h.store.getState()).toMatchObject({ status: 'signedOut', endedBy: 'expired' });
      expect(callsOf(h.sent)).not.toContain('DELETE /api/portal/impersonate');
    });

    it('ends the impersonation (DELETE /api/portal/impersonate) and reloads as the admin', async () => {
      let impersonating = true;
      const admin = user({ loginName: 'admin', userName: 'Alex Admin', role: 'admin', dealerCodes: [] });
      const h = createSessionHarness(
        portal({
          'GET /api/sso/user/userData': () =>
            json(200, impersonating ? user({ impersonator: { login: 'admin', role: 'admin', belongsToCmsEditorGroup: false } }) : admin),
          'DELETE /api/portal/impersonate': () => {
            impersonating = false;
            return new Response(null, { status: 204 });
          },
        }),
      );
      h.cookies.write(IMPERSONATION_COOKIE_NAME, 'dealer');
      h.tokens.set({ accessToken: 'access-1', refreshToken: 'refresh-1' });
      await h.store.resume();
      expect(h.store.getState().impersonating).toBe(true);

      await h.store.actions.endExpiredSession();
      const deleteCall = h.sent.find((sent) => sent.method === 'DELETE');
      expect(deleteCall?.headers.impersonate).toBe('dealer');
      expect(h.cookies.read(IMPERSONATION_COOKIE_NAME)).toBeUndefined();
      expect(h.store.getState()).toMatchObject({ status: 'signedIn', impersonating: false });
      expect(h.store.getState().user?.loginName).toBe('admin');
      h.store.dispose();
    });

    it('logs out when ending the impersonation fails', async () => {
      const h = createSessionHarness(
        portal({
          'GET /api/sso/user/userData': () => json(200, user({ impersonator: { login: 'admin', role: 'admin', belongsToCmsEditorGroup: false } })),
          'DELETE /api/portal/impersonate': () => json(401, { code: 'invalid_token', message: 'expired' }),
        }),
      );
      h.tokens.set({ accessToken: 'access-1' });
      await h.store.resume();
      await h.store.actions.endExpiredSession();
      expect(h.store.getState()).toMatchObject({ status: 'signedOut', endedBy: 'expired' });
    });
  });

  describe('the session cookie watch', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('ends the session when another tab signs in (the session cookie changes), leaving its cookies alone', async () => {
      const h = createSessionHarness(portal());
      await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' });
      expect(h.store.getState().status).toBe('signedIn');

      // Another tab signs in: new tokens and a new session id.
      h.tokens.clear();
      h.tokens.set({ accessToken: 'other-tab', refreshToken: 'other-refresh' });
      h.cookies.write(SESSION_COOKIE_NAME, 'other-session');
      vi.advanceTimersByTime(SESSION_COOKIE_WATCH_MS);

      expect(h.store.getState()).toMatchObject({ status: 'signedOut', endedBy: 'sessionChanged' });
      expect(h.tokens.getAccessToken()).toBe('other-tab');
      expect(h.cookies.read(SESSION_COOKIE_NAME)).toBe('other-session');
    });

    it('ends the session when another tab signs out (the cookie is removed)', async () => {
      const h = createSessionHarness(portal());
      await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' });
      h.cookies.remove(SESSION_COOKIE_NAME);
      vi.advanceTimersByTime(SESSION_COOKIE_WATCH_MS);
      expect(h.store.getState()).toMatchObject({ status: 'signedOut', endedBy: 'sessionChanged' });
    });

    it('is not fooled by a token refresh (the token cookie changes, the session cookie does not)', async () => {
      const h = createSessionHarness(portal());
      await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' });
      h.tokens.set({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      vi.advanceTimersByTime(SESSION_COOKIE_WATCH_MS * 8);
      expect(h.store.getState().status).toBe('signedIn');
      h.store.dispose();
    });

    it('stops watching after a sign-out', async () => {
      const h = createSessionHarness(portal());
      await h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' });
      h.store.actions.signOut();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
