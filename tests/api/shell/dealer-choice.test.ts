/**
 * The dealer selector of a dealer group user (issue #20): the chosen dealer becomes the user's
 * dealerCode and leads dealerCodes (screens bind the first), is remembered for the user across
 * sign-ins, every call that leaves the dealer out acts for it, and only the user's own dealers
 * are accepted.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type UserDetails = components['schemas']['UserDetails'];
type Profile = components['schemas']['ProfileResponse'];

const server = useTestServer();
const GROUP_DEALERS = ['HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008'];

describe('PUT /api/portal/user/dealer', () => {
  it("makes the chosen dealer the group user's, remembered across sign-ins, and the default of calls that name none", async () => {
    const group = server().as('group');
    const before = await group.get<UserDetails>('/api/sso/user/userData');
    expect(before.body.dealerCode).toBe('HON0003');
    expect(before.body.dealerCodes).toEqual(GROUP_DEALERS);
    const ownProfile = (code: string) => group.get<Profile>('/api/portal/profileContactDetails', { query: { dealerCode: code } });

    const chosen = await group.put<UserDetails>('/api/portal/user/dealer', { json: { dealerCode: 'HON0005' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.dealerCode).toBe('HON0005');
    expect(chosen.body.dealerCodes).toEqual(['HON0005', 'HON0003', 'HON0004', 'HON0006', 'HON0007', 'HON0008']);

    // A new sign-in of the same user keeps the choice.
    const login = await server().login('group');
    const again = await server().get<UserDetails>('/api/sso/user/userData', { token: login.body.access_token });
    expect(again.body.dealerCode).toBe('HON0005');

    // A call that leaves the dealer out answers what the same call naming HON0005 answers.
    const implicit = await group.get<Profile>('/api/portal/profileContactDetails');
    expect(implicit.status).toBe(200);
    expect(implicit.body).toEqual((await ownProfile('HON0005')).body);
    expect(implicit.body).not.toEqual((await ownProfile('HON0003')).body);
  });

  it("refuses a dealer outside the user's own (403) and a malformed code (400), changing nothing", async () => {
    const group = server().as('group');
    const before = (await group.get<UserDetails>('/api/sso/user/userData')).body.dealerCode;
    expect((await group.put('/api/portal/user/dealer', { json: { dealerCode: 'HON0001' } })).status).toBe(403);
    expect((await group.put('/api/portal/user/dealer', { json: { dealerCode: 'NO SUCH' } })).status).toBe(400);
    expect((await group.put('/api/portal/user/dealer', { json: {} })).status).toBe(400);
    expect((await group.get<UserDetails>('/api/sso/user/userData')).body.dealerCode).toBe(before);
  });

  it('is for users who act for dealers: admins, OEM staff and CMS editors get 403', async () => {
    for (const user of ['admin', 'oem', 'editor'] as const) {
      expect((await server().as(user).put('/api/portal/user/dealer', { json: { dealerCode: 'HON0003' } })).status, user).toBe(403);
    }
  });
});
