import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MS, LOGIN_LOCK_THRESHOLD } from '../../../src/constants.ts';
import { useTestServer } from '../../support/test-server.ts';

const server = useTestServer();
const WRONG = 'Wrong!2026';

describe('account lockout', () => {
  it(`locks the account after ${LOGIN_LOCK_THRESHOLD} consecutive failures, for LOGIN_LOCK_MS, with the account_locked code`, async () => {
    for (let attempt = 1; attempt < LOGIN_LOCK_THRESHOLD; attempt++) {
      const res = await server().login('dealer', WRONG);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_grant');
    }
    const started = server().clock.now().getTime();
    const locking = await server().login('dealer', WRONG);
    expect(locking.status).toBe(401);
    expect(locking.body.code).toBe('account_locked');
    const lockedUntil = Date.parse(locking.body.lockedUntil);
    expect(lockedUntil - started).toBeGreaterThanOrEqual(LOGIN_LOCK_MS - 5_000);
    expect(lockedUntil - started).toBeLessThanOrEqual(LOGIN_LOCK_MS + 5_000);

    // Even the right password is refused while locked, and trying does not extend the lock.
    const right = await server().login('dealer');
    expect(right.status).toBe(401);
    expect(right.body).toMatchObject({ code: 'account_locked', lockedUntil: locking.body.lockedUntil });

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
    expect(answers.every((a) => a.status === 401)).toBe(true);
    expect(answers.some((a) => a.body.code === 'account_locked')).toBe(true);
    expect((await server().login('group')).body.code).toBe('account_locked');
  });
});
