/**
 * Billing profiles (business-areas §5 "Card", §7, §8): read, create, save and activate a
 * dealer's billing profile. The card number (digits and dashes, check digit), Month/Year and
 * security code (3 or 4 digits) are checked with every bad field reported; only the last four
 * digits, the brand and a processor token are stored; activation is refused for an
 * outstanding account with the spec's message; callers act only for their dealers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type StoredBillingProfile = components['schemas']['StoredBillingProfile'];
type BillingProfile = components['schemas']['BillingProfile'];
type FieldErrors = { errors: { field: string; messageKey: string; message: string }[] };
type ErrorBody = { code: string; message: string };

const server = useTestServer();

beforeAll(async () => {
  for (const user of ['admin', 'oem', 'dealer', 'editor', 'group'] as const) await server().tokenFor(user);
});

const OUTSTANDING_MESSAGE =
  'Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.';
const HONDA = 1;
const DEMO_DEALERS = ['HON0001', 'HON0002', 'HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008', 'HON0009'];
const VISA = '4111-1111-1111-1111';
const MASTERCARD = '5555555555554444';

const fields = (body: FieldErrors) => body.errors.map((error) => error.field).sort();
const path = (code: string, suffix = '') => `/api/portal/enrollments/billing-profiles/${code}${suffix}`;

/** An expiry `years` years ahead of the server's current month, MM/YYYY. */
function expiryIn(years: number): string {
  const now = server().clock.now();
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${now.getUTCFullYear() + years}`;
}

const form = (overrides: Partial<BillingProfile> = {}): BillingProfile => ({
  cardholderName: 'Pat Rivera',
  cardNumber: VISA,
  expiry: expiryIn(2),
  securityCode: '123',
  billingAddress: { address: '100 Commerce Blvd', city: 'Columbus', state: 'OH', zip: '43215', country: 'us' },
  ...overrides,
});

const client = (user: DemoLogin, impersonate?: string) => server().as(user, impersonate ? { impersonate } : {});

async function refusedWithoutChange<T>(status: number, call: () => Promise<{ status: number; body: T }>): Promise<T> {
  const before = await databaseFingerprint(server().db);
  const res = await call();
  expect(res.status).toBe(status);
  expect(await databaseFingerprint(server().db)).toEqual(before);
  return res.body;
}

/** An ACTIVE, non-demo Honda dealer without a billing profile, with a program it is ENROLLED in. */
async function dealerWithoutProfile(skip: readonly string[] = []) {
  const row = await server()
    .db.selectFrom('dealers')
    .innerJoin('programEnrollments', 'programEnrollments.dealerId', 'dealers.id')
    .select(['dealers.id', 'dealers.code', 'programEnrollments.programId'])
    .where('dealers.oemId', '=', HONDA)
    .where('dealers.status', '=', 'ACTIVE')
    .where('dealers.outstandingAccount', '=', false)
    .where('dealers.code', 'not in', [...DEMO_DEALERS, ...skip])
    .where('programEnrollments.status', '=', 'ENROLLED')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('billingProfiles').select('billingProfiles.id').whereRef('billingProfiles.dealerId', '=', 'dealers.id'))))
    .orderBy('dealers.code')
    .orderBy('programEnrollments.programId')
    .executeTakeFirst();
  expect(row, 'a Honda dealer without a billing profile').toBeDefined();
  return row!;
}

const storedRow = (dealerId: number) => server().db.selectFrom('billingProfiles').selectAll().where('dealerId', '=', dealerId).executeTakeFirst();

describe('GET /api/portal/enrollments/billing-profiles/{dealerCode}', () => {
  it('answers a dealer its profile with the card masked and the programs it bills', async () => {
    const res = await client('dealer').get<StoredBillingProfile>(path('HON0001'));
    expect(res.status).toBe(200);
    expect(res.body.dealerCode).toBe('HON0001');
    expect(res.body.cardLast4).toMatch(/^\d{4}$/);
    expect(res.body.expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{4}$/);
    expect(res.body).not.toHaveProperty('cardNumber');
    expect(res.body).not.toHaveProperty('securityCode');
    expect(res.body).not.toHaveProperty('cardToken');
    const dealerId = (await server().db.selectFrom('dealers').select('id').where('code', '=', 'HON0001').executeTakeFirstOrThrow()).id;
    const programs = await server()
      .db.selectFrom('billingProfilePrograms')
      .innerJoin('billingProfiles', 'billingProfiles.id', 'billingProfilePrograms.billingProfileId')
      .select('programId')
      .where('billingProfiles.dealerId', '=', dealerId)
      .orderBy('programId')
      .execute();
    expect(res.body.activePrograms).toEqual(programs.map((row) => row.programId));
    expect(res.body.activePrograms.length).toBeGreaterThan(0);

    const active = await client('oem').get(path('HON0001'), { query: { programId: res.body.activePrograms[0]! } });
    expect(active.status).toBe(200);
  });

  it('answers 404 for a dealer without a profile or a program it is not activated for', async () => {
    const dealer = await dealerWithoutProfile();
    expect((await client('admin').get(path(dealer.code))).status).toBe(404);
    expect((await client('dealer').get(path('HON0001'), { query: { programId: 999_999 } })).status).toBe(404);
    expect((await client('admin').get(path('NOPE0000'))).status).toBe(404);
  });

  it('answers 401 without a token and 403 for another dealer or another OEM', async () => {
    expect((await server().get(path('HON0001'))).status).toBe(401);
    expect((await client('dealer').get(path('HON0002'))).status).toBe(403);
    expect((await client('oem').get(path('ACU0001'))).status).toBe(403);
    expect((await client('editor').get(path('HON0001'))).status).toBe(403);
  });
});

describe('POST /api/portal/enrollments/billing-profiles/{dealerCode} (create), /save, /activate', () => {
  it('creates a profile keeping only the last four digits, brand and a token, then refuses a second one (409)', async () => {
    const dealer = await dealerWithoutProfile();
    const created = await client('admin').post<StoredBillingProfile>(path(dealer.code), { json: form({ cardholderName: '  Pat Rivera  ' }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      dealerCode: dealer.code,
      cardholderName: 'Pat Rivera',
      cardBrand: 'Visa',
      cardLast4: '1111',
      expiry: expiryIn(2),
      billingAddress: { address: '100 Commerce Blvd', city: 'Columbus', state: 'OH', zip: '43215', country: 'us' },
      activePrograms: [],
    });

    const row = await storedRow(dealer.id);
    expect(row).toMatchObject({ cardLast4: '1111', cardBrand: 'Visa', updatedByUserId: expect.any(Number) });
    expect(row!.cardToken).toMatch(/^tok_[0-9a-f]{32}$/);
    // Neither the number (with or without dashes) nor the security code is anywhere in the row.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain(VISA);
    expect(stored).not.toContain('"123"');
    expect(await client('admin').get<StoredBillingProfile>(path(dealer.code)).then((res) => res.body)).toEqual(created.body);

    const again = (await refusedWithoutChange(409, () => client('admin').post(path(dealer.code), { json: form() }))) as unknown as ErrorBody;
    expect(again.code).toBe('billing_profile_exists');
  });

  it('creates and activates at once with programId, as an admin impersonating the dealer’s user', async () => {
    const dealer = await dealerWithoutProfile();
    const login = `${dealer.code.toLowerCase()}.manager`;
    const created = await client('admin', login).post<StoredBillingProfile>(path(dealer.code), {
      query: { programId: dealer.programId },
      json: form({ cardNumber: MASTERCARD, securityCode: '9876' }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ cardBrand: 'Mastercard', cardLast4: '4444', activePrograms: [dealer.programId] });
    const row = await storedRow(dealer.id);
    expect(row?.impersonatorLogin).toBe('admin');
    const activation = await server().db.selectFrom('billingProfilePrograms').selectAll().where('billingProfileId', '=', row!.id).executeTakeFirstOrThrow();
    expect(activation).toMatchObject({ programId: dealer.programId, impersonatorLogin: 'admin' });
  });

  it('saves a new card keeping the programs, and activates another program once however often asked', async () => {
    const before = await client('dealer').get<StoredBillingProfile>(path('HON0001'));
    const saved = await client('dealer').post<StoredBillingProfile>(path('HON0001', '/save'), {
      json: form({ cardNumber: '6011111111111117', billingAddress: { address: '1 Main St', city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'ca' } }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ cardBrand: 'Discover', cardLast4: '1117', activePrograms: before.body.activePrograms });
    expect(saved.body.billingAddress).toEqual({ address: '1 Main St', city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'ca' });

    const dealerId = (await server().db.selectFrom('dealers').select('id').where('code', '=', 'HON0001').executeTakeFirstOrThrow()).id;
    const enrolled = await server().db.selectFrom('programEnrollments').select('programId').where('dealerId', '=', dealerId).where('status', '=', 'ENROLLED').execute();
    // The demo dealer's profile is seeded active for its lead and package programs; take one it lacks if any.
    const target = enrolled.find((row) => !before.body.activePrograms.includes(row.programId))?.programId ?? enrolled[0]!.programId;
    for (let i = 0; i < 2; i += 1) {
      const activated = await client('dealer').post<StoredBillingProfile>(path('HON0001', '/activate'), { query: { programId: target } });
      expect(activated.status).toBe(200);
      expect(activated.body.activePrograms.filter((id) => id === target)).toEqual([target]);
    }
  });

  it('refuses to activate a program the dealer is not enrolled in (409) or of another OEM (404), and a dealer without a profile (404)', async () => {
    const dealerId = (await server().db.selectFrom('dealers').select('id').where('code', '=', 'HON0001').executeTakeFirstOrThrow()).id;
    const held = await server().db.selectFrom('programEnrollments').select(['programId', 'status']).where('dealerId', '=', dealerId).execute();
    const programs = await server().db.selectFrom('programs').select('id').where('oemId', '=', HONDA).execute();
    const notEnrolled = programs.find((program) => !held.some((row) => row.programId === program.id && row.status !== 'UNENROLLED'));
    expect(notEnrolled, 'a Honda program HON0001 is not enrolled in').toBeDefined();
    const body = (await refusedWithoutChange(409, () => client('dealer').post(path('HON0001', '/activate'), { query: { programId: notEnrolled!.id } }))) as unknown as ErrorBody;
    expect(body.code).toBe('not_enrolled');
    const acuraProgram = await server().db.selectFrom('programs').select('id').where('oemId', '=', 2).executeTakeFirstOrThrow();
    await refusedWithoutChange(404, () => client('dealer').post(path('HON0001', '/activate'), { query: { programId: acuraProgram.id } }));
    const without = await dealerWithoutProfile();
    await refusedWithoutChange(404, () => client('admin').post(path(without.code, '/activate'), { query: { programId: without.programId } }));
    await refusedWithoutChange(404, () => client('admin').post(path(without.code, '/save'), { json: form() }));
  });

  it('refuses to activate for an outstanding account with the spec’s message, while saving the card stays possible', async () => {
    // HON0008 is the demo group's dealer with an outstanding account.
    const profile = await client('group').get<StoredBillingProfile>(path('HON0008'));
    expect(profile.status).toBe(200);
    const dealerId = (await server().db.selectFrom('dealers').select('id').where('code', '=', 'HON0008').executeTakeFirstOrThrow()).id;
    const enrolled = await server().db.selectFrom('programEnrollments').select('programId').where('dealerId', '=', dealerId).where('status', '=', 'ENROLLED').executeTakeFirstOrThrow();
    const body = (await refusedWithoutChange(409, () => client('group').post(path('HON0008', '/activate'), { query: { programId: enrolled.programId } }))) as unknown as ErrorBody;
    expect(body).toEqual({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });
    const saved = await client('group').post<StoredBillingProfile>(path('HON0008', '/save'), { json: form() });
    expect(saved.status).toBe(200);
    expect(saved.body.cardLast4).toBe('1111');
  });

  it('refuses creating with a program for an outstanding account and stores nothing', async () => {
    const dealer = await dealerWithoutProfile();
    await server().db.updateTable('dealers').set({ outstandingAccount: true }).where('id', '=', dealer.id).execute();
    const body = (await refusedWithoutChange(409, () => client('admin').post(path(dealer.code), { query: { programId: dealer.programId }, json: form() }))) as unknown as ErrorBody;
    expect(body).toEqual({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });
    expect(await storedRow(dealer.id)).toBeUndefined();
    await server().db.updateTable('dealers').set({ outstandingAccount: false }).where('id', '=', dealer.id).execute();
  });

  it('refuses to activate a stored card that has expired (409 card_expired)', async () => {
    const dealer = await dealerWithoutProfile();
    expect((await client('admin').post(path(dealer.code), { json: form() })).status).toBe(201);
    const lastYear = server().clock.now().getUTCFullYear() - 1;
    await server().db.updateTable('billingProfiles').set({ cardExpYear: lastYear }).where('dealerId', '=', dealer.id).execute();
    const body = (await refusedWithoutChange(409, () => client('admin').post(path(dealer.code, '/activate'), { query: { programId: dealer.programId } }))) as unknown as ErrorBody;
    expect(body.code).toBe('card_expired');
  });

  it('reports every bad card field at once (400) and stores nothing', async () => {
    const dealer = await dealerWithoutProfile();
    const bad = form({
      cardholderName: '   ',
      cardNumber: '4111-1111-1111-1112',
      expiry: '13/2030',
      securityCode: '12',
      billingAddress: { address: ' ', city: 'Columbus', state: 'OH', zip: '4321', country: 'us' },
    });
    // The contract's formats are reported first; the blanks once trimmed once those pass.
    const formats = (await refusedWithoutChange(400, () => client('admin').post(path(dealer.code), { json: bad }))) as unknown as FieldErrors;
    expect(formats.errors).toEqual(
      expect.arrayContaining([
        { field: 'cardNumber', messageKey: 'INVALID_CARD_NUMBER', message: 'Please enter a valid card number (digits and dashes only).' },
        { field: 'expiry', messageKey: 'INVALID_MONTH_YEAR', message: 'Please enter Month/Year in format: MM/YYYY.' },
        { field: 'securityCode', messageKey: 'INVALID_SECURITY_CODE', message: 'Security code must be 3 or 4 digits.' },
        { field: 'billingAddress.zip', messageKey: 'INVALID_ZIP', message: 'Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.' },
      ]),
    );
    expect(fields(formats)).toEqual(['billingAddress.zip', 'cardNumber', 'expiry', 'securityCode']);

    const letters = (await refusedWithoutChange(400, () => client('admin').post(path(dealer.code), { json: form({ cardNumber: '4111 1111 1111 1111' }) }))) as unknown as FieldErrors;
    expect(fields(letters)).toEqual(['cardNumber']);
    const missing = (await refusedWithoutChange(400, () => client('admin').post(path(dealer.code), { json: { billingAddress: form().billingAddress } }))) as unknown as FieldErrors;
    expect(fields(missing)).toEqual(['cardNumber', 'cardholderName', 'expiry', 'securityCode']);

    const blanks = (await refusedWithoutChange(400, () =>
      client('admin').post(path(dealer.code), { json: form({ cardholderName: '  ', expiry: '01/2020', billingAddress: { ...form().billingAddress, address: ' ' } }) }),
    )) as unknown as FieldErrors;
    expect(blanks.errors).toEqual([
      { field: 'cardholderName', messageKey: 'REQUIRED_FIELD', message: 'This field is required.' },
      { field: 'billingAddress.address', messageKey: 'REQUIRED_FIELD', message: 'This field is required.' },
      { field: 'expiry', messageKey: 'INVALID_VALUE', message: 'The card has expired.' },
    ]);
    const saveBad = (await refusedWithoutChange(400, () => client('dealer').post(path('HON0001', '/save'), { json: form({ securityCode: '12345' }) }))) as unknown as FieldErrors;
    expect(fields(saveBad)).toEqual(['securityCode']);
    expect(await storedRow(dealer.id)).toBeUndefined();
  });

  it('answers 401 without a token and 403 for another dealer, OEM staff and editors', async () => {
    const json = form();
    await refusedWithoutChange(401, () => server().post(path('HON0001', '/save'), { json }));
    await refusedWithoutChange(403, () => client('dealer').post(path('HON0002', '/save'), { json }));
    await refusedWithoutChange(403, () => client('dealer').post(path('HON0002'), { json }));
    await refusedWithoutChange(403, () => client('dealer').post(path('HON0002', '/activate'), { query: { programId: 1 } }));
    await refusedWithoutChange(403, () => client('group').post(path('HON0001', '/save'), { json }));
    await refusedWithoutChange(403, () => client('oem').post(path('HON0001', '/save'), { json }));
    await refusedWithoutChange(403, () => client('editor').post(path('HON0001', '/save'), { json }));
  });
});
