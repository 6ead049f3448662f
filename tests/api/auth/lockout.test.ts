import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MS, LOGIN_LOCK_THRESHOLD } from '../../../src/constants.ts';
import { useTestServer } from '../../support/test-server.ts';

// Room for every failed sign-in of this file from one address; the limits have their own test (sign-in-answers.test.ts).
const server = useTestServer({ config: { signInLimitPerClient: { max: 1_000, windowMs: 60_000 }, signInLimitPerLogin: { max: 1_000, windowMs: 60_000 } } });
const WRONG = 'Wrong!2026';

describe('account lockout', () => {
  it(`locks the account after ${LOGIN_LOCK_THRESHOLD} consecutive failures, for LOGIN_LOCK_MS; only the right password learns it`, async () => {
    for (let attempt = 1; attempt < LOGIN_LOCK_THRESHOLD; attempt++) {
      const res = await server().login('dealer', WRONG);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_grant');
    }
    const started = server().clock.now().getTime();
    // The failure that locks says nothing of it: it reads like any wrong password.
    const locking = await server().login('dealer', WRONG);
    expect(locking.status).toBe(401);
    expect(locking.body.code).toBe('invalid_grant');
    expect((await server().login('dealer', WRONG)).body.code).toBe('invalid_grant');

    // The right password is refused while locked, learns when the lock ends, and trying does not extend it.
    const right = await server().login('dealer');
    expect(right.status).toBe(401);
    expect(right.body.code).toBe('account_locked');
    const lockedUntil = Date.parse(right.body.lockedUntil);
    expect(lockedUntil - started).toBeGreaterThanOrEqual(LOGIN_LOCK_MS - 5_000);
    expect(lockedUntil - started).toBeLessThanOrEqual(LOGIN_LOCK_MS + 5_000);
    expect((await server().login('dealer')).body.lockedUntil).toBe(right.body.lockedUntil);

    server().clock.advance(LOGIN_LOCK_MS - 60_000);
    expect((await server().login('dealer')).body.code).toBe('account_locked');
    server().clock.advance(60_000 + 1_000);
    expect((await server().login('dealer')).status).toBe(200);
  });

  it('counts only consecutive failures: a successful login starts the count again', async () => {
    for (let attempt = 1; attempt < LOGIN_LOCK_THRESHOLD; attempt++) await server().login('dealer.fr', WRONG);
    expect((await server().login('dealer.fr')).status).toBe(200);
    for (let attempt = 1; attempt < LOGIN_LOCK_THRESHOLD; attempt++) {
      expect((await server().login('dealer.fr', WRONG)).body.code).toBe('invalid_grant');
    }
    expect((await server().login('dealer.fr')).status).toBe(200);
  });

  it('locks one account, not the others, and keeps existing sessions of the locked user alive', async () => {
    const session = await server().login('oem');
    for (let attempt = 0; attempt < LOGIN_LOCK_THRESHOLD; attempt++) await server().login('oem', WRONG);
    expect((await server().login('oem')).body.code).toBe('account_locked');
    expect((await server().login('editor')).status).toBe(200);
    expect((await server().get('/api/sso/user/userData', { token: session.body.access_token })).status).toBe(200);
    expect((await server().refresh(session.body.refresh_token)).status).toBe(200);
  });

  it('cannot be raced past the threshold by simultaneous wrong passwords', async () => {
    const answers = await Promise.all(Array.from({ length: LOGIN_LOCK_THRESHOLD * 2 }, () => server().login('group', WRONG)));
    expect(answers.every((a) => a.status === 401 && a.body.code === 'invalid_grant')).toBe(true);
    expect((await server().login('group')).body.code).toBe('account_locked');
  });
});
