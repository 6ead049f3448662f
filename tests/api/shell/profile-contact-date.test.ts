/**
 * The contact confirmation's due inputs in the profile answer (portal-shell §4.2, §9): the
 * user's own last confirmation (top-level lastUpdatedDateForDealerContact, absent when never
 * confirmed) and the server date in US Central time, and the final step that sets the one to
 * the other.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type ProfileResponse = components['schemas']['ProfileResponse'];

const server = useTestServer();
const PATH = '/api/portal/profileContactDetails';
const contact = { title: 'General Manager', name: 'Pat Rivera', email: 'pat.rivera@example.com', phone: '(312) 555-0142' };

describe('the contact confirmation date', () => {
  it('is absent for a dealer who never confirmed (the demo Infiniti dealer), present for one who did', async () => {
    const never = await server().as('dealer.infiniti').get<ProfileResponse>(PATH);
    expect(never.status).toBe(200);
    expect(never.body.lastUpdatedDateForDealerContact).toBeUndefined();
    const confirmed = await server().as('dealer').get<ProfileResponse>(PATH);
    expect(confirmed.body.lastUpdatedDateForDealerContact).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The seed confirms on its own day (UTC), which may be the day after the Central server date.
    const apartMs = Date.parse(confirmed.body.lastUpdatedDateForDealerContact!) - Date.parse(confirmed.body.serverDate);
    expect(Math.abs(apartMs)).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it('is set to the server date by the final step only, and read back on the next load', async () => {
    const step = await server().as('dealer.infiniti').post<ProfileResponse>(PATH, { json: { contactDetails: contact, final: false } });
    expect(step.status).toBe(200);
    expect(step.body.lastUpdatedDateForDealerContact).toBeUndefined();
    const last = await server().as('dealer.infiniti').post<ProfileResponse>(PATH, { json: { final: true } });
    expect(last.status).toBe(200);
    expect(last.body.lastUpdatedDateForDealerContact).toBe(last.body.serverDate);
    const again = await server().as('dealer.infiniti').get<ProfileResponse>(PATH);
    expect(again.body).toMatchObject({ contactDetails: contact, lastUpdatedDateForDealerContact: again.body.serverDate });
  });

  it('takes the server date in US Central time, not UTC', async () => {
    const res = await server().as('dealer.acura').get<ProfileResponse>(PATH);
    const central = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      server().clock.now(),
    );
    expect(res.body.serverDate).toBe(central);
  });
});
