/**
 * Profile information and the contact confirmation flow (portal-shell §3, §4.2, §5.1, §9):
 * the contact details and authorized contact with their rules (required, max 250, e-mail and
 * phone formats, trimmed), the final step's last update date in US Central time, the billing
 * modal's data, and who may read and write whose profile.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { SERVER_TIME_ZONE, TEXT_MAX_LENGTH } from '../../../src/constants.ts';
import { useTestServer } from '../../support/test-server.ts';

type ProfileResponse = components['schemas']['ProfileResponse'];

const server = useTestServer();

const centralToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SERVER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(server().clock.now());

const contact = { title: 'General Manager', name: 'Pat Rivera', email: 'pat.rivera@example.com', phone: '(312) 555-0142' };
const fields = (body: { errors: { field: string }[] }) => body.errors.map((error) => error.field).sort();

describe('GET /api/portal/profileInformation and profileContactDetails', () => {
  it('answers a dealer its contact details, its DWCP contact, billing data and the US Central date', async () => {
    for (const path of ['/api/portal/profileInformation', '/api/portal/profileContactDetails']) {
      const res = await server().as('dealer').get<ProfileResponse>(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toMatchObject({ dealerCode: 'HON0001', hasAccessOnManageProfile: true, serverDate: centralToday() });
      expect(res.body.contactDetails?.name, path).toBe('Dana Dealer');
      expect(res.body.dwcpEnrollmentContactDetailsData?.addonId, path).toBe(4);
      expect(res.body.showBillingDetails, path).toBe(true);
      expect(res.body.billingDetails?.dealerCode, path).toBe('HON0001');
      expect(res.body.billingDetails?.cardLast4, path).toMatch(/^\d{4}$/);
    }
  });

  it('lets a dealer group name one of its dealers, and no other (403)', async () => {
    const own = await server().as('group').get<ProfileResponse>('/api/portal/profileInformation', { query: { dealerCode: 'HON0005' } });
    expect(own.status).toBe(200);
    expect(own.body.dealerCode).toBe('HON0005');
    expect((await server().as('group').get('/api/portal/profileInformation', { query: { dealerCode: 'HON0001' } })).status).toBe(403);
  });

  it('refuses a dealer naming another dealer (403)', async () => {
    const saves = { '/api/portal/profileInformation': { contactDetails: contact }, '/api/portal/profileContactDetails': { contactDetails: contact, final: true } };
    for (const [path, json] of Object.entries(saves)) {
      expect((await server().as('dealer').get(path, { query: { dealerCode: 'HON0002' } })).status, path).toBe(403);
      expect((await server().as('dealer').post(path, { query: { dealerCode: 'HON0002' }, json })).status, path).toBe(403);
    }
    // Nothing of the other dealer's user changed.
    const other = await server().as('dealer.fr').get<ProfileResponse>('/api/portal/profileInformation');
    expect(other.body.contactDetails?.name).toBe('Francine Tremblay');
  });

  it('gives admins and OEM staff a profile without a dealer unless they name one', async () => {
    const admin = await server().as('admin').get<ProfileResponse>('/api/portal/profileInformation');
    expect(admin.body.dealerCode).toBeUndefined();
    expect(admin.body.showBillingDetails).toBe(false);
    const named = await server().as('oem').get<ProfileResponse>('/api/portal/profileInformation', { query: { dealerCode: 'HON0010' } });
    expect(named.body.dealerCode).toBe('HON0010');
    expect((await server().as('oem').get('/api/portal/profileInformation', { query: { dealerCode: 'ACU0001' } })).status).toBe(403);
    const unknown = await server().as('admin').get('/api/portal/profileInformation', { query: { dealerCode: 'NOPE0000' } });
    expect(unknown.status).toBe(404);
  });

  it('denies CMS editors the right to edit (hasAccessOnManageProfile false, save 403)', async () => {
    const res = await server().as('editor').get<ProfileResponse>('/api/portal/profileInformation');
    expect(res.body.hasAccessOnManageProfile).toBe(false);
    expect((await server().as('editor').post('/api/portal/profileInformation', { json: { contactDetails: contact } })).status).toBe(403);
  });

  it('shows an administrator acting as a dealer that dealer’s profile read only: hasAccessOnManageProfile false, both saves 403, nothing changed', async () => {
    const acting = server().as('admin', { impersonate: 'dealer' });
    const before = await acting.get<ProfileResponse>('/api/portal/profileInformation');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ dealerCode: 'HON0001', hasAccessOnManageProfile: false });
    expect(before.body.contactDetails?.name).toBe('Dana Dealer');
    expect((await acting.get<ProfileResponse>('/api/portal/profileContactDetails')).body.hasAccessOnManageProfile).toBe(false);
    const saves = { '/api/portal/profileInformation': { contactDetails: contact }, '/api/portal/profileContactDetails': { contactDetails: contact, final: true } };
    for (const [path, json] of Object.entries(saves)) expect((await acting.post(path, { json })).status, path).toBe(403);
    const after = await server().as('dealer').get<ProfileResponse>('/api/portal/profileInformation');
    expect(after.body.contactDetails).toEqual(before.body.contactDetails);
    expect(after.body.lastUpdatedDateForDealerContact).toBe(before.body.lastUpdatedDateForDealerContact);
    // The same dealer signed in as itself may save.
    expect(after.body.hasAccessOnManageProfile).toBe(true);
    const own = await server().as('dealer').post<ProfileResponse>('/api/portal/profileInformation', { json: { contactDetails: before.body.contactDetails } });
    expect(own.status).toBe(200);
    expect(own.body.contactDetails).toEqual(before.body.contactDetails);
  });

  it('refuses an SSO-only user’s save (403) whatever its page shows, and leaves the stored details as they were', async () => {
    const before = await server().db.selectFrom('profileContactDetails').innerJoin('users', 'users.id', 'profileContactDetails.userId').select(['title', 'phone']).where('users.loginName', '=', 'sso').executeTakeFirst();
    for (const path of ['/api/portal/profileInformation', '/api/portal/profileContactDetails']) {
      const body = path.endsWith('profileInformation') ? { contactDetails: contact } : { contactDetails: contact, final: true };
      expect((await server().as('sso').post(path, { json: body })).status, path).toBe(403);
    }
    const after = await server().db.selectFrom('profileContactDetails').innerJoin('users', 'users.id', 'profileContactDetails.userId').select(['title', 'phone']).where('users.loginName', '=', 'sso').executeTakeFirst();
    expect(after).toEqual(before);
  });
});

describe('POST /api/portal/profileInformation', () => {
  it('saves trimmed contact details and the authorized contact', async () => {
    const res = await server()
      .as('dealer.acura')
      .post<ProfileResponse>('/api/portal/profileInformation', {
        json: {
          contactDetails: { ...contact, name: '  Pat Rivera  ' },
          dwcpEnrollmentContactDetailsData: { authorizedPerson: 'Morgan Lee', authorizedEmail: 'morgan.lee@example.com', authorizedPhone: '312-5550143', addonId: 4 },
        },
      });
    expect(res.status).toBe(200);
    expect(res.body.contactDetails).toEqual(contact);
    expect(res.body.dwcpEnrollmentContactDetailsData).toMatchObject({ authorizedPerson: 'Morgan Lee', authorizedPhone: '312-5550143', addonId: 4 });
    const again = await server().as('dealer.acura').get<ProfileResponse>('/api/portal/profileInformation');
    expect(again.body.contactDetails).toEqual(contact);
  });

  it('reports every invalid field (400) and changes nothing', async () => {
    const before = await server().as('dealer.infiniti').get<ProfileResponse>('/api/portal/profileInformation');
    const res = await server()
      .as('dealer.infiniti')
      .post('/api/portal/profileInformation', {
        json: {
          contactDetails: { title: 'x'.repeat(TEXT_MAX_LENGTH + 1), name: '   ', email: 'not-an-email', phone: '555-12' },
        },
      });
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(expect.arrayContaining(['contactDetails.email', 'contactDetails.phone', 'contactDetails.title']));
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'contactDetails.email', messageKey: 'INVALID_EMAIL' }),
        expect.objectContaining({ field: 'contactDetails.phone', messageKey: 'INVALID_PHONE' }),
      ]),
    );
    const after = await server().as('dealer.infiniti').get<ProfileResponse>('/api/portal/profileInformation');
    expect(after.body.contactDetails).toEqual(before.body.contactDetails);
  });

  it('treats a value that is blank once trimmed as missing (400 REQUIRED_FIELD)', async () => {
    const res = await server().as('dealer.infiniti').post('/api/portal/profileInformation', { json: { contactDetails: { ...contact, title: '   ' } } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'contactDetails.title', messageKey: 'REQUIRED_FIELD' })]);
  });

  it('accepts exactly 250 characters', async () => {
    const name = 'n'.repeat(TEXT_MAX_LENGTH);
    const res = await server().as('dealer.infiniti').post<ProfileResponse>('/api/portal/profileInformation', { json: { contactDetails: { ...contact, name } } });
    expect(res.status).toBe(200);
    expect(res.body.contactDetails?.name).toBe(name);
  });

  it('refuses an authorized contact for an add-on the dealer has no DWCP enrollment of (409)', async () => {
    const res = await server()
      .as('dealer.infiniti')
      .post('/api/portal/profileInformation', {
        json: { dwcpEnrollmentContactDetailsData: { authorizedPerson: 'Morgan Lee', authorizedEmail: 'morgan.lee@example.com', authorizedPhone: '312-5550143', addonId: 999 } },
      });
    expect(res.status).toBe(409);
  });

  it('refuses an empty body and unknown properties (400)', async () => {
    expect((await server().as('dealer').post('/api/portal/profileInformation', { json: {} })).status).toBe(400);
    expect((await server().as('dealer').post('/api/portal/profileInformation', { json: { contactDetails: contact, extra: 1 } })).status).toBe(400);
  });
});

describe('POST /api/portal/profileContactDetails', () => {
  it('saves a step without the date, and sets the date on the final step', async () => {
    const step = await server().as('dealer.hyundai').post<ProfileResponse>('/api/portal/profileContactDetails', { json: { contactDetails: contact, final: false } });
    expect(step.status).toBe(200);
    expect(step.body.contactDetails).toEqual(contact);
    const last = await server().as('dealer.hyundai').post<ProfileResponse>('/api/portal/profileContactDetails', { json: { final: true } });
    expect(last.status).toBe(200);
    expect(last.body.dwcpEnrollmentContactDetailsData?.lastUpdatedDateForDealerContact).toBe(centralToday());
    const stored = await server()
      .db.selectFrom('profileContactDetails')
      .innerJoin('users', 'users.id', 'profileContactDetails.userId')
      .select('profileContactDetails.lastUpdatedDateForDealerContact')
      .where('users.loginName', '=', 'dealer.hyundai')
      .executeTakeFirstOrThrow();
    expect(stored.lastUpdatedDateForDealerContact).toBe(centralToday());
  });

  it('refuses a step that is not final and saves nothing (400)', async () => {
    expect((await server().as('dealer').post('/api/portal/profileContactDetails', { json: { final: false } })).status).toBe(400);
    expect((await server().as('dealer').post('/api/portal/profileContactDetails', { json: { contactDetails: contact } })).status).toBe(400);
  });

  it('is for dealers and dealer groups (403 for OEM staff and editors)', async () => {
    expect((await server().as('oem').post('/api/portal/profileContactDetails', { json: { final: true } })).status).toBe(403);
    expect((await server().as('editor').post('/api/portal/profileContactDetails', { json: { final: true } })).status).toBe(403);
    expect((await server().as('group').post('/api/portal/profileContactDetails', { query: { dealerCode: 'HON0004' }, json: { final: true } })).status).toBe(200);
  });
});
