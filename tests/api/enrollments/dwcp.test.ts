/**
 * DWCP enrollment (business-areas §5 "Enrolment", §6, §7, §8): the enrolment form's data, the
 * submission with every Enrolment field (phone xxx-xxx-xxxx or (xxx) xxx-xxxx, at least one
 * option, provider and package names, "Terms and Condition should be selected."), the dealer
 * enrollment contact data and the provider-interest notification. Only dealers and admins
 * impersonating one enroll; CMS editors never; an outstanding account is refused with the
 * spec's message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { EULA_LINK_TTL_SECONDS } from '../../../src/server/handlers/packages/eula-document.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type DwcpEnrollmentForm = components['schemas']['DwcpEnrollmentForm'];
type DwcpEnrollment = components['schemas']['DwcpEnrollment'];
type DwcpEnrollmentInfo = components['schemas']['DwcpEnrollmentInfo'];
type SearchResult = components['schemas']['EnrollmentSearchResult'];
type FieldErrors = { errors: { field: string; messageKey: string; message: string }[] };
type ErrorBody = { code: string; message: string };

const server = useTestServer();

beforeAll(async () => {
  for (const user of ['admin', 'oem', 'dealer', 'editor', 'group'] as const) await server().tokenFor(user);
});

const OUTSTANDING_MESSAGE =
  'Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.';
const HONDA = 1;
const WEBSITE_PROGRAM = 4;
const DEMO_DEALERS = ['HON0001', 'HON0002', 'HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008', 'HON0009'];
const FORM = '/api/portal/enroll/dwcp';
const NOTIFY = '/api/portal/enroll/dealerProviderInterestNotification';

const fields = (body: FieldErrors) => body.errors.map((error) => error.field).sort();
const centralToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(server().clock.now());
const client = (user: DemoLogin, impersonate?: string) => server().as(user, impersonate ? { impersonate } : {});
const managerOf = (code: string) => `${code.toLowerCase()}.manager`;

async function refusedWithoutChange<T>(status: number, call: () => Promise<{ status: number; body: T }>): Promise<T> {
  const before = await databaseFingerprint(server().db);
  const res = await call();
  expect(res.status).toBe(status);
  expect(await databaseFingerprint(server().db)).toEqual(before);
  return res.body;
}

/** Non-demo Honda dealers in `status`, not outstanding, with no DWCP enrollment of the website program. */
async function unenrolledDealers(status: 'ACTIVE' | 'PAUSED' = 'ACTIVE') {
  const rows = await server()
    .db.selectFrom('dealers')
    .select(['id', 'code', 'name', 'websiteUrl'])
    .where('oemId', '=', HONDA)
    .where('status', '=', status)
    .where('outstandingAccount', '=', false)
    .where('code', 'not in', DEMO_DEALERS)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('dwcpEnrollments').select('dwcpEnrollments.id').whereRef('dwcpEnrollments.dealerId', '=', 'dealers.id').where('dwcpEnrollments.programAddonId', '=', WEBSITE_PROGRAM),
        ),
      ),
    )
    .orderBy('code')
    .execute();
  expect(rows.length, `unenrolled ${status} Honda dealers`).toBeGreaterThan(0);
  return rows;
}

