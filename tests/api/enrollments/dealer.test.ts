/**
 * A dealer's record (business-areas §3 "Dealer fields: code, name, status, size, region,
 * district, market, country, CRM, group, test dealer, EV dealer; contacts (up to 5 …); billing
 * contacts (up to 3 …); inventory and sales data fields; business hours per weekday; holidays;
 * metered-leads settings"), its edit (§5 ZIP by country, phone, email; §9 "Up to 5 contacts, 3
 * billing contacts") and its classification, each dealer readable and changeable only by those
 * who may act for it.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type Dealer = components['schemas']['Dealer'];
type DealerUpdate = components['schemas']['DealerUpdate'];
type FieldError = components['schemas']['FieldError'];

const server = useTestServer();
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const dealerPath = (code: string) => `/api/portal/enrollments/dealer/${code}`;
const getDealer = (user: DemoLogin, code: string, impersonate?: string) =>
  server().as(user, impersonate ? { impersonate } : {}).get<Dealer>(dealerPath(code));
const saveDealer = (user: DemoLogin, code: string, json: unknown) => server().as(user).post<Dealer>(dealerPath(code), { json });
const saveProperties = (user: DemoLogin, code: string, json: unknown) =>
  server().as(user).post<Dealer>(`${dealerPath(code)}/update-properties`, { json });
const fieldsOf = (body: unknown) => ((body as { errors: FieldError[] }).errors ?? []).map((error) => error.field).sort();

/** The editable part of a dealer as read, i.e. what the edit form starts from. */
function editable(dealer: Dealer): DealerUpdate {
  return {
    name: dealer.name,
    contacts: dealer.contacts,
    billingContacts: dealer.billingContacts,
    inventory: dealer.inventory,
    businessHours: dealer.businessHours,
    holidays: dealer.holidays,
    meteredLeads: dealer.meteredLeads,
  };
}

/** Sign the users in first: signing in writes, and the fingerprints must see only the calls. */
const signIn = (...users: DemoLogin[]) => Promise.all(users.map((user) => server().tokenFor(user)));

describe('GET /api/portal/enrollments/dealer/{dlCode}', () => {
  it('answers every dealer field of the spec', async () => {
    const res = await getDealer('admin', 'HON0001');
    expect(res.status).toBe(200);
    const dealer = res.body;
    const row = await server()
      .db.selectFrom('dealers')
      .leftJoin('regions', 'regions.id', 'dealers.regionId')
      .leftJoin('districts', 'districts.id', 'dealers.districtId')
      .leftJoin('crmProviders', 'crmProviders.id', 'dealers.crmProviderId')
      .select(['dealers.name', 'dealers.size', 'dealers.market', 'dealers.dealerGroup', 'dealers.newInventory', 'dealers.maxMeteredLeadsPerCycle', 'regions.code as region', 'districts.code as district', 'crmProviders.name as crm'])
      .where('dealers.code', '=', 'HON0001')
      .executeTakeFirstOrThrow();
    expect(dealer).toMatchObject({
      code: 'HON0001',
      name: row.name,
      oemId: 1,
      status: 'ACTIVE',
      size: row.size,
      region: row.region,
      district: row.district,
      market: row.market,
      country: 'us',
      crm: row.crm,
      group: row.dealerGroup,
      testDealer: false,
      evDealer: true,
      outstandingAccount: false,
    });
    expect(dealer.contacts).toHaveLength(5);
    expect(dealer.billingContacts).toHaveLength(3);
    expect(dealer.billingContacts.every((contact) => contact.country === 'us' && /^\d{5}/.test(contact.zip ?? ''))).toBe(true);
    expect(dealer.inventory.newInventory).toBe(row.newInventory);
    expect(Object.keys(dealer.businessHours)).toEqual([...WEEKDAYS]);
    expect(dealer.businessHours.monday).toEqual({ closed: false, open: '09:00', close: expect.stringMatching(/^(19|20|21):00$/) });
    expect(dealer.holidays.length).toBeGreaterThan(0);
    expect(dealer.holidays.map((holiday) => holiday.date)).toEqual(dealer.holidays.map((holiday) => holiday.date).sort());
    expect(dealer.meteredLeads?.maxMeteredLeadsPerCycle).toBe(row.maxMeteredLeadsPerCycle);
    expect(dealer.regionName).toMatch(/Region$/);
  });

  it('reads a Canadian dealer as ca, and a dealer without metering as null', async () => {
    const canadian = await getDealer('admin', 'BCA0001');
    expect(canadian.body.country).toBe('ca');
    expect(canadian.body.billingContacts.every((contact) => contact.country === 'ca')).toBe(true);
    const unmetered = await server().db.selectFrom('dealers').select('code').where('maxMeteredLeadsPerCycle', 'is', null).executeTakeFirstOrThrow();
    expect((await getDealer('admin', unmetered.code)).body.meteredLeads).toBeNull();
  });

  it('lets each caller read only the dealers it may act for', async () => {
    expect((await getDealer('dealer', 'HON0001')).status).toBe(200);
    expect((await getDealer('dealer', 'HON0002')).status).toBe(403);
    expect((await getDealer('dealer.acura', 'HON0001')).status).toBe(403);
    expect((await getDealer('group', 'HON0005')).status).toBe(200);
    expect((await getDealer('group', 'HON0001')).status).toBe(403);
    expect((await getDealer('oem', 'HON0030')).status).toBe(200);
    expect((await getDealer('oem', 'ACU0001')).status).toBe(403);
    expect((await getDealer('admin', 'HON0002', 'dealer')).status).toBe(403);
    expect((await getDealer('editor', 'HON0001')).status).toBe(403);
    expect((await server().get(dealerPath('HON0001'))).status).toBe(401);
  });

  it('answers 404 for a dealer that does not exist and 400 for a malformed code', async () => {
    expect((await getDealer('admin', 'NOPE0001')).status).toBe(404);
    const bad = await getDealer('admin', 'bad code!');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['path.dlCode']);
  });
});

