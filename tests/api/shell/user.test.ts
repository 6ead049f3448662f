/**
 * The signed-in user's calls (portal-shell §2.4, §3, §4.6, §6): user details for every demo
 * role, the impersonate header, allowed components, the header menu and the language switch.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type UserDetails = components['schemas']['UserDetails'];
type MenuItem = components['schemas']['MenuItem'];

const server = useTestServer();

const flatten = (items: MenuItem[], depth = 1): { item: MenuItem; depth: number; parent?: MenuItem }[] =>
  items.flatMap((item) => [{ item, depth }, ...flatten(item.filteredChildren, depth + 1).map((entry) => ({ parent: entry.parent ?? item, ...entry }))]);

describe('GET /api/sso/user/userData', () => {
  it('answers every user-detail field of a Honda dealer', async () => {
    const res = await server().as('dealer').get<UserDetails>('/api/sso/user/userData');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      loginName: 'dealer',
      userName: 'Dana Dealer',
      oemId: 1,
      oemName: 'honda',
      oemSkinName: 'honda',
      role: 'Dealer',
      userGroups: [],
      ssoLoginOnlyAllowed: false,
      language: 'ENGLISH',
      hasBundles: true,
      belongsToCmsEditorGroup: false,
      dealerCode: 'HON0001',
      dealerCodes: ['HON0001'],
    });
    expect(res.body.availableLanguagesCodes).toEqual(['en', 'fr']);
    expect(res.body.biDashboards.length).toBeGreaterThan(0);
    expect(res.body.lmsExternalUrl).toMatch(/^https:\/\//);
    expect(res.body.impersonator).toBeUndefined();
    // The sign-in the test just made is the last one.
    expect(Date.now() - Date.parse(res.body.lastLoginTime ?? '')).toBeLessThan(5 * 60_000);
  });

  it('tells each demo role apart', async () => {
    const details = async (user: Parameters<ReturnType<typeof server>['as']>[0]) =>
      (await server().as(user).get<UserDetails>('/api/sso/user/userData')).body;
    const admin = await details('admin');
    expect(admin).toMatchObject({ role: 'admin', userGroups: ['JDP admin'], dealerCodes: [] });
    expect(admin.dealerCode).toBeUndefined();
    expect((await details('dealer.fr')).language).toBe('FRENCH');
    const group = await details('group');
    expect(group.role).toBe('Dealer Group');
    expect(group.dealerCodes).toEqual(['HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008']);
    expect(group.dealerCode).toBe('HON0003');
    expect(await details('oem')).toMatchObject({ role: 'OEM', dealerCodes: [] });
    expect(await details('editor')).toMatchObject({ belongsToCmsEditorGroup: true });
    expect(await details('sso')).toMatchObject({ ssoLoginOnlyAllowed: true });
    expect(await details('dealer.genesis')).toMatchObject({ oemName: 'genesis', oemSkinName: 'genesis', hasBundles: false });
    expect(await details('dealer.bmwca')).toMatchObject({ oemName: 'bmwca', availableLanguagesCodes: ['en', 'fr'] });
  });

  it('shows an admin acting through the impersonate header as that user, with the admin as impersonator', async () => {
    const res = await server().as('admin', { impersonate: 'dealer.acura' }).get<UserDetails>('/api/sso/user/userData');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      loginName: 'dealer.acura',
      oemName: 'acura',
      role: 'Dealer',
      dealerCode: 'ACU0001',
      impersonator: { login: 'admin', role: 'admin', belongsToCmsEditorGroup: false },
    });
  });

  it('refuses the impersonate header from anyone but an admin (403)', async () => {
    for (const user of ['dealer', 'oem', 'editor', 'group'] as const) {
      const res = await server().as(user, { impersonate: 'dealer.acura' }).get('/api/sso/user/userData');
      expect(res.status, user).toBe(403);
    }
  });

  it('refuses to impersonate an admin or an unknown login (403)', async () => {
    expect((await server().as('admin', { impersonate: 'admin' }).get('/api/sso/user/userData')).status).toBe(403);
    expect((await server().as('admin', { impersonate: 'nobody.here' }).get('/api/sso/user/userData')).status).toBe(403);
  });

  it('answers fresh details after a new sign-in and apart for each impersonation, though they are cached', async () => {
    const read = async (token: string, impersonate?: string) =>
      (await server().get<UserDetails>('/api/sso/user/userData', { headers: { authorization: `Bearer ${token}`, ...(impersonate ? { impersonate } : {}) } })).body;
    const first = (await server().login('dealer.acura')).body.access_token as string;
    const before = await read(first);
    // Well within the cache lifetime, so only the sign-in itself can refresh the entry.
    server().clock.advance(5_000);
    const second = (await server().login('dealer.acura')).body.access_token as string;
    const after = await read(second);
    expect(Date.parse(after.lastLoginTime ?? '') - Date.parse(before.lastLoginTime ?? '')).toBeGreaterThanOrEqual(5_000);
    // The same user read by an admin impersonating: the impersonator shows, and the plain entry stays plain.
    const admin = await server().tokenFor('admin');
    expect((await read(admin, 'dealer.acura')).impersonator?.login).toBe('admin');
    expect((await read(second)).impersonator).toBeUndefined();
  });

  it('needs a token (401)', async () => {
    expect((await server().get('/api/sso/user/userData')).status).toBe(401);
  });
});

describe('GET /api/sso/user/allowedComponents', () => {
  const components = async (user: Parameters<ReturnType<typeof server>['as']>[0], impersonate?: string) =>
    (await server().as(user, impersonate ? { impersonate } : {}).get<string[]>('/api/sso/user/allowedComponents')).body;

  it('gives dealers the contact confirmation and, for Honda and Acura, the enrollment link', async () => {
    const honda = await components('dealer');
    expect(honda).toEqual(expect.arrayContaining(['navigationMenu', 'contactConfirmation', 'enrollmentLink', 'enrollment', 'feedbackIcon', 'changePassword']));
    expect(honda).not.toContain('adminToolbar');
    expect(honda).not.toContain('adminPortalLink');
    expect(await components('dealer.genesis')).not.toContain('enrollmentLink');
    // portal-shell §4.2: the flow is for dealers "except Hyundai CA".
    expect(await components('dealer.hyundaica')).not.toContain('contactConfirmation');
  });

  it('gives admins the Admin Portal tab, the toolbar and the impersonation prompt', async () => {
    const admin = await components('admin');
    expect(admin).toEqual(expect.arrayContaining(['adminPortalLink', 'adminToolbar', 'impersonation', 'impersonationPrompt']));
    expect(admin).not.toContain('contactConfirmation');
    const acting = await components('admin', 'dealer');
    expect(acting).toEqual(expect.arrayContaining(['adminToolbar', 'impersonation', 'enrollment']));
    // Acting as a dealer: no prompt to impersonate, no contact confirmation, no password change.
    expect(acting).not.toContain('impersonationPrompt');
    expect(acting).not.toContain('contactConfirmation');
    expect(acting).not.toContain('changePassword');
  });

  it('gives CMS editors editing but no feedback icon and no enrollment', async () => {
    const editor = await components('editor');
    expect(editor).toEqual(expect.arrayContaining(['cmsEditing', 'adminToolbar']));
    expect(editor).not.toContain('feedbackIcon');
    expect(editor).not.toContain('enrollment');
  });

  it('gives dealer groups the toolbar and SSO-only users nothing but the notice', async () => {
    expect(await components('group')).toContain('adminToolbar');
    expect(await components('sso')).toEqual(['ssoNotice']);
  });
});

describe('GET /api/portal/headerMenu', () => {
  it('puts Change Password (id 46) under Settings for a dealer, at most three levels deep', async () => {
    const res = await server().as('dealer').get<MenuItem[]>('/api/portal/headerMenu');
    expect(res.status).toBe(200);
    const entries = flatten(res.body);
    expect(Math.max(...entries.map((entry) => entry.depth))).toBeLessThanOrEqual(3);
    const settings = res.body.find((item) => item.name === 'Settings');
    expect(settings?.filteredChildren.map((child) => child.id)).toContain(46);
    expect(settings?.filteredChildren.find((child) => child.id === 46)?.name).toBe('Change Password');
    // A group entry shows only with children; dealers see no admin-only screens.
    for (const { item } of entries) if (item.url === '') expect(item.filteredChildren.length, item.name).toBeGreaterThan(0);
    const urls = entries.map((entry) => entry.item.url);
    expect(urls).toContain('/smartleads');
    expect(urls).not.toContain('/manageenrollments');
    // Dealers look up their own payloads (portal-shell §1: dealers "look up payloads and logs").
    expect(urls).toContain('/payloadlookup');
    // The entry granted to this user alone.
    expect(urls).toContain('/logviewer');
  });

  it('fits the menu to role, OEM and user', async () => {
    const urls = async (user: Parameters<ReturnType<typeof server>['as']>[0]) =>
      flatten((await server().as(user).get<MenuItem[]>('/api/portal/headerMenu')).body).map((entry) => entry.item.url);
    const admin = await urls('admin');
    expect(admin).toEqual(expect.arrayContaining(['/manageenrollments', '/payloadlookup', '/reports?q=ComplianceAggregateReport']));
    const group = await urls('group');
    // The group's own grant of Manual DMF Correction went: that screen is the administrators'.
    expect(group).not.toContain('/settings/manualDMFCorrection');
    expect(group).not.toContain('/manageenrollments');
    // A dealer's own page stays out of staff menus; they reach it acting as a dealer.
    expect(admin).not.toContain('/manageprofile');
    expect(await urls('oem')).not.toContain('/manageprofile');
    expect(await urls('dealer.genesis')).toContain('/managePackagesDigitalDealer');
    expect(await urls('dealer')).not.toContain('/managePackagesDigitalDealer');
    expect(await urls('dealer.acura')).not.toContain('/logviewer');
    const editor = await urls('editor');
    expect(editor).not.toContain('/manageenrollments');
    expect(editor).not.toContain('/dwcpenrollment');
  });

  it('gives SSO-only users an empty menu', async () => {
    const res = await server().as('sso').get<MenuItem[]>('/api/portal/headerMenu');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('POST /api/portal/changeUserLanguage', () => {
  it('stores the language and answers the updated details', async () => {
    const toFrench = await server().as('dealer').post<UserDetails>('/api/portal/changeUserLanguage', { query: { languageCode: 'fr' } });
    expect(toFrench.status).toBe(200);
    expect(toFrench.body.language).toBe('FRENCH');
    expect((await server().as('dealer').get<UserDetails>('/api/sso/user/userData')).body.language).toBe('FRENCH');
    const back = await server().as('dealer').post<UserDetails>('/api/portal/changeUserLanguage', { query: { languageCode: 'en' } });
    expect(back.body.language).toBe('ENGLISH');
  });

  it('refuses a language the user is not offered, and an unknown code (400)', async () => {
    const notOffered = await server().as('dealer.acura').post('/api/portal/changeUserLanguage', { query: { languageCode: 'fr' } });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.errors).toEqual([expect.objectContaining({ field: 'query.languageCode' })]);
    expect((await server().as('dealer.acura').get<UserDetails>('/api/sso/user/userData')).body.language).toBe('ENGLISH');
    const unknown = await server().as('dealer').post('/api/portal/changeUserLanguage', { query: { languageCode: 'de' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('query.languageCode');
    const missing = await server().as('dealer').post('/api/portal/changeUserLanguage');
    expect(missing.status).toBe(400);
  });
});