/** The terms link opens, without a token as a new browser window does, a PDF shown inline. */
async function expectAgreementPdf(terms: URL) {
  const file = await server().get<Buffer>(terms.pathname + terms.search);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(file.headers.get('content-disposition')).toMatch(/^inline; filename=/);
  expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** A complete, valid submission for the dealer, choosing from its form. */
function submission(code: string, form: DwcpEnrollmentForm): DwcpEnrollment {
  const website = form.websiteProviders.find((provider) => provider.packages.length > 0)!;
  const retailing = form.digitalRetailingProviders.find((provider) => provider.packages.length > 0)!;
  return {
    authorizedPersonName: 'Morgan Lee',
    authorizedEmail: 'morgan.lee@example.com',
    dealerCode: code,
    contactNumber: '312-555-0143',
    dealerName: 'Lakeview Honda',
    dealerWebsiteUrl: 'https://www.lakeviewhonda.example.com',
    websiteProvider: { providerId: website.providerId, providerName: website.providerName, packageId: website.packages[0]!.packageId, packageName: website.packages[0]!.packageName },
    digitalRetailingProvider: {
      providerId: retailing.providerId,
      providerName: retailing.providerName,
      packageId: retailing.packages[0]!.packageId,
      packageName: retailing.packages[0]!.packageName,
    },
    enrollmentOptions: form.enrollmentOptions.slice(0, 2).map((option) => option.addonId),
    termsAccepted: true,
    billingContactName: 'Jordan Price',
    billingContactPhone: '(312) 555-0144',
    billingContactEmail: 'billing@lakeviewhonda.example.com',
  };
}

describe('GET /api/portal/enroll/dwcp', () => {
  it('opens an enrolled dealer’s form with its enrollment, the OEM’s providers with packages, the options and the terms', async () => {
    const opened = server().clock.now();
    const res = await client('dealer').get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: 'HON0001' } });
    expect(res.status).toBe(200);
    const form = res.body;
    expect(form).toMatchObject({ dealerCode: 'HON0001', enrolled: true });
    const stored = await server()
      .db.selectFrom('dwcpEnrollments')
      .innerJoin('dealers', 'dealers.id', 'dwcpEnrollments.dealerId')
      .selectAll('dwcpEnrollments')
      .where('dealers.code', '=', 'HON0001')
      .where('programAddonId', '=', WEBSITE_PROGRAM)
      .executeTakeFirstOrThrow();
    expect(form.prefill).toMatchObject({
      authorizedPersonName: stored.authorizedPerson,
      authorizedEmail: stored.authorizedEmail,
      dealerWebsiteUrl: stored.dealerWebsite,
      websiteProvider: { providerName: stored.websiteProviderName, packageName: stored.websitePackageName },
    });

    // The providers are those GET /api/portal/dwc/offerProviders lists for the dealer's OEM.
    const offered = await client('dealer').get<{ id: number; name: string; drs: boolean }[]>('/api/portal/dwc/offerProviders');
    expect(form.websiteProviders.map((provider) => provider.providerId).sort()).toEqual(offered.body.filter((p) => !p.drs).map((p) => p.id).sort());
    expect(form.digitalRetailingProviders.map((provider) => provider.providerId).sort()).toEqual(offered.body.filter((p) => p.drs).map((p) => p.id).sort());
    expect(form.websiteProviders.every((provider) => provider.packages.length > 0)).toBe(true);
    // Each provider's packages in the offer display order: BUNDLE, PACKAGE, ADDITIONAL, then dwcPriority.
    const kinds = ['BUNDLE', 'PACKAGE', 'ADDITIONAL'];
    const packages = await server().db.selectFrom('packages').select(['id', 'offerProviderId', 'kind', 'dwcPriority']).where('oemId', '=', HONDA).where('programAddonId', '=', WEBSITE_PROGRAM).where('active', '=', true).execute();
    for (const provider of form.websiteProviders) {
      const expected = packages
        .filter((pkg) => pkg.offerProviderId === provider.providerId)
        .sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.dwcPriority - b.dwcPriority)
        .map((pkg) => pkg.id);
      expect(provider.packages.map((pkg) => pkg.packageId), provider.providerName).toEqual(expected);
    }

    const program = await server().db.selectFrom('programs').select('id').where('oemId', '=', HONDA).where('programAddonId', '=', WEBSITE_PROGRAM).executeTakeFirstOrThrow();
    const options = await server().db.selectFrom('programAddons').select('addonId').where('programId', '=', program.id).execute();
    expect(form.enrollmentOptions.map((option) => option.addonId).sort()).toEqual(options.map((row) => row.addonId).sort());
    expect(form.enrollmentOptions.every((option) => option.price >= 0 && option.name.length > 0)).toBe(true);
    // The terms: the portal's signed address of the OEM's current agreement (the packages area's,
    // eula-agreement.test.ts), not the stored relative address, which nothing serves.
    const eula = await server().db.selectFrom('eulaDocuments').select(['id', 'url']).where('oemId', '=', HONDA).orderBy('publishedAt', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(form.termsUrl).not.toBe(eula.url);
    const terms = new URL(form.termsUrl);
    expect(terms.origin).toBe(new URL(server().url).origin);
    expect(terms.pathname).toBe(`/api/portal/dwc/eula/${eula.id}`);
    expect(terms.searchParams.get('language')).toBe('ENGLISH');
    // Valid for the hour from the form's answer (the clock is the real time, so bounded, not equal).
    const expires = Number(terms.searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(Math.floor(opened.getTime() / 1000) + EULA_LINK_TTL_SECONDS);
    expect(expires).toBeLessThanOrEqual(Math.floor(server().clock.now().getTime() / 1000) + EULA_LINK_TTL_SECONDS);
    expect(terms.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    await expectAgreementPdf(terms);
  });

  it('links the terms in the language of the user the form is opened as', async () => {
    await server().db.updateTable('users').set({ language: 'FRENCH' }).where('loginName', '=', 'dealer').execute();
    try {
      for (const opened of [client('dealer'), client('admin', 'dealer')]) {
        const res = await opened.get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: 'HON0001' } });
        expect(res.status).toBe(200);
        const terms = new URL(res.body.termsUrl);
        expect(terms.searchParams.get('language')).toBe('FRENCH');
        await expectAgreementPdf(terms);
      }
    } finally {
      await server().db.updateTable('users').set({ language: 'ENGLISH' }).where('loginName', '=', 'dealer').execute();
    }
  });

  it('prefills a dealer not yet enrolled from its record, and pre-selects a provider asked for', async () => {
    const [dealer] = await unenrolledDealers();
    const login = managerOf(dealer!.code);
    const res = await client('admin', login).get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: dealer!.code } });
    expect(res.status).toBe(200);
    expect(res.body.enrolled).toBe(false);
    const contact = await server().db.selectFrom('dealerContacts').select(['name', 'email', 'phone']).where('dealerId', '=', dealer!.id).orderBy('position').executeTakeFirstOrThrow();
    expect(res.body.prefill).toMatchObject({ dealerName: dealer!.name, dealerWebsiteUrl: dealer!.websiteUrl, authorizedPersonName: contact.name, authorizedEmail: contact.email, contactNumber: contact.phone });
    expect(res.body.prefill.websiteProvider).toBeUndefined();

    const provider = res.body.websiteProviders[1]!;
    const chosen = await client('admin', login).get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: dealer!.code, providerId: provider.providerId } });
    expect(chosen.body.prefill.websiteProvider).toEqual({
      providerId: provider.providerId,
      providerName: provider.providerName,
      packageId: provider.packages[0]!.packageId,
      packageName: provider.packages[0]!.packageName,
    });
  });

  it('answers 400 for a provider not offered to the dealer or an add-on without a program in its OEM', async () => {
    const drsOnly = await server().db.selectFrom('offerProviders').select('id').where('drs', '=', true).executeTakeFirstOrThrow();
    const notOffered = await client('dealer').get<FieldErrors>(FORM, { query: { dealerCode: 'HON0001', providerId: drsOnly.id } });
    expect(notOffered.status).toBe(400);
    expect(fields(notOffered.body)).toEqual(['query.providerId']);
    const bmw = await server().db.selectFrom('dealers').select('code').where('code', 'like', 'BMW%').where('status', '!=', 'CANCELLED').orderBy('code').executeTakeFirstOrThrow();
    const noProgram = await client('admin', managerOf(bmw.code)).get<FieldErrors>(FORM, { query: { dealerCode: bmw.code, addonId: 6 } });
    expect(noProgram.status).toBe(400);
    expect(fields(noProgram.body)).toEqual(['query.addonId']);
    const badAddon = await client('dealer').get<FieldErrors>(FORM, { query: { dealerCode: 'HON0001', addonId: 5 } });
    expect(fields(badAddon.body)).toEqual(['query.addonId']);
  });

  it('shows providers and packages only to dealers and impersonating admins (403 otherwise, 401 unauthenticated)', async () => {
    const query = { dealerCode: 'HON0001' };
    expect((await server().get(FORM, { query })).status).toBe(401);
    expect((await client('admin').get(FORM, { query })).status).toBe(403);
    expect((await client('oem').get(FORM, { query })).status).toBe(403);
    expect((await client('editor').get(FORM, { query })).status).toBe(403);
    expect((await client('admin', 'editor').get(FORM, { query })).status).toBe(403);
    expect((await client('dealer').get(FORM, { query: { dealerCode: 'HON0002' } })).status).toBe(403);
    expect((await client('admin', 'dealer').get(FORM, { query })).status).toBe(200);
  });
});