describe('POST /api/portal/enrollments/dealer/{dlCode}', () => {
  it('saves every editable field and reads it back', async () => {
    const before = (await getDealer('dealer', 'HON0001')).body;
    const update: DealerUpdate = {
      name: '  Honda of Springfield  ',
      contacts: [
        { name: 'Pat Lee', title: 'General Manager', email: 'pat.lee@example.com', phone: '(312) 555-0101' },
        { name: 'Sam Roe', title: 'Internet Manager', email: 'sam.roe@example.com', phone: '312-5550102' },
      ],
      billingContacts: [
        { name: 'Kim Poe', email: 'billing@example.com', phone: '312-5550199', address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601-1234', country: 'usa' },
      ],
      inventory: { newInventory: 321, usedInventory: 123, cpoInventory: 12, monthlyNewSales: 40, monthlyUsedSales: 30, monthlyCpoSales: 5 },
      businessHours: {
        monday: { closed: false, open: '08:30', close: '20:00' },
        tuesday: { closed: false, open: '08:30', close: '20:00' },
        wednesday: { closed: false, open: '08:30', close: '20:00' },
        thursday: { closed: false, open: '08:30', close: '20:00' },
        friday: { closed: false, open: '08:30', close: '18:00' },
        saturday: { closed: false, open: '10:00', close: '16:00' },
        sunday: { closed: true, open: '10:00', close: '12:00' },
      },
      holidays: [
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-07-04', name: 'Independence Day' },
      ],
      meteredLeads: { maxMeteredLeadsPerCycle: 25, meteringCycleHours: 48 },
    };
    const res = await saveDealer('dealer', 'HON0001', update);
    expect(res.status).toBe(200);
    const read = (await getDealer('dealer', 'HON0001')).body;
    expect(res.body).toEqual(read);
    expect(read).toMatchObject({
      name: 'Honda of Springfield',
      contacts: update.contacts,
      billingContacts: update.billingContacts,
      inventory: update.inventory,
      meteredLeads: update.meteredLeads,
      holidays: [update.holidays[1], update.holidays[0]],
    });
    expect(read.businessHours.sunday).toEqual({ closed: true });
    expect(read.businessHours.monday).toEqual({ closed: false, open: '08:30', close: '20:00' });
    // Classification and status are not the edit form's to change.
    expect({ ...read, name: before.name }).toMatchObject({ status: before.status, region: before.region, crm: before.crm, country: before.country });

    // Empty lists and no metering are allowed; a count left out keeps its value.
    const cleared = await saveDealer('dealer', 'HON0001', {
      ...update,
      contacts: [],
      billingContacts: [],
      holidays: [],
      inventory: { newInventory: 7 },
      meteredLeads: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ contacts: [], billingContacts: [], holidays: [], meteredLeads: null });
    expect(cleared.body.inventory).toEqual({ ...update.inventory, newInventory: 7 });
  });

  it('checks a billing contact’s ZIP by its country (Canadian A1A 1A1, US nnnnn or nnnnn-nnnn)', async () => {
    const dealer = (await getDealer('dealer.bmwca', 'BCA0001')).body;
    const contact = { name: 'Luc Roy', email: 'luc.roy@example.com', phone: '(416) 555-0100', address: '1 King St W', city: 'Toronto', state: 'ON' };
    const canadian = await saveDealer('dealer.bmwca', 'BCA0001', { ...editable(dealer), billingContacts: [{ ...contact, zip: 'M5H 1A1', country: 'ca' }] });
    expect(canadian.status).toBe(200);
    expect(canadian.body.billingContacts[0]).toMatchObject({ zip: 'M5H 1A1', country: 'ca' });

    const wrong = await saveDealer('dealer.bmwca', 'BCA0001', { ...editable(dealer), billingContacts: [{ ...contact, zip: '60601', country: 'canada' }] });
    expect(wrong.status).toBe(400);
    expect((wrong.body as unknown as { errors: FieldError[] }).errors).toEqual([
      { field: 'billingContacts.0.zip', messageKey: 'INVALID_ZIP_CA', message: 'Invalid ZIP format. Please enter ZIP Code in format: A1A 1A1.' },
    ]);
    const us = await saveDealer('dealer', 'HON0001', { ...editable((await getDealer('dealer', 'HON0001')).body), billingContacts: [{ ...contact, zip: 'M5H 1A1', country: 'us' }] });
    expect(us.status).toBe(400);
    expect((us.body as unknown as { errors: FieldError[] }).errors).toEqual([
      { field: 'billingContacts.0.zip', messageKey: 'INVALID_ZIP', message: 'Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.' },
    ]);
  });

  it('reports every invalid field and changes nothing (400)', async () => {
    await signIn('dealer');
    const dealer = (await getDealer('dealer', 'HON0001')).body;
    const valid = editable(dealer);
    const before = await databaseFingerprint(server().db);
    const contact = { name: 'A', title: 'B', email: 'a@example.com', phone: '312-5550100' };
    const billing = { name: 'C', email: 'c@example.com', phone: '312-5550100', country: 'us' as const };

    const tooMany = await saveDealer('dealer', 'HON0001', { ...valid, contacts: Array(6).fill(contact), billingContacts: Array(4).fill(billing) });
    expect(tooMany.status).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual(['billingContacts', 'contacts']);
    expect((tooMany.body as unknown as { errors: FieldError[] }).errors.map((error) => error.messageKey)).toEqual(['MAX_ITEMS', 'MAX_ITEMS']);

    const formats = await saveDealer('dealer', 'HON0001', {
      ...valid,
      name: '   ',
      contacts: [contact, { ...contact, email: 'not-an-email', phone: '5550100', title: ' ' }],
      billingContacts: [{ ...billing, zip: '1234' }, { name: 'D', email: 'd@example.com', phone: '312-5550100' }],
      inventory: { newInventory: -1 },
      businessHours: { ...valid.businessHours, tuesday: { closed: false, open: '18:00', close: '09:00' }, wednesday: { closed: false } },
      holidays: [
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-12-25', name: 'Christmas' },
      ],
      meteredLeads: { maxMeteredLeadsPerCycle: 10, meteringCycleHours: 0 },
    });
    expect(formats.status).toBe(400);
    // The contract's checks come first; blank text and the rules of several fields follow once the shape is right.
    expect(fieldsOf(formats.body)).toEqual([
      'billingContacts.0.zip',
      'billingContacts.1.country',
      'businessHours.wednesday.close',
      'businessHours.wednesday.open',
      'contacts.1.email',
      'contacts.1.phone',
      'inventory.newInventory',
      'meteredLeads.meteringCycleHours',
    ]);
    const messages = Object.fromEntries((formats.body as unknown as { errors: FieldError[] }).errors.map((error) => [error.field, error.message]));
    expect(messages['contacts.1.email']).toBe('The email address does not appear to be valid.');
    expect(messages['contacts.1.phone']).toBe('Please enter valid Phone Number in format: xxx-xxxxxxx or (xxx) xxx -xxxx.');

    const rules = await saveDealer('dealer', 'HON0001', {
      ...valid,
      name: '   ',
      contacts: [contact, { ...contact, title: ' ' }],
      businessHours: { ...valid.businessHours, tuesday: { closed: false, open: '18:00', close: '09:00' } },
      holidays: [
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-12-25', name: 'Christmas' },
      ],
    });
    expect(rules.status).toBe(400);
    expect(fieldsOf(rules.body)).toEqual(['businessHours.tuesday.close', 'contacts.1.title', 'holidays.1.date', 'name']);

    const missing = await saveDealer('dealer', 'HON0001', { name: 'X' });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['billingContacts', 'businessHours', 'contacts', 'holidays', 'inventory', 'meteredLeads']);

    expect(await databaseFingerprint(server().db)).toEqual(before);
  });

  it('lets a dealer change only its own dealer (403, nothing changed)', async () => {
    await signIn('dealer', 'dealer.acura', 'oem', 'editor');
    const other = (await getDealer('admin', 'HON0002')).body;
    const before = await databaseFingerprint(server().db);
    const change = { ...editable(other), name: 'Taken Over Motors' };
    expect((await saveDealer('dealer', 'HON0002', change)).status).toBe(403);
    expect((await saveDealer('dealer.acura', 'HON0002', change)).status).toBe(403);
    expect((await saveDealer('editor', 'HON0002', change)).status).toBe(403);
    expect((await server().as('admin', { impersonate: 'dealer' }).post(dealerPath('HON0002'), { json: change })).status).toBe(403);
    expect((await server().post(dealerPath('HON0002'), { json: change })).status).toBe(401);
    expect(await databaseFingerprint(server().db)).toEqual(before);
    // OEM staff may edit their OEM's dealers.
    expect((await saveDealer('oem', 'HON0002', change)).body.name).toBe('Taken Over Motors');
  });
});

