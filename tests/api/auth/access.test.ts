import { beforeAll, describe, expect, it } from 'vitest';
import { roleKeysOf } from '../../../src/server/auth/caller.ts';
import { belongsToCmsEditorGroup } from '../../../src/server/auth/user-directory.ts';
import { OperationSamples } from '../../support/operation-samples.ts';
import { DEMO_USERS, useTestServer, type DemoLogin } from '../../support/test-server.ts';

const server = useTestServer();
let samples: OperationSamples;
beforeAll(async () => {
  samples = await OperationSamples.load();
});

/** One demo user per role key; the single-sign-on-only user is left out (its scope refuses nearly everything). */
const ROLE_USERS: DemoLogin[] = ['admin', 'oem', 'dealer', 'group', 'editor'];

describe('roles × operations (x-roles)', () => {
  it('refuses every role-restricted operation with 403 to every role the contract does not name', async () => {
    const restricted = server().contract.operations.filter(({ operation }) => operation.roles && operation.requiresAuth);
    expect(restricted.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let checked = 0;
    for (const login of ROLE_USERS) {
      const user = DEMO_USERS.find((u) => u.loginName === login)!;
      const roles = roleKeysOf({ role: user.role, belongsToCmsEditorGroup: belongsToCmsEditorGroup(user) });
      for (const { contract, operation } of restricted) {
        if (operation.roles!.some((role) => roles.has(role as never))) continue;
        const { path, query } = samples.requestOf(operation, contract.basePath);
        const res = await server().as(login).request(operation.method.toUpperCase(), path, { query });
        checked++;
        if (res.status !== 403) failures.push(`${login} → ${operation.operationId}: ${res.status}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});

describe('dealer scope (x-dealer-scope)', () => {
  const contactDetails = (login: DemoLogin, dealerCode: string, impersonate?: string) =>
    server().as(login, impersonate ? { impersonate } : {}).get('/api/portal/profileContactDetails', { query: { dealerCode } });

  it('lets a dealer act for its own dealer only', async () => {
    expect((await contactDetails('dealer', 'HON0001')).status).not.toBe(403);
    expect((await contactDetails('dealer', 'HON0002')).status).toBe(403);
  });

  it('lets a dealer group act for each of its dealers and no other', async () => {
    expect((await contactDetails('group', 'HON0003')).status).not.toBe(403);
    expect((await contactDetails('group', 'HON0008')).status).not.toBe(403);
    expect((await contactDetails('group', 'HON0001')).status).toBe(403);
  });

  it("lets OEM staff act for their OEM's dealers only", async () => {
    expect((await contactDetails('oem', 'HON0001')).status).not.toBe(403);
    expect((await contactDetails('oem', 'ACU0001')).status).toBe(403);
  });

  it('lets an admin act for any dealer, and a CMS editor for none', async () => {
    expect((await contactDetails('admin', 'ACU0001')).status).not.toBe(403);
    expect((await contactDetails('editor', 'HON0001')).status).toBe(403);
  });

  it('refuses an unknown dealer code as it refuses a foreign one, so codes cannot be probed', async () => {
    const res = await contactDetails('dealer', 'ZZZ9999');
    expect(res.status).toBe(403);
  });

  it('applies the impersonated user’s scope to an admin who impersonates', async () => {
    expect((await contactDetails('admin', 'HON0001', 'dealer')).status).not.toBe(403);
    expect((await contactDetails('admin', 'ACU0001', 'dealer')).status).toBe(403);
  });
});

describe('the impersonate header', () => {
  it('makes an admin act as the named user', async () => {
    const res = await server().as('admin', { impersonate: 'dealer' }).get('/api/sso/user/userData');
    expect(res.status).toBe(200);
    expect(res.body.userName).toBe('Dana Dealer');
    expect(res.body.impersonator).toMatchObject({ login: 'admin' });
  });

  it('is compared case-insensitively and trimmed', async () => {
    const res = await server().as('admin', { impersonate: '  DEALER.FR ' }).get('/api/sso/user/userData');
    expect(res.status).toBe(200);
    expect(res.body.userName).toBe('Francine Tremblay');
  });

  it('is refused with 403 from anyone but an admin', async () => {
    for (const login of ['dealer', 'group', 'oem', 'editor'] as const) {
      const res = await server().as(login, { impersonate: 'dealer.fr' }).get('/api/sso/user/userData');
      expect(res.status, login).toBe(403);
      expect(res.body.code).toBe('impersonation_forbidden');
    }
  });

  it('is refused with 403 for an unknown user and for an admin', async () => {
    expect((await server().as('admin', { impersonate: 'nobody.at.all' }).get('/api/sso/user/userData')).status).toBe(403);
    expect((await server().as('admin', { impersonate: 'admin' }).get('/api/sso/user/userData')).status).toBe(403);
  });
});
