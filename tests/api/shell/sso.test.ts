/**
 * The sign-in calls besides the token endpoint: the forgotten-password form (portal-shell
 * §5.5), the authorization-code handoff to the learning system, and the call-tracking sign-on.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calldripKeyOf } from '../../../src/server/handlers/sso/calldrip-sign-on.ts';
import { DEMO_PASSWORD, useTestServer } from '../../support/test-server.ts';

const server = useTestServer();
const HONDA_LMS = 'https://learning.example.com/honda';

const resetTokensOf = async (loginName: string) =>
  server()
    .db.selectFrom('passwordResetTokens')
    .innerJoin('users', 'users.id', 'passwordResetTokens.userId')
    .select(['passwordResetTokens.tokenHash', 'passwordResetTokens.expiresAt'])
    .where('users.loginName', '=', loginName)
    .execute();

const emailOf = async (loginName: string) =>
  (await server().db.selectFrom('users').select('email').where('loginName', '=', loginName).executeTakeFirstOrThrow()).email ?? '';

describe('POST /sso/auth/forgotPassword', () => {
  it('answers the same whether or not an account matches, and records a reset for a match', async () => {
    const known = await server().post('/sso/auth/forgotPassword', { form: { username: 'dealer.bmwca' } });
    const unknown = await server().post('/sso/auth/forgotPassword', { form: { username: 'no.such.user' } });
    const byEmail = await server().post('/sso/auth/forgotPassword', { form: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(known.body).toMatchObject({ success: true });
    expect(unknown.body).toEqual(known.body);
    expect(byEmail.body).toEqual(known.body);
    const tokens = await resetTokensOf('dealer.bmwca');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('does not mint a second link for a repeated request', async () => {
    const email = await emailOf('dealer.hyundai');
    await server().post('/sso/auth/forgotPassword', { form: { email: email.toUpperCase() } });
    expect(await resetTokensOf('dealer.hyundai')).toHaveLength(1);
    await server().post('/sso/auth/forgotPassword', { form: { username: 'dealer.hyundai', email } });
    expect(await resetTokensOf('dealer.hyundai')).toHaveLength(1);
  });

  it('records nothing when username and e-mail belong to different accounts, or for an SSO-only account', async () => {
    await server().post('/sso/auth/forgotPassword', { form: { username: 'dealer.genesis', email: await emailOf('dealer.acura') } });
    await server().post('/sso/auth/forgotPassword', { form: { username: 'sso' } });
    expect(await resetTokensOf('dealer.genesis')).toHaveLength(0);
    expect(await resetTokensOf('dealer.acura')).toHaveLength(0);
    expect(await resetTokensOf('sso')).toHaveLength(0);
  });

  it('needs at least one value and a valid e-mail (400)', async () => {
    const none = await server().post('/sso/auth/forgotPassword', { form: {} });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].messageKey).toBe('AT_LEAST_ONE_VALUE_REQUIRED');
    const bad = await server().post('/sso/auth/forgotPassword', { form: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'email', messageKey: 'VALID_EMAIL_REQUIRED' });
  });
});

describe('POST /oauth/authorize', () => {
  const authorize = (form: Record<string, string>) =>
    server().post('/oauth/authorize', {
      form: { response_type: 'code', client_id: 'lms', redirect_uri: HONDA_LMS, username: 'dealer', password: DEMO_PASSWORD, ...form },
    });

  it('issues a single-use code for the user’s own learning system, stored only as its hash', async () => {
    const res = await authorize({ state: 'xyz-123' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const redirect = new URL(res.body.redirectUrl);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(HONDA_LMS);
    expect(redirect.searchParams.get('code')).toBe(res.body.code);
    expect(redirect.searchParams.get('state')).toBe('xyz-123');
    expect(res.body.state).toBe('xyz-123');
    const stored = await server()
      .db.selectFrom('oauthAuthorizationCodes')
      .selectAll()
      .where('codeHash', '=', createHash('sha256').update(res.body.code).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ clientId: 'lms', redirectUri: HONDA_LMS, scope: 'profile', usedAt: null });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(res.body.expiresIn * 1000);
  });

  it('refuses an unknown client, an unregistered redirect and an unknown scope (400)', async () => {
    expect((await authorize({ client_id: 'someone-else' })).body.errors[0].field).toBe('client_id');
    expect((await authorize({ redirect_uri: 'https://evil.example.net/callback' })).body.errors[0].field).toBe('redirect_uri');
    expect((await authorize({ redirect_uri: `${HONDA_LMS}/../phish` })).status).toBe(400);
    expect((await authorize({ scope: 'admin' })).body.errors[0].field).toBe('scope');
  });

  it('refuses wrong credentials (401 invalid_grant) and another OEM’s learning system (403)', async () => {
    const wrong = await authorize({ password: 'Wrong!Pass1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('invalid_grant');
    expect((await authorize({ username: 'dealer.acura' })).status).toBe(403);
    expect((await authorize({ username: 'dealer.hyundai', redirect_uri: 'https://learning.example.com/hyundai' })).status).toBe(200);
  });
});

describe('GET /sso/calldrip/auth/{id} and /sso/calldrip/redirectUrl', () => {
  /** Dealers with a running call-tracking subscription, read from the seed. */
  const dealersWithCallTracking = async () => {
    const rows = await server()
      .db.selectFrom('subscriptions')
      .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
      .innerJoin('dealers', 'dealers.id', 'subscriptions.dealerId')
      .select(['dealers.code', 'dealers.oemId'])
      .where('packages.offerTypeId', '=', 10)
      .where('subscriptions.status', '=', 'Subscribed')
      .orderBy('dealers.code')
      .execute();
    return rows;
  };

  it('answers a signed, short-lived sign-on link for a dealer with call tracking', async () => {
    const [dealer] = await dealersWithCallTracking();
    expect(dealer).toBeDefined();
    const res = await server().as('admin').get(`/sso/calldrip/auth/${dealer!.code}`);
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    const [payload, signature] = (url.searchParams.get('assertion') ?? '').split('.');
    const expected = createHmac('sha256', calldripKeyOf(server().config.tokenSecret)).update(payload ?? '').digest('base64url');
    expect(signature).toBe(expected);
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ aud: 'calldrip', sub: dealer!.code, user: 'admin' });
    expect(Date.parse(res.body.expiresAt)).toBe(claims.exp * 1000);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(300);
  });

  it('answers 404 for a dealer without call tracking and 403 for a dealer that is not the caller’s', async () => {
    // A dealer with no subscription and no add-on enrollment at all has no call-tracking account.
    const without = await server()
      .db.selectFrom('dealers')
      .select('code')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('subscriptions').select('subscriptions.id').whereRef('subscriptions.dealerId', '=', 'dealers.id'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('addonEnrollments').select('addonEnrollments.id').whereRef('addonEnrollments.dealerId', '=', 'dealers.id'))),
      )
      .orderBy('code')
      .executeTakeFirstOrThrow();
    expect((await server().as('admin').get(`/sso/calldrip/auth/${without.code}`)).status).toBe(404);
    expect((await server().as('admin').get('/sso/calldrip/auth/NOPE0000')).status).toBe(404);
    expect((await server().as('dealer').get('/sso/calldrip/auth/HON0002')).status).toBe(403);
    expect((await server().as('dealer').get('/sso/calldrip/auth/bad code!')).status).toBe(400);
  });

  it('uses the user’s own dealer for redirectUrl, and 404 for a user without a dealer', async () => {
    const db = server().db;
    const dealer = await db.selectFrom('dealers').select(['id', 'oemId']).where('code', '=', 'HON0001').executeTakeFirstOrThrow();
    const callPackage = await db
      .selectFrom('packages')
      .select(['id', 'monthlyPrice'])
      .where('oemId', '=', dealer.oemId)
      .where('offerTypeId', '=', 10)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The dealer subscribes to call tracking; from then on the link opens its account.
    await db
      .insertInto('subscriptions')
      .values({
        dealerId: dealer.id,
        packageId: callPackage.id,
        status: 'Subscribed',
        monthlyPrice: callPackage.monthlyPrice,
        customParameters: JSON.stringify([{ name: 'trackingNumber', type: 'TEXT', value: '312-555-0199' }]),
      })
      .execute();
    const res = await server().as('dealer').get('/sso/calldrip/redirectUrl');
    expect(res.status).toBe(200);
    const claims = JSON.parse(Buffer.from((new URL(res.body.url).searchParams.get('assertion') ?? '').split('.')[0] ?? '', 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: 'HON0001', user: 'dealer' });
    expect((await server().as('oem').get('/sso/calldrip/redirectUrl')).status).toBe(404);
  });
});
