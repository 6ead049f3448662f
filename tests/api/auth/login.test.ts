import { describe, expect, it } from 'vitest';
import { OAUTH_CLIENT_ID } from '../../../src/constants.ts';
import { CLIENT_AUTHORIZATION, DEMO_PASSWORD, DEMO_USERS, useTestServer } from '../../support/test-server.ts';

const server = useTestServer();

const tokenForm = (form: Record<string, string>, authorization: string | null = CLIENT_AUTHORIZATION) =>
  server().post('/oauth/token', { form, headers: authorization ? { authorization } : {} });

describe('POST /oauth/token, password grant', () => {
  it('signs every demo user in with the demo password and answers a bearer token pair that is never cached', async () => {
    for (const user of DEMO_USERS) {
      const res = await server().login(user.loginName);
      expect(res.status, user.loginName).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.token_type).toBe('bearer');
      expect(res.body.expires_in).toBe(server().config.accessTokenTtlMs / 1000);
      expect(res.body.refresh_token).not.toBe(res.body.access_token);
    }
  });

  it('accepts the access token on a protected call and records the login time', async () => {
    const before = Date.now();
    const login = await server().login('dealer');
    const me = await server().get('/api/sso/user/userData', { token: login.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.userName).toBe('Dana Dealer');
    const row = await server().db.selectFrom('users').select('lastLoginAt').where('loginName', '=', 'dealer').executeTakeFirstOrThrow();
    expect(row.lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('compares the login name case-insensitively', async () => {
    expect((await server().login('DeAlEr')).status).toBe(200);
  });

  it('keeps remember-me with the session', async () => {
    const res = await server().login('oem', DEMO_PASSWORD, { 'remember-me': 'true' });
    expect(res.status).toBe(200);
    const rows = await server().db.selectFrom('refreshTokens').innerJoin('users', 'users.id', 'refreshTokens.userId')
      .select('refreshTokens.rememberMe').where('users.loginName', '=', 'oem').execute();
    expect(rows.some((row) => row.rememberMe)).toBe(true);
  });

  it('refuses a wrong password and an unknown user alike: 401 invalid_grant', async () => {
    const wrong = await server().login('group', 'Wrong!2026');
    const unknown = await server().login('nobody.here', 'Wrong!2026');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.code).toBe('invalid_grant');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires the built-in client credential as HTTP Basic: 401 invalid_client', async () => {
    const form = { grant_type: 'password', username: 'dealer', password: DEMO_PASSWORD };
    const missing = await tokenForm(form, null);
    const wrongSecret = await tokenForm(form, `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:guess`).toString('base64')}`);
    const bearer = await tokenForm(form, 'Bearer something');
    for (const res of [missing, wrongSecret, bearer]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_client');
    }
  });

  it('answers the login form errors field by field: 400 with the spec messages', async () => {
    const res = await tokenForm({ grant_type: 'password', username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'username', message: 'Username required', messageKey: 'USERNAME_REQUIRED' }),
        expect.objectContaining({ field: 'password', message: 'Password required', messageKey: 'PASSWORD_REQUIRED' }),
      ]),
    );
  });

  it('refuses an unknown grant type, an unknown form field and an unknown scope with 400', async () => {
    const grant = await tokenForm({ grant_type: 'client_credentials' });
    expect(grant.status).toBe(400);
    expect(grant.body.errors.map((e: { field: string }) => e.field)).toContain('grant_type');
    const extra = await tokenForm({ grant_type: 'password', username: 'dealer', password: DEMO_PASSWORD, admin: 'true' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual([expect.objectContaining({ field: 'admin', messageKey: 'UNKNOWN_PROPERTY' })]);
    const scope = await tokenForm({ grant_type: 'password', username: 'dealer', password: DEMO_PASSWORD, scope: 'portal everything' });
    expect(scope.status).toBe(400);
    expect(scope.body.errors).toEqual([expect.objectContaining({ field: 'scope' })]);
  });

  it('refuses a disabled account with 403 account_disabled, but only once the password is right', async () => {
    await server().db.updateTable('users').set({ active: false }).where('loginName', '=', 'dealer.genesis').execute();
    try {
      expect((await server().login('dealer.genesis', 'Wrong!2026')).body.code).toBe('invalid_grant');
      const right = await server().login('dealer.genesis');
      expect(right.status).toBe(403);
      expect(right.body.code).toBe('account_disabled');
    } finally {
      await server().db.updateTable('users').set({ active: true }).where('loginName', '=', 'dealer.genesis').execute();
    }
  });
});

describe('access tokens', () => {
  it('stop working when they expire, and the refresh token then renews the session', async () => {
    const login = await server().login('dealer.acura');
    server().clock.advance(server().config.accessTokenTtlMs + 1000);
    const expired = await server().get('/api/sso/user/userData', { token: login.body.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('invalid_token');
    const renewed = await server().refresh(login.body.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await server().get('/api/sso/user/userData', { token: renewed.body.access_token })).status).toBe(200);
  });

  it('are refused when tampered with', async () => {
    const login = await server().login('dealer.infiniti');
    const [header, payload, signature] = String(login.body.access_token).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const admin = await server().db.selectFrom('users').select('id').where('loginName', '=', 'admin').executeTakeFirstOrThrow();
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: admin.id })).toString('base64url')}.${signature}`;
    const res = await server().get('/api/sso/user/userData', { token: forged });
    expect(res.status).toBe(401);
  });

  it('stop working when the user is deactivated (once the cached user expires)', async () => {
    const login = await server().login('dealer.bmwca');
    expect((await server().get('/api/sso/user/userData', { token: login.body.access_token })).status).toBe(200);
    await server().db.updateTable('users').set({ active: false }).where('loginName', '=', 'dealer.bmwca').execute();
    try {
      server().clock.advance(server().config.userCacheTtlMs + 1);
      expect((await server().get('/api/sso/user/userData', { token: login.body.access_token })).status).toBe(401);
      expect((await server().refresh(login.body.refresh_token)).status).toBe(401);
    } finally {
      await server().db.updateTable('users').set({ active: true }).where('loginName', '=', 'dealer.bmwca').execute();
    }
  });
});

describe('single-sign-on-only users', () => {
  it('may sign in with a password, but their token opens only the calls of the single sign-on notice', async () => {
    const login = await server().login('sso');
    expect(login.status).toBe(200);
    expect(login.body.scope).toBe('sso-notice');
    const token = login.body.access_token;
    const me = await server().get('/api/sso/user/userData', { token });
    expect(me.status).toBe(200);
    expect(me.body.ssoLoginOnlyAllowed).toBe(true);
    const oems = await server().get('/api/portal/oems', { token });
    expect(oems.status).toBe(403);
    const profile = await server().get('/api/portal/profileContactDetails', { token });
    expect(profile.status).toBe(403);
  });

  it('and a regular user gets the portal scope', async () => {
    expect((await server().login('dealer.hyundai')).body.scope).toBe('portal');
  });
});