describe('POST /api/portal/enroll/dwcp', () => {
  it('enrolls as an admin impersonating the dealer: the enrollment, the program and each option pending, with history', async () => {
    const [dealer] = await unenrolledDealers();
    const login = managerOf(dealer!.code);
    const form = (await client('admin', login).get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: dealer!.code } })).body;
    const body = submission(dealer!.code, form);
    const program = await server().db.selectFrom('programs').select(['id', 'name']).where('oemId', '=', HONDA).where('programAddonId', '=', WEBSITE_PROGRAM).executeTakeFirstOrThrow();
    const heldBefore = new Map(
      (await server().db.selectFrom('addonEnrollments').select(['addonId', 'status']).where('dealerId', '=', dealer!.id).where('programId', '=', program.id).execute()).map((row) => [
        row.addonId,
        row.status,
      ]),
    );
    const res = await client('admin', login).post(FORM, { json: { ...body, authorizedPersonName: '  Morgan Lee ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Saved Successfully' });

    const managerId = (await server().db.selectFrom('users').select('id').where('loginName', '=', login).executeTakeFirstOrThrow()).id;
    const stored = await server().db.selectFrom('dwcpEnrollments').selectAll().where('dealerId', '=', dealer!.id).where('programAddonId', '=', WEBSITE_PROGRAM).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      dealerName: body.dealerName,
      dealerWebsite: body.dealerWebsiteUrl,
      authorizedPerson: 'Morgan Lee',
      authorizedEmail: body.authorizedEmail,
      authorizedPhone: body.contactNumber,
      websiteProviderId: body.websiteProvider.providerId,
      websitePackageId: body.websiteProvider.packageId,
      websitePackageName: body.websiteProvider.packageName,
      drProviderId: body.digitalRetailingProvider.providerId,
      drPackageName: body.digitalRetailingProvider.packageName,
      enrollmentOptionAddonIds: body.enrollmentOptions,
      billingContactName: body.billingContactName,
      billingContactPhone: body.billingContactPhone,
      billingContactEmail: body.billingContactEmail,
      lastUpdatedDateForDealerContact: centralToday(),
      createdByUserId: managerId,
      impersonatorLogin: 'admin',
    });

    const enrollment = await server().db.selectFrom('programEnrollments').select(['id', 'status']).where('dealerId', '=', dealer!.id).where('programId', '=', program.id).executeTakeFirstOrThrow();
    expect(enrollment.status).toBe('ENROLLED');
    const addons = await server().db.selectFrom('addonEnrollments').select(['id', 'addonId', 'status']).where('dealerId', '=', dealer!.id).where('programId', '=', program.id).where('addonId', 'in', body.enrollmentOptions).execute();
    expect(addons.map((addon) => addon.addonId).sort()).toEqual([...body.enrollmentOptions].sort());
    for (const addon of addons) {
      const before = heldBefore.get(addon.addonId);
      // An option the dealer did not hold (or had ended) is subscribed, pending approval; a running one stays as it was.
      if (before === undefined || before === 'Unsubscribed' || before === 'Cancelled') {
        expect(addon.status, `option ${addon.addonId}`).toBe('Subscription Pending');
        const history = await server().db.selectFrom('addonEnrollmentHistory').selectAll().where('addonEnrollmentId', '=', addon.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(history).toMatchObject({ action: 'subscribe', fromStatus: before ?? null, toStatus: 'Subscription Pending', changedByUserId: managerId, impersonatorLogin: 'admin' });
      } else {
        expect(addon.status, `option ${addon.addonId}`).toBe(before);
      }
    }

    // The enrollment shows in the form, the contact data and the Manage Enrollments list.
    const reopened = await client('admin', login).get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: dealer!.code } });
    expect(reopened.body.enrolled).toBe(true);
    const info = await client('admin', login).get<DwcpEnrollmentInfo>('/api/portal/enroll/dwcpInfo');
    expect(info.body).toEqual({
      dealerWebsite: body.dealerWebsiteUrl,
      authorizedPerson: 'Morgan Lee',
      authorizedEmail: body.authorizedEmail,
      authorizedPhone: body.contactNumber,
      lastUpdatedDateForDealerContact: centralToday(),
      addonId: WEBSITE_PROGRAM,
    });
    const listed = await client('admin').post<SearchResult>('/api/portal/enrollments/search', { json: { programId: program.id, dealer: dealer!.code } });
    expect(listed.status).toBe(200);
    expect(listed.body.content).toEqual([expect.objectContaining({ dealerCode: dealer!.code, programId: program.id, programStatus: 'ENROLLED' })]);
  });

  it('refuses a second enrollment (409 already_enrolled) and changes nothing', async () => {
    const form = (await client('dealer').get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: 'HON0001' } })).body;
    const body = (await refusedWithoutChange(409, () => client('dealer').post(FORM, { json: submission('HON0001', form) }))) as unknown as ErrorBody;
    expect(body.code).toBe('already_enrolled');
  });

  it('reports every missing field, then every bad format, with the spec’s messages, and changes nothing', async () => {
    const [dealer] = await unenrolledDealers();
    const login = managerOf(dealer!.code);
    const empty = (await refusedWithoutChange(400, () => client('admin', login).post(FORM, { json: {} }))) as unknown as FieldErrors;
    expect(fields(empty)).toEqual([
      'authorizedEmail',
      'authorizedPersonName',
      'billingContactEmail',
      'billingContactName',
      'billingContactPhone',
      'contactNumber',
      'dealerCode',
      'dealerName',
      'dealerWebsiteUrl',
      'digitalRetailingProvider',
      'enrollmentOptions',
      'termsAccepted',
      'websiteProvider',
    ]);
    const byField = (body: FieldErrors) => Object.fromEntries(body.errors.map((error) => [error.field, error.message]));
    expect(byField(empty)).toMatchObject({
      authorizedPersonName: 'This field is required.',
      termsAccepted: 'Terms and Condition should be selected.',
      enrollmentOptions: 'Please select at least one enrollment option.',
    });

    const form = (await client('admin', login).get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: dealer!.code } })).body;
    const valid = submission(dealer!.code, form);
    const bad = (await refusedWithoutChange(400, () =>
      client('admin', login).post(FORM, {
        json: {
          ...valid,
          authorizedEmail: 'morgan.lee@',
          contactNumber: '312-5550143',
          dealerWebsiteUrl: 'not a url',
          websiteProvider: { providerName: '', packageName: '' },
          enrollmentOptions: [],
          termsAccepted: false,
          billingContactPhone: '312 555 0144',
          billingContactEmail: 'billing',
        },
      }),
    )) as unknown as FieldErrors;
    expect(byField(bad)).toEqual({
      authorizedEmail: 'The email address does not appear to be valid.',
      contactNumber: 'Please enter valid Phone Number in format: xxx-xxx-xxxx or (xxx) xxx-xxxx.',
      dealerWebsiteUrl: 'Website URL must be valid.',
      'websiteProvider.providerName': 'This field is required.',
      'websiteProvider.packageName': 'This field is required.',
      enrollmentOptions: 'Please select at least one enrollment option.',
      termsAccepted: 'Terms and Condition should be selected.',
      billingContactPhone: 'Please enter valid Phone Number in format: xxx-xxx-xxxx or (xxx) xxx-xxxx.',
      billingContactEmail: 'The email address does not appear to be valid.',
    });
  });

  it('checks the choices against the dealer’s catalogue and blanks once trimmed (400), changing nothing', async () => {
    const [dealer] = await unenrolledDealers();
    const login = managerOf(dealer!.code);
    const form = (await client('admin', login).get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: dealer!.code } })).body;
    const valid = submission(dealer!.code, form);
    const otherProvider = form.websiteProviders.find((provider) => provider.providerId !== valid.websiteProvider.providerId)!;
    const notOption = [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 1035].find((id) => !form.enrollmentOptions.some((option) => option.addonId === id))!;
    const body = (await refusedWithoutChange(400, () =>
      client('admin', login).post(FORM, {
        json: {
          ...valid,
          authorizedPersonName: '   ',
          billingContactName: ' ',
          websiteProvider: { ...valid.websiteProvider, packageId: otherProvider.packages[0]!.packageId },
          digitalRetailingProvider: { ...valid.digitalRetailingProvider, providerId: valid.websiteProvider.providerId },
          enrollmentOptions: [valid.enrollmentOptions[0]!, notOption],
        },
      }),
    )) as unknown as FieldErrors;
    expect(fields(body)).toEqual(['authorizedPersonName', 'billingContactName', 'digitalRetailingProvider.providerId', 'enrollmentOptions.1', 'websiteProvider.packageId']);
  });

  it('refuses an outstanding account with the spec’s message, and a dealer that is not ACTIVE', async () => {
    const form = (await client('group').get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: 'HON0008' } })).body;
    const outstanding = (await refusedWithoutChange(409, () => client('group').post(FORM, { json: submission('HON0008', form) }))) as unknown as ErrorBody;
    expect(outstanding).toEqual({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });

    const [paused] = await unenrolledDealers('PAUSED');
    const login = managerOf(paused!.code);
    const pausedForm = (await client('admin', login).get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: paused!.code } })).body;
    const refused = (await refusedWithoutChange(409, () => client('admin', login).post(FORM, { json: submission(paused!.code, pausedForm) }))) as unknown as ErrorBody;
    expect(refused.code).toBe('invalid_transition');
    expect(refused.message).toContain('is PAUSED');
  });

  it('lets only dealers and impersonating admins enroll: 401, and 403 for admins, OEM staff, editors and another dealer', async () => {
    const form = (await client('dealer').get<DwcpEnrollmentForm>(FORM, { query: { dealerCode: 'HON0001' } })).body;
    const json = submission('HON0001', form);
    await refusedWithoutChange(401, () => server().post(FORM, { json }));
    await refusedWithoutChange(403, () => client('admin').post(FORM, { json }));
    await refusedWithoutChange(403, () => client('oem').post(FORM, { json }));
    await refusedWithoutChange(403, () => client('editor').post(FORM, { json }));
    await refusedWithoutChange(403, () => client('admin', 'editor').post(FORM, { json }));
    await refusedWithoutChange(403, () => client('dealer').post(FORM, { json: { ...json, dealerCode: 'HON0002' } }));
  });
});