describe('POST /api/portal/enrollments/dealer/{dlCode}/update-properties', () => {
  const regionsOf = (oemId: number) =>
    server()
      .db.selectFrom('regions')
      .innerJoin('districts', 'districts.regionId', 'regions.id')
      .select(['regions.code as region', 'districts.code as district'])
      .where('regions.oemId', '=', oemId)
      .orderBy('regions.id')
      .orderBy('districts.id')
      .execute();

  it('changes the classification sent, and only that', async () => {
    const before = (await getDealer('admin', 'HON0020')).body;
    const places = await regionsOf(1);
    const target = places.find((place) => place.region !== before.region)!;
    const crm = (await server().as('oem').get<{ name: string }[]>('/api/portal/dwc/crm')).body.find((candidate) => candidate.name !== before.crm)!;
    const res = await saveProperties('oem', 'HON0020', {
      size: 'LARGE',
      region: target.region,
      district: target.district,
      market: 'Springfield DMA',
      country: 'canada',
      crm: crm.name.toUpperCase(),
      group: 'Lakeshore Auto Group',
      testDealer: true,
      evDealer: !before.evDealer,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      size: 'LARGE',
      region: target.region,
      district: target.district,
      market: 'Springfield DMA',
      country: 'ca',
      crm: crm.name,
      group: 'Lakeshore Auto Group',
      testDealer: true,
      evDealer: !before.evDealer,
    });
    expect(res.body).toEqual((await getDealer('admin', 'HON0020')).body);
    // Everything else stays.
    expect({ ...res.body, size: 0, region: 0, regionName: 0, district: 0, districtName: 0, market: 0, country: 0, crm: 0, group: 0, testDealer: 0, evDealer: 0 }).toEqual({
      ...before, size: 0, region: 0, regionName: 0, district: 0, districtName: 0, market: 0, country: 0, crm: 0, group: 0, testDealer: 0, evDealer: 0,
    });

    // One property at a time; null clears.
    const one = await saveProperties('admin', 'HON0020', { market: null, country: 'us' });
    expect(one.body).toMatchObject({ market: null, country: 'us', size: 'LARGE', crm: crm.name });
  });

  it('drops a district outside a new region, and clears both with the region', async () => {
    const before = (await getDealer('admin', 'HON0021')).body;
    const other = (await regionsOf(1)).find((place) => place.region !== before.region)!;
    const moved = await saveProperties('admin', 'HON0021', { region: other.region });
    expect(moved.body).toMatchObject({ region: other.region, district: null });
    const placed = await saveProperties('admin', 'HON0021', { district: other.district });
    expect(placed.body).toMatchObject({ region: other.region, district: other.district });
    const cleared = await saveProperties('admin', 'HON0021', { region: null });
    expect(cleared.body).toMatchObject({ region: null, regionName: null, district: null, districtName: null });
  });

  it('reports every invalid property and changes nothing (400)', async () => {
    await signIn('admin');
    const before = await databaseFingerprint(server().db);
    const acura = await regionsOf(2);
    const honda = await regionsOf(1);
    const acuraCrm = await server()
      .db.selectFrom('crmProviders')
      .innerJoin('crmProviderOems', 'crmProviderOems.crmProviderId', 'crmProviders.id')
      .select('crmProviders.name')
      .where('crmProviderOems.oemId', '=', 2)
      .where('crmProviders.id', 'not in', (eb) => eb.selectFrom('crmProviderOems').select('crmProviderId').where('oemId', '=', 1))
      .executeTakeFirst();

    const unknown = await saveProperties('admin', 'HON0022', {
      region: 'NOWHERE',
      crm: acuraCrm?.name ?? 'No Such CRM',
      size: 'SMALL',
    });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['crm', 'region']);

    const foreignDistrict = honda.find((place) => !acura.some((other) => other.district === place.district && other.region === place.region));
    const wrongDistrict = await saveProperties('admin', 'HON0022', {
      region: honda[0]!.region,
      district: honda.find((place) => place.region !== honda[0]!.region)?.district ?? foreignDistrict?.district ?? 'NONE-1',
    });
    expect(wrongDistrict.status).toBe(400);
    expect(fieldsOf(wrongDistrict.body)).toEqual(['district']);

    const shape = await saveProperties('admin', 'HON0022', { country: 'mexico', testDealer: 'yes', size: 'x'.repeat(251), color: 'red' });
    expect(shape.status).toBe(400);
    expect(fieldsOf(shape.body)).toEqual(['color', 'country', 'size', 'testDealer']);

    const empty = await saveProperties('admin', 'HON0022', {});
    expect(empty.status).toBe(400);
    expect(await databaseFingerprint(server().db)).toEqual(before);
  });

  it('is for admins and the dealer’s OEM staff only', async () => {
    await signIn('dealer', 'oem', 'editor');
    const before = await databaseFingerprint(server().db);
    expect((await saveProperties('dealer', 'HON0001', { testDealer: true })).status).toBe(403);
    expect((await saveProperties('oem', 'ACU0001', { testDealer: true })).status).toBe(403);
    expect((await saveProperties('editor', 'HON0001', { testDealer: true })).status).toBe(403);
    // An impersonating admin keeps admin functions, but only for the impersonated user's dealers.
    expect((await server().as('admin', { impersonate: 'dealer' }).post(`${dealerPath('HON0002')}/update-properties`, { json: { testDealer: true } })).status).toBe(403);
    expect((await server().post(`${dealerPath('HON0001')}/update-properties`, { json: { testDealer: true } })).status).toBe(401);
    expect(await databaseFingerprint(server().db)).toEqual(before);
    expect((await saveProperties('admin', 'NOPE0001', { testDealer: true })).status).toBe(404);
  });
});
