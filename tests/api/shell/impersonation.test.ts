/**
 * Impersonation (portal-shell §4.4, §5.4, §6): the admin toolbar's user search, starting and
 * ending, the cookie the client copies into the impersonate header, and who may do any of it.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { IMPERSONATION_COOKIE_NAME } from '../../../src/api/impersonation-cookie.ts';
import { useTestServer } from '../../support/test-server.ts';

type CandidateList = components['schemas']['ImpersonationCandidateList'];

const server = useTestServer();
const search = (query: Record<string, string>) => server().as('admin').get<CandidateList>('/api/portal/impersonate/users', { query });

describe('GET /api/portal/impersonate/users', () => {
  it('matches login or user name, case-insensitive and trimmed, sorted by userName, never an admin', async () => {
    const res = await search({ term: '  DEALER ' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const logins = res.body.data.map((user) => user.loginName);
    expect(logins).toEqual(expect.arrayContaining(['dealer', 'dealer.acura', 'dealer.fr']));
    const names = res.body.data.map((user) => user.userName.toLowerCase());
    expect(names).toEqual([...names].sort());
    // By user name: "Tremblay" is only in dealer.fr's name.
    expect((await search({ term: 'tremb' })).body.data).toEqual([{ loginName: 'dealer.fr', userName: 'Francine Tremblay', oemName: 'Honda' }]);
    expect((await search({ term: 'admin' })).body.data.map((user) => user.loginName)).not.toContain('admin');
    expect((await search({ term: 'alex adm' })).body.data).toEqual([]);
  });

  it('narrows to the selected OEM', async () => {
    const res = await search({ term: 'dealer', oemName: 'Acura' });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((user) => user.oemName === 'Acura')).toBe(true);
    expect(res.body.data.map((user) => user.loginName)).toContain('dealer.acura');
  });

  it("finds a dealer's users by the dealer's exact code, for DWCP administration", async () => {
    // Neither login names nor user names of these two hold the code: their dealer links do.
    expect((await search({ term: 'hon0001' })).body.data.map((user) => user.loginName)).toContain('dealer');
    expect((await search({ term: 'HON0005' })).body.data.map((user) => user.loginName)).toContain('group');
    // A code is matched whole: a part of one names no dealer.
    expect((await search({ term: 'HON000' })).body.data.map((user) => user.loginName)).not.toContain('group');
  });

  it('treats LIKE wildcards in the term literally', async () => {
    expect((await search({ term: '%%' })).body.data).toEqual([]);
    expect((await search({ term: '__' })).body.data).toEqual([]);
  });

  it('needs two characters after trimming (400)', async () => {
    for (const term of ['d', '  d  ', '   ']) {
      const res = await server().as('admin').get('/api/portal/impersonate/users', { query: { term } });
      expect(res.status, JSON.stringify(term)).toBe(400);
      expect(res.body.errors[0].field, JSON.stringify(term)).toBe('query.term');
    }
    expect((await server().as('admin').get('/api/portal/impersonate/users')).status).toBe(400);
  });

  it('is for admins only (403)', async () => {
    for (const user of ['dealer', 'group', 'oem', 'editor'] as const) {
      expect((await server().as(user).get('/api/portal/impersonate/users', { query: { term: 'dealer' } })).status, user).toBe(403);
    }
  });
});

describe('POST and DELETE /api/portal/impersonate', () => {
  it('starts: answers the user and sets the impersonation cookie', async () => {
    const res = await server().as('admin').post('/api/portal/impersonate', { json: { loginName: 'DEALER.ACURA', oemName: 'Acura' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ loginName: 'dealer.acura', userName: 'Aaron Acura', oemName: 'Acura' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${IMPERSONATION_COOKIE_NAME}=dealer\\.acura; Path=/`));
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('refuses an unknown login, or one outside the chosen OEM (404)', async () => {
    expect((await server().as('admin').post('/api/portal/impersonate', { json: { loginName: 'nobody.here' } })).status).toBe(404);
    expect((await server().as('admin').post('/api/portal/impersonate', { json: { loginName: 'dealer.acura', oemName: 'Honda' } })).status).toBe(404);
  });

  it('refuses to act as an admin (403) and refuses non-admins (403)', async () => {
    expect((await server().as('admin').post('/api/portal/impersonate', { json: { loginName: 'admin' } })).status).toBe(403);
    for (const user of ['dealer', 'group', 'oem', 'editor'] as const) {
      expect((await server().as(user).post('/api/portal/impersonate', { json: { loginName: 'dealer.fr' } })).status, user).toBe(403);
      expect((await server().as(user).delete('/api/portal/impersonate')).status, user).toBe(403);
    }
  });

  it('refuses to start again while acting as someone (409)', async () => {
    const res = await server().as('admin', { impersonate: 'dealer' }).post('/api/portal/impersonate', { json: { loginName: 'dealer.fr' } });
    expect(res.status).toBe(409);
  });

  it('validates the request (400)', async () => {
    expect((await server().as('admin').post('/api/portal/impersonate', { json: {} })).status).toBe(400);
    expect((await server().as('admin').post('/api/portal/impersonate', { json: { loginName: 'dealer', role: 'admin' } })).status).toBe(400);
  });

  it('ends, also while acting as someone: 204 and the cookie deleted', async () => {
    for (const client of [server().as('admin', { impersonate: 'dealer' }), server().as('admin')]) {
      const res = await client.delete('/api/portal/impersonate');
      expect(res.status).toBe(204);
      expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${IMPERSONATION_COOKIE_NAME}=; Path=/; Max-Age=0`));
    }
  });

  it('acts as the user while the header is sent: menu, profile and dealer scope are the user’s', async () => {
    const acting = server().as('admin', { impersonate: 'dealer' });
    const menu = await acting.get('/api/portal/headerMenu');
    const dealerMenu = await server().as('dealer').get('/api/portal/headerMenu');
    expect(menu.body).toEqual(dealerMenu.body);
    expect((await acting.get('/api/portal/profileInformation')).body.dealerCode).toBe('HON0001');
    // The dealer's scope applies: another dealer is refused even though an admin is behind the call.
    expect((await acting.get('/api/portal/profileInformation', { query: { dealerCode: 'HON0002' } })).status).toBe(403);
  });
});