describe('GET /api/portal/enroll/dwcpInfo', () => {
  it('answers the signed-in dealer’s authorized contact, and nulls to users without a dealer', async () => {
    const res = await client('dealer').get<DwcpEnrollmentInfo>('/api/portal/enroll/dwcpInfo');
    expect(res.status).toBe(200);
    const stored = await server()
      .db.selectFrom('dwcpEnrollments')
      .innerJoin('dealers', 'dealers.id', 'dwcpEnrollments.dealerId')
      .select(['dealerWebsite', 'authorizedPerson', 'authorizedEmail', 'authorizedPhone', 'lastUpdatedDateForDealerContact'])
      .where('dealers.code', '=', 'HON0001')
      .where('programAddonId', '=', WEBSITE_PROGRAM)
      .executeTakeFirstOrThrow();
    expect(res.body).toEqual({ ...stored, addonId: WEBSITE_PROGRAM });
    const none = { dealerWebsite: null, authorizedPerson: null, authorizedEmail: null, authorizedPhone: null, lastUpdatedDateForDealerContact: null, addonId: null };
    expect((await client('admin').get('/api/portal/enroll/dwcpInfo')).body).toEqual(none);
    expect((await client('editor').get('/api/portal/enroll/dwcpInfo')).body).toEqual(none);
    expect((await server().get('/api/portal/enroll/dwcpInfo')).status).toBe(401);
  });
});

