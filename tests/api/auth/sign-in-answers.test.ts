/**
 * Issue #12, 6: sign-in answers alike for an unknown login, a wrong password and a locked
 * account (no `account_locked` before the right password), and failed sign-ins are limited
 * per client address and per login name, with the counts in the database so that every
 * server process on it enforces the same limit.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK_THRESHOLD } from '../../../src/constants.ts';
import { buildApp } from '../../../src/server/app.ts';
import { CLIENT_AUTHORIZATION, DEMO_PASSWORD, useTestServer } from '../../support/test-server.ts';

const WRONG = 'Wrong!2026';
const LIMIT = { max: 3, windowMs: 60_000 };
const server = useTestServer({ config: { signInLimitPerClient: { max: 1_000, windowMs: 60_000 }, signInLimitPerLogin: LIMIT } });

let second: FastifyInstance | undefined;
afterAll(async () => {
  await second?.close();
});

/** What a client can observe of an answer, short of the clock. */
const observable = (res: { status: number; body: unknown; headers: Headers }) => ({
  status: res.status,
  body: res.body,
  contentType: res.headers.get('content-type'),
  wwwAuthenticate: res.headers.get('www-authenticate'),
});

describe('sign-in answers', () => {
  it('are the same for an unknown login, a wrong password and a wrong password on a locked account', async () => {
    server().clock.advanceToNextWindow(LIMIT.windowMs);
    const unknown = await server().login('no.such.user', WRONG);
    const wrong = await server().login('dealer.acura', WRONG);
    // A minute apart, so the per-login limit (three a minute here) lets every failure count towards the lock.
    for (let attempt = 0; attempt < LOGIN_LOCK_THRESHOLD; attempt++) {
      server().clock.advance(LIMIT.windowMs);
      expect((await server().login('dealer.genesis', WRONG)).status).toBe(401);
    }
    server().clock.advance(LIMIT.windowMs);
    const locked = await server().login('dealer.genesis', WRONG);
    expect(observable(unknown)).toEqual(observable(wrong));
    expect(observable(locked)).toEqual(observable(wrong));
    expect(wrong.body).toEqual({ code: 'invalid_grant', message: 'The username or password is incorrect.' });
    // Only the owner of the password learns of the lock.
    const owner = await server().login('dealer.genesis', DEMO_PASSWORD);
    expect(owner.status).toBe(401);
    expect(owner.body.code).toBe('account_locked');
  });

  it('limit failed sign-ins per login name, existing or not, with 429 and Retry-After', async () => {
    server().clock.advanceToNextWindow(LIMIT.windowMs);
    for (const login of ['dealer.bmwca', 'nobody.at.all']) {
      for (let attempt = 0; attempt < LIMIT.max; attempt++) expect((await server().login(login, WRONG)).status).toBe(401);
      const refused = await server().login(login, WRONG);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_requests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Even the right password waits for the window to end; then it signs in.
    expect((await server().login('dealer.bmwca', DEMO_PASSWORD)).status).toBe(429);
    server().clock.advance(LIMIT.windowMs);
    expect((await server().login('dealer.bmwca', DEMO_PASSWORD)).status).toBe(200);
  });

  it('a successful sign-in does not count towards the limit', async () => {
    server().clock.advanceToNextWindow(LIMIT.windowMs);
    for (let attempt = 0; attempt < LIMIT.max * 2; attempt++) expect((await server().login('dealer.hyundai', DEMO_PASSWORD)).status).toBe(200);
  });

  it('is shared by every server process on the database: failures on one count on another', async () => {
    server().clock.advanceToNextWindow(LIMIT.windowMs);
    second = await buildApp({ db: server().db, config: server().config, clock: server().clock });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (let attempt = 0; attempt < LIMIT.max; attempt++) expect((await server().login('dealer.hyundaica', WRONG)).status).toBe(401);
    const res = await fetch(`${secondUrl}/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'dealer.hyundaica', password: WRONG }),
    });
    expect(res.status).toBe(429);
  });
});

describe('the per-client limit', () => {
  const limited = useTestServer({ config: { signInLimitPerClient: LIMIT } });

  it('refuses a client address that failed too often, whatever login it tries next', async () => {
    limited().clock.advanceToNextWindow(LIMIT.windowMs);
    for (const login of ['a.one', 'a.two', 'a.three']) expect((await limited().login(login, WRONG)).status).toBe(401);
    expect((await limited().login('a.four', WRONG)).status).toBe(429);
    expect((await limited().login('dealer', DEMO_PASSWORD)).status).toBe(429);
    limited().clock.advance(LIMIT.windowMs);
    expect((await limited().login('dealer', DEMO_PASSWORD)).status).toBe(200);
  });
});
