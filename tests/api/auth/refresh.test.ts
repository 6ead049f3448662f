import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE_LIFETIME_MS } from '../../../src/constants.ts';
import { REFRESH_GRACE_MS } from '../../../src/server/auth/refresh-tokens.ts';
import { startTestServer, useTestServer, type ApiResponse } from '../../support/test-server.ts';

const server = useTestServer();

describe('POST /oauth/token, refresh_token grant', () => {
  it('rotates the refresh token on every use', async () => {
    const login = await server().login('dealer');
    const first = await server().refresh(login.body.refresh_token);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.refresh_token).not.toBe(login.body.refresh_token);
    expect(first.body.access_token).not.toBe(login.body.access_token);
    const second = await server().refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect((await server().get('/api/sso/user/userData', { token: second.body.access_token })).status).toBe(200);
  });

  it('treats a spent refresh token coming back as theft and revokes the whole family', async () => {
    const login = await server().login('group');
    const rotated = await server().refresh(login.body.refresh_token);
    expect(rotated.status).toBe(200);

    server().clock.advance(REFRESH_GRACE_MS);
    const replay = await server().refresh(login.body.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('invalid_grant');

    // The legitimate holder's newer token dies with the family, and so does its access token.
    const successor = await server().refresh(rotated.body.refresh_token);
    expect(successor.status).toBe(401);
    expect(successor.body.code).toBe('invalid_grant');
    expect((await server().get('/api/sso/user/userData', { token: rotated.body.access_token })).status).toBe(401);

    // Other sessions of the same user are separate families and keep working.
    const other = await server().login('group');
    expect((await server().refresh(other.body.refresh_token)).status).toBe(200);
  });

  it('answers two simultaneous uses of one refresh token (two tabs) with the same new pair, which then works', async () => {
    const login = await server().login('dealer.hyundai');
    const answers = await Promise.all([server().refresh(login.body.refresh_token), server().refresh(login.body.refresh_token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect((await server().get('/api/sso/user/userData', { token: answers[0]?.body.access_token })).status).toBe(200);
    const next = await server().refresh(answers[0]?.body.refresh_token);
    expect(next.status).toBe(200);
  });

  it('answers the same pair, and keeps the session, when the simultaneous use that waited for the token read its clock before the other spent it', async () => {
    // The CI flake of the test above, made exact with two workers' clocks: B's request read its
    // clock, then A's spent the token, then B's got the row. Run one after the other, B meets
    // the row exactly as after waiting for A's row lock, with its time 1 ms before the spend.
    const other = await startTestServer({ databaseUrl: server().databaseUrl });
    try {
      const a = server();
      const b = other;
      const login = await a.login('dealer.genesis');
      expect(login.status).toBe(200);
      const spentAt = a.clock.now();
      a.clock.hold(spentAt);
      b.clock.hold(new Date(spentAt.getTime() - 1));
      let first: ApiResponse<any>, second: ApiResponse<any>;
      try {
        first = await a.refresh(login.body.refresh_token);
        second = await b.refresh(login.body.refresh_token);
      } finally {
        a.clock.release();
        b.clock.release();
      }
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body).toEqual(first.body);
      // Not taken for a replay: the family lives on, on both servers.
      expect((await b.get('/api/sso/user/userData', { token: second.body.access_token })).status).toBe(200);
      const next = await b.refresh(second.body.refresh_token);
      expect(next.status).toBe(200);
      expect((await a.get('/api/sso/user/userData', { token: next.body.access_token })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it(`answers a spent token again only within REFRESH_GRACE_MS (${REFRESH_GRACE_MS} ms); later it is a reuse`, async () => {
    const login = await server().login('dealer.acura');
    const first = await server().refresh(login.body.refresh_token);
    server().clock.advance(REFRESH_GRACE_MS - 1_000);
    const again = await server().refresh(login.body.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    server().clock.advance(1_000);
    expect((await server().refresh(login.body.refresh_token)).status).toBe(401);
    // That reuse revoked the family: the pair handed out twice dies with it.
    expect((await server().refresh(first.body.refresh_token)).status).toBe(401);
  });

  it('keeps no usable token in the database: the repeated pair is sealed with the spent token', async () => {
    const login = await server().login('dealer.fr');
    const rotated = await server().refresh(login.body.refresh_token);
    const rows = await server().db.selectFrom('refreshTokens').select('successorSealed').where('successorSealed', 'is not', null).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.successorSealed).not.toContain(rotated.body.refresh_token);
  });

  it('refuses an unknown refresh token and an access token offered as one', async () => {
    const login = await server().login('oem');
    expect((await server().refresh('not-a-token')).body.code).toBe('invalid_grant');
    expect((await server().refresh(login.body.access_token)).status).toBe(401);
  });

  it('ends the session TOKEN_COOKIE_LIFETIME_MS after sign-in, however often it was refreshed', async () => {
    const login = await server().login('dealer.hyundaica');
    server().clock.advance(TOKEN_COOKIE_LIFETIME_MS / 2);
    const halfway = await server().refresh(login.body.refresh_token);
    expect(halfway.status).toBe(200);
    server().clock.advance(TOKEN_COOKIE_LIFETIME_MS / 2 + 1000);
    const late = await server().refresh(halfway.body.refresh_token);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('invalid_grant');
  });

  it('stores refresh tokens only as hashes', async () => {
    const login = await server().login('editor');
    const rows = await server().db.selectFrom('refreshTokens').select('tokenHash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === login.body.refresh_token)).toBe(false);
  });

  it('validates the refresh form: 400 for a missing refresh_token', async () => {
    const res = await server().post('/oauth/token', {
      headers: { authorization: (await import('../../support/test-server.ts')).CLIENT_AUTHORIZATION },
      form: { grant_type: 'refresh_token' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'refresh_token' })]);
  });
});