describe('POST /api/portal/enroll/dealerProviderInterestNotification', () => {
  it('records the notification with who asked and where it went, answering "Sent Successfully"', async () => {
    const offered = (await client('dealer').get<{ id: number; drs: boolean }[]>('/api/portal/dwc/offerProviders')).body;
    const provider = await server().db.selectFrom('offerProviders').select(['id', 'contactEmail']).where('id', '=', offered[0]!.id).executeTakeFirstOrThrow();
    const res = await client('dealer').post(NOTIFY, { json: { dealerCode: 'HON0001', offerProviderId: provider.id, addonId: 27, message: '  Please call us about chat.  ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Sent Successfully' });
    const dealerId = (await server().db.selectFrom('dealers').select('id').where('code', '=', 'HON0001').executeTakeFirstOrThrow()).id;
    const dealerUser = (await server().db.selectFrom('users').select('id').where('loginName', '=', 'dealer').executeTakeFirstOrThrow()).id;
    const row = await server().db.selectFrom('providerInterestNotifications').selectAll().where('dealerId', '=', dealerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      offerProviderId: provider.id,
      addonId: 27,
      message: 'Please call us about chat.',
      requestedByUserId: dealerUser,
      impersonatorLogin: null,
      recipientEmail: provider.contactEmail,
    });

    const impersonated = await client('admin', 'dealer').post(NOTIFY, { json: { dealerCode: 'HON0001', offerProviderId: provider.id } });
    expect(impersonated.status).toBe(200);
    const second = await server().db.selectFrom('providerInterestNotifications').selectAll().where('dealerId', '=', dealerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(second).toMatchObject({ requestedByUserId: dealerUser, impersonatorLogin: 'admin', addonId: null, message: null });
  });

  it('refuses a provider not offered to the dealer and bad fields (400), changing nothing', async () => {
    const offered = new Set((await client('dealer').get<{ id: number }[]>('/api/portal/dwc/offerProviders')).body.map((provider) => provider.id));
    const all = await server().db.selectFrom('offerProviders').select('id').execute();
    const foreign = all.find((provider) => !offered.has(provider.id));
    expect(foreign, 'a provider Honda does not offer').toBeDefined();
    const notOffered = (await refusedWithoutChange(400, () => client('dealer').post(NOTIFY, { json: { dealerCode: 'HON0001', offerProviderId: foreign!.id } }))) as unknown as FieldErrors;
    expect(fields(notOffered)).toEqual(['offerProviderId']);
    const bad = (await refusedWithoutChange(400, () =>
      client('dealer').post(NOTIFY, { json: { dealerCode: 'HON0001', addonId: 4, message: 'm'.repeat(251) } }),
    )) as unknown as FieldErrors;
    expect(fields(bad)).toEqual(['addonId', 'message', 'offerProviderId']);
  });

  it('answers 401, and 403 to editors, admins not impersonating and another dealer', async () => {
    const json = { dealerCode: 'HON0001', offerProviderId: 1 };
    await refusedWithoutChange(401, () => server().post(NOTIFY, { json }));
    await refusedWithoutChange(403, () => client('editor').post(NOTIFY, { json }));
    await refusedWithoutChange(403, () => client('admin').post(NOTIFY, { json }));
    await refusedWithoutChange(403, () => client('dealer').post(NOTIFY, { json: { ...json, dealerCode: 'HON0002' } }));
  });
});
