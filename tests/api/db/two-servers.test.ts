import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOGIN_LOCK_THRESHOLD } from '../../../src/constants.ts';
import { REFRESH_GRACE_MS } from '../../../src/server/auth/refresh-tokens.ts';
import { copyTemplate } from '../../support/test-database.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/test-server.ts';

const SLOW = 180_000;
const WRONG = 'Wrong!2026';
const NEW_PASSWORD = 'Another!2027';
const USER_DATA = '/api/sso/user/userData';

/**
 * Two server processes' worth of servers (each with its own caches, signing-key lookup and
 * change-feed connection) on one database act as one portal: what `npm start` runs on every
 * core, and what N servers behind a load balancer run on one managed PostgreSQL.
 */
describe('two servers on one database', () => {
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await copyTemplate(inject('testDatabaseTemplate'));
    [a, b] = await Promise.all([startTestServer({ databaseUrl: database.url }), startTestServer({ databaseUrl: database.url })]);
  }, SLOW);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  }, SLOW);

  it('accepts on one server the access token the other issued, and renews on either', async () => {
    const signIn = await a.login('dealer');
    expect(signIn.status).toBe(200);
    const onB = await b.get(USER_DATA, { token: signIn.body.access_token });
    expect(onB.status).toBe(200);
    expect(onB.body.loginName).toBe('dealer');
    const renewed = await b.refresh(signIn.body.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await a.get(USER_DATA, { token: renewed.body.access_token })).status).toBe(200);
  });

  it('holds a lockout made on one server on the other', async () => {
    for (let attempt = 0; attempt < LOGIN_LOCK_THRESHOLD; attempt++) await a.login('oem', WRONG);
    const right = await b.login('oem', DEMO_PASSWORD);
    expect(right.status).toBe(401);
    expect(right.body.code).toBe('account_locked');
  });

  it('refuses on every server, at once, the access tokens of a session one server found replayed', async () => {
    const signIn = await a.login('group');
    const token = signIn.body.access_token as string;
    expect((await a.get(USER_DATA, { token })).status).toBe(200);
    expect((await b.refresh(signIn.body.refresh_token)).status).toBe(200);
    // The spent refresh token again, after the grace window that answers two tabs alike: a
    // replay, so B revokes the whole session.
    b.clock.advance(REFRESH_GRACE_MS + 1_000);
    expect((await b.refresh(signIn.body.refresh_token)).status).toBe(401);
    // A heard of it through the change feed; its access token cache does not outlive the revocation.
    await expect.poll(async () => (await a.get(USER_DATA, { token })).status, { timeout: 5_000 }).toBe(401);
  });

  it("ends the user's other sessions on every server when the password changes on one", async () => {
    const other = await b.login('dealer.bmwca');
    const current = await a.login('dealer.bmwca');
    expect((await b.get(USER_DATA, { token: other.body.access_token })).status).toBe(200);
    const changed = await a.post('/api/portal/changePassword', {
      token: current.body.access_token,
      json: { password: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.body).toEqual({ success: true, errors: [] });
    await expect.poll(async () => (await b.get(USER_DATA, { token: other.body.access_token })).status, { timeout: 5_000 }).toBe(401);
    // The session that changed the password goes on, on either server.
    expect((await b.get(USER_DATA, { token: current.body.access_token })).status).toBe(200);
    expect((await b.login('dealer.bmwca', NEW_PASSWORD)).status).toBe(200);
  });
});
