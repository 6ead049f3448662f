/**
 * Enrollment status changes (business-areas §4, §6, §8): the dealer actions (deactivate with a
 * cancellation or inactivation type and a reason under 255 characters, pause, reactivate, opt
 * out, hold, enable), the program actions with a change-state reason and the add-on actions
 * on addonDealerMappingIds with a scheduled date. Each allowed change is read back with its
 * history row; an invalid transition is a 409 that changes nothing; an outstanding account
 * refuses changes that resume service with the spec's message; callers act only for their
 * dealers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { REASON_MAX_LENGTH_EXCLUSIVE } from '../../../src/constants.ts';
import type { DealerStatus, ProgramStatus, SubscriptionStatus } from '../../../src/server/db/vocabulary.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type Dealer = components['schemas']['Dealer'];
type EnrollmentRow = components['schemas']['EnrollmentRow'];
type EnrollmentAddon = components['schemas']['EnrollmentAddon'];
type FieldErrors = { errors: { field: string; messageKey: string; message: string }[] };
type ErrorBody = { code: string; message: string };

const server = useTestServer();

// Signing in writes sessions; sign everyone in first so a refused call is the only thing that could change data.
beforeAll(async () => {
  for (const user of ['admin', 'oem', 'dealer', 'editor'] as const) await server().tokenFor(user);
});

const OUTSTANDING_MESSAGE =
  'Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.';
const HONDA = 1;
/** Dealers the demo users act for; the tests change other dealers, so the demo logins keep working. */
const DEMO_DEALERS = ['HON0001', 'HON0002', 'HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008', 'HON0009'];

const fields = (body: FieldErrors) => body.errors.map((error) => error.field).sort();
const centralToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(server().clock.now());

const dealerAction = (user: DemoLogin, code: string, type: string, query: Record<string, string> = {}, impersonate?: string) =>
  server()
    .as(user, impersonate ? { impersonate } : {})
    .post<Dealer>(`/api/portal/enrollments/dealer/${code}/${type}`, { query });

const programAction = (user: DemoLogin, action: string, query: Record<string, string | number>) =>
  server().as(user).post<EnrollmentRow>(`/api/portal/enrollments/programs/${action}`, { query });

const addonAction = (user: DemoLogin, action: string, query: Record<string, string | number>) =>
  server().as(user).post<EnrollmentAddon[]>(`/api/portal/enrollment/manageEnrollments/${action}`, { query });

/** Honda dealers nobody's demo login acts for, not outstanding, in the given status, by code. */
async function hondaDealers(status: DealerStatus, count = 1): Promise<{ id: number; code: string }[]> {
  const rows = await server()
    .db.selectFrom('dealers')
    .select(['id', 'code'])
    .where('oemId', '=', HONDA)
    .where('status', '=', status)
    .where('outstandingAccount', '=', false)
    .where('code', 'not in', DEMO_DEALERS)
    .orderBy('code')
    .execute();
  expect(rows.length, `Honda dealers in ${status}`).toBeGreaterThanOrEqual(count);
  return rows;
}

const dealerRow = (code: string) =>
  server().db.selectFrom('dealers').select(['id', 'status', 'inactivationType', 'statusReason']).where('code', '=', code).executeTakeFirstOrThrow();

const lastDealerHistory = (dealerId: number) =>
  server().db.selectFrom('dealerStatusHistory').selectAll().where('dealerId', '=', dealerId).orderBy('id', 'desc').executeTakeFirstOrThrow();

const userId = async (login: string) => (await server().db.selectFrom('users').select('id').where('loginName', '=', login).executeTakeFirstOrThrow()).id;

/** Answers a refused request with `status` and shows that nothing at all changed. */
async function refusedWithoutChange<T>(status: number, call: () => Promise<{ status: number; body: T }>): Promise<T> {
  const before = await databaseFingerprint(server().db);
  const res = await call();
  expect(res.status).toBe(status);
  expect(await databaseFingerprint(server().db)).toEqual(before);
  return res.body;
}

describe('POST /api/portal/enrollments/dealer/{dlCode}/{type}', () => {
  it('deactivates with an inactivation type and a reason, writes the history and reactivates', async () => {
    const [dealer] = await hondaDealers('ACTIVE');
    const reason = 'Store closed for renovation';
    const res = await dealerAction('admin', dealer!.code, 'deactivate', { inactivationType: 'INACTIVATION', stateChangedReason: `  ${reason} ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: dealer!.code, status: 'INACTIVE', inactivationType: 'INACTIVATION', statusReason: reason });
    expect(await dealerRow(dealer!.code)).toMatchObject({ status: 'INACTIVE', inactivationType: 'INACTIVATION', statusReason: reason });
    expect(await lastDealerHistory(dealer!.id)).toMatchObject({
      action: 'deactivate',
      fromStatus: 'ACTIVE',
      toStatus: 'INACTIVE',
      inactivationType: 'INACTIVATION',
      reason,
      changedByUserId: await userId('admin'),
      impersonatorLogin: null,
    });
    const read = await server().as('admin').get<Dealer>(`/api/portal/enrollments/dealer/${dealer!.code}`);
    expect(read.body.status).toBe('INACTIVE');

    const back = await dealerAction('admin', dealer!.code, 'reactivate');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'ACTIVE', inactivationType: null, statusReason: null });
    expect(await lastDealerHistory(dealer!.id)).toMatchObject({ action: 'reactivate', fromStatus: 'INACTIVE', toStatus: 'ACTIVE' });
  });

  it('walks pause, reactivate, hold, enable and opt out as OEM staff of the dealer’s OEM', async () => {
    const [dealer] = await hondaDealers('ACTIVE', 2).then((rows) => rows.slice(1));
    const steps: [string, DealerStatus][] = [['pause', 'PAUSED'], ['reactivate', 'ACTIVE'], ['hold', 'ON_HOLD'], ['enable', 'ACTIVE'], ['optOut', 'OPTED_OUT'], ['enable', 'ACTIVE']];
    let from: DealerStatus = 'ACTIVE';
    for (const [action, to] of steps) {
      const res = await dealerAction('oem', dealer!.code, action, { stateChangedReason: `Requested: ${action}` });
      expect(res.status, action).toBe(200);
      expect(res.body.status, action).toBe(to);
      expect(await lastDealerHistory(dealer!.id), action).toMatchObject({ action, fromStatus: from, toStatus: to, reason: `Requested: ${action}`, changedByUserId: await userId('oem') });
      from = to;
    }
  });

  it('cancels for good: the dealer’s programs are unenrolled and its add-ons and packages ended, with history', async () => {
    const candidates = await hondaDealers('ACTIVE');
    let chosen: { id: number; code: string } | undefined;
    for (const candidate of candidates) {
      const live = await server().db.selectFrom('addonEnrollments').select('id').where('dealerId', '=', candidate.id).where('status', 'in', ['Subscribed', 'Subscription Pending']).execute();
      if (live.length > 0) {
        chosen = candidate;
        break;
      }
    }
    expect(chosen, 'an ACTIVE Honda dealer with live add-ons').toBeDefined();
    const dealer = chosen!;
    const addonsBefore = await server().db.selectFrom('addonEnrollments').select(['id', 'status']).where('dealerId', '=', dealer.id).execute();

    const res = await dealerAction('admin', dealer.code, 'deactivate', { inactivationType: 'CANCELLATION', stateChangedReason: 'Dealership sold' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'CANCELLED', inactivationType: 'CANCELLATION' });

    const programs = await server().db.selectFrom('programEnrollments').select(['id', 'status']).where('dealerId', '=', dealer.id).execute();
    expect(programs.length).toBeGreaterThan(0);
    expect(programs.every((program) => program.status === 'UNENROLLED')).toBe(true);
    const addonsAfter = new Map(
      (await server().db.selectFrom('addonEnrollments').select(['id', 'status']).where('dealerId', '=', dealer.id).execute()).map((row) => [row.id, row.status]),
    );
    const expected: Record<SubscriptionStatus, SubscriptionStatus> = {
      Subscribed: 'Unsubscribed',
      'Termination Pending': 'Unsubscribed',
      'Subscription Pending': 'Cancelled',
      Unsubscribed: 'Unsubscribed',
      Cancelled: 'Cancelled',
    };
    for (const addon of addonsBefore) expect(addonsAfter.get(addon.id), `add-on enrollment ${addon.id}`).toBe(expected[addon.status]);
    const history = await server()
      .db.selectFrom('addonEnrollmentHistory')
      .select(['addonEnrollmentId', 'action', 'reason'])
      .where('addonEnrollmentId', 'in', addonsBefore.map((addon) => addon.id))
      .where('reason', '=', 'Dealership sold')
      .execute();
    expect(history.length).toBe(addonsBefore.filter((addon) => addon.status !== 'Unsubscribed' && addon.status !== 'Cancelled').length);
    const subscriptions = await server().db.selectFrom('subscriptions').select('status').where('dealerId', '=', dealer.id).execute();
    expect(subscriptions.every((subscription) => subscription.status === 'Unsubscribed' || subscription.status === 'Cancelled')).toBe(true);

    // CANCELLED is final.
    for (const action of ['reactivate', 'enable', 'pause']) {
      const body = await refusedWithoutChange(409, () => dealerAction('admin', dealer.code, action));
      expect((body as unknown as ErrorBody).code).toBe('invalid_transition');
    }
  });

  it('refuses an action that does not apply to the dealer’s status (409) and changes nothing', async () => {
    const [paused] = await hondaDealers('PAUSED');
    const body = (await refusedWithoutChange(409, () => dealerAction('admin', paused!.code, 'pause'))) as unknown as ErrorBody;
    expect(body.code).toBe('invalid_transition');
    expect(body.message).toBe(`Dealer ${paused!.code} cannot pause: pause applies to ACTIVE, not to PAUSED.`);
    const enable = (await refusedWithoutChange(409, () => dealerAction('admin', paused!.code, 'enable'))) as unknown as ErrorBody;
    expect(enable.message).toContain('enable applies to ON_HOLD, OPTED_OUT, not to PAUSED');
  });

  it('reports every bad field (400) and changes nothing', async () => {
    const [dealer] = await hondaDealers('ACTIVE');
    const missing = (await refusedWithoutChange(400, () => dealerAction('admin', dealer!.code, 'deactivate'))) as unknown as FieldErrors;
    expect(fields(missing)).toEqual(['query.inactivationType', 'query.stateChangedReason']);
    expect(missing.errors.every((error) => error.messageKey === 'REQUIRED_FIELD' && error.message === 'This field is required.')).toBe(true);

    const blank = (await refusedWithoutChange(400, () =>
      dealerAction('admin', dealer!.code, 'deactivate', { inactivationType: 'INACTIVATION', stateChangedReason: '   ' }),
    )) as unknown as FieldErrors;
    expect(blank.errors).toEqual([{ field: 'query.stateChangedReason', messageKey: 'REQUIRED_FIELD', message: 'This field is required.' }]);

    const long = (await refusedWithoutChange(400, () =>
      dealerAction('admin', dealer!.code, 'deactivate', { inactivationType: 'INACTIVATION', stateChangedReason: 'x'.repeat(REASON_MAX_LENGTH_EXCLUSIVE) }),
    )) as unknown as FieldErrors;
    expect(long.errors).toEqual([{ field: 'query.stateChangedReason', messageKey: 'REASON_TOO_LONG', message: 'Must be less than 255 characters' }]);
    // 254 characters is under the limit.
    const fits = await dealerAction('admin', dealer!.code, 'deactivate', { inactivationType: 'INACTIVATION', stateChangedReason: 'x'.repeat(REASON_MAX_LENGTH_EXCLUSIVE - 1) });
    expect(fits.status).toBe(200);
    expect((await dealerAction('admin', dealer!.code, 'reactivate')).status).toBe(200);

    const typed = (await refusedWithoutChange(400, () => dealerAction('admin', dealer!.code, 'pause', { inactivationType: 'CANCELLATION' }))) as unknown as FieldErrors;
    expect(typed.errors).toEqual([{ field: 'query.inactivationType', messageKey: 'UNKNOWN_PROPERTY', message: 'This field is not allowed.' }]);

    const unknown = (await refusedWithoutChange(400, () =>
      dealerAction('admin', dealer!.code, 'explode', { inactivationType: 'SOMETIMES' }),
    )) as unknown as FieldErrors;
    expect(fields(unknown)).toEqual(['path.type', 'query.inactivationType']);
  });

  it('refuses reactivate and enable for an outstanding account with the spec’s message, but lets billing hold or deactivate it', async () => {
    const [dealer] = await hondaDealers('ACTIVE', 3).then((rows) => rows.slice(2));
    await server().db.updateTable('dealers').set({ outstandingAccount: true }).where('id', '=', dealer!.id).execute();
    expect((await dealerAction('admin', dealer!.code, 'hold')).body.status).toBe('ON_HOLD');
    const enable = (await refusedWithoutChange(409, () => dealerAction('admin', dealer!.code, 'enable'))) as unknown as ErrorBody;
    expect(enable).toEqual({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });
    const deactivated = await dealerAction('admin', dealer!.code, 'deactivate', { inactivationType: 'INACTIVATION', stateChangedReason: 'Unpaid invoices' });
    expect(deactivated.body.status).toBe('INACTIVE');
    const reactivate = (await refusedWithoutChange(409, () => dealerAction('admin', dealer!.code, 'reactivate'))) as unknown as ErrorBody;
    expect(reactivate).toEqual({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });
  });

  it('answers 401 without a token, 403 to dealers, editors and another OEM’s staff, 404 for an unknown dealer', async () => {
    const [dealer] = await hondaDealers('ACTIVE');
    await refusedWithoutChange(401, () => server().post(`/api/portal/enrollments/dealer/${dealer!.code}/pause`));
    // A dealer may not change even its own status; an editor nobody's.
    await refusedWithoutChange(403, () => dealerAction('dealer', 'HON0001', 'pause'));
    await refusedWithoutChange(403, () => dealerAction('dealer', dealer!.code, 'pause'));
    await refusedWithoutChange(403, () => dealerAction('editor', dealer!.code, 'pause'));
    await refusedWithoutChange(403, () => dealerAction('oem', 'ACU0002', 'pause'));
    // An admin impersonating a dealer acts for that dealer only.
    await refusedWithoutChange(403, () => dealerAction('admin', dealer!.code, 'pause', {}, 'dealer'));
    const unknown = (await refusedWithoutChange(404, () => dealerAction('admin', 'NOPE0000', 'pause'))) as unknown as ErrorBody;
    expect(unknown.code).toBe('not_found');
  });
});

describe('POST /api/portal/enrollments/programs/{action}', () => {
  /** An ACTIVE Honda dealer's enrollment in a program, in `status`. */
  async function enrollment(status: ProgramStatus, skip: readonly string[] = []) {
    const row = await server()
      .db.selectFrom('programEnrollments')
      .innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId')
      .select(['dealers.id as dealerId', 'dealers.code', 'programEnrollments.programId', 'programEnrollments.id'])
      .where('dealers.oemId', '=', HONDA)
      .where('dealers.status', '=', 'ACTIVE')
      .where('dealers.outstandingAccount', '=', false)
      .where('dealers.code', 'not in', [...DEMO_DEALERS, ...skip])
      .where('programEnrollments.status', '=', status)
      .orderBy('dealers.code')
      .orderBy('programEnrollments.programId')
      .executeTakeFirst();
    expect(row, `an enrollment in ${status}`).toBeDefined();
    return row!;
  }

  const history = (programEnrollmentId: number) =>
    server().db.selectFrom('programEnrollmentHistory').selectAll().where('programEnrollmentId', '=', programEnrollmentId).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('pauses and resumes a program with a change-state reason, answering the dealer’s row and writing history', async () => {
    const row = await enrollment('ENROLLED');
    const paused = await programAction('admin', 'pause', { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'Budget review' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ dealerCode: row.code, programId: row.programId, programStatus: 'PAUSED', status: 'ACTIVE' });
    expect(Array.isArray(paused.body.addons)).toBe(true);
    expect(await history(row.id)).toMatchObject({ action: 'pause', fromStatus: 'ENROLLED', toStatus: 'PAUSED', reason: 'Budget review', changedByUserId: await userId('admin') });
    const stored = await server().db.selectFrom('programEnrollments').select(['status', 'statusReason']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'PAUSED', statusReason: 'Budget review' });

    const resumed = await programAction('oem', 'resume', { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'Budget approved' });
    expect(resumed.body.programStatus).toBe('ENROLLED');
    expect(await history(row.id)).toMatchObject({ action: 'resume', fromStatus: 'PAUSED', toStatus: 'ENROLLED', changedByUserId: await userId('oem') });
  });

  it('unenrolls, then enrolls again dated today; enrolls a dealer in a program it was never in', async () => {
    const row = await enrollment('ENROLLED');
    expect((await programAction('admin', 'unenroll', { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'Left' })).body.programStatus).toBe('UNENROLLED');
    const again = await programAction('admin', 'enroll', { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'Back' });
    expect(again.body).toMatchObject({ programStatus: 'ENROLLED', enrolledDate: centralToday() });

    const programs = await server().db.selectFrom('programs').select('id').where('oemId', '=', HONDA).execute();
    const held = await server().db.selectFrom('programEnrollments').select('programId').where('dealerId', '=', row.dealerId).execute();
    const fresh = programs.find((program) => !held.some((h) => h.programId === program.id));
    expect(fresh, 'a Honda program the dealer is not in').toBeDefined();
    const created = await programAction('admin', 'enroll', { dealerCode: row.code, programId: fresh!.id, programChangeStateReason: 'New program' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ programId: fresh!.id, programStatus: 'ENROLLED', enrolledDate: centralToday(), addons: [] });
    const enrollmentId = (await server().db.selectFrom('programEnrollments').select('id').where('dealerId', '=', row.dealerId).where('programId', '=', fresh!.id).executeTakeFirstOrThrow()).id;
    expect(await history(enrollmentId)).toMatchObject({ action: 'enroll', fromStatus: null, toStatus: 'ENROLLED', reason: 'New program' });
  });

  it('refuses an action that does not apply (409) and changes nothing', async () => {
    const row = await enrollment('ENROLLED');
    const body = (await refusedWithoutChange(409, () =>
      programAction('admin', 'resume', { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'Again' }),
    )) as unknown as ErrorBody;
    expect(body.code).toBe('invalid_transition');
    expect(body.message).toContain('resume applies to PAUSED, not to ENROLLED.');
  });

  it('refuses enroll and resume for an outstanding account (spec message) or a dealer that is not ACTIVE', async () => {
    const row = await enrollment('UNENROLLED');
    await server().db.updateTable('dealers').set({ outstandingAccount: true }).where('id', '=', row.dealerId).execute();
    const outstanding = (await refusedWithoutChange(409, () =>
      programAction('admin', 'enroll', { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'Return' }),
    )) as unknown as ErrorBody;
    expect(outstanding).toEqual({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });
    await server().db.updateTable('dealers').set({ outstandingAccount: false, status: 'PAUSED' }).where('id', '=', row.dealerId).execute();
    const paused = (await refusedWithoutChange(409, () =>
      programAction('admin', 'enroll', { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'Return' }),
    )) as unknown as ErrorBody;
    expect(paused.code).toBe('invalid_transition');
    expect(paused.message).toContain(`Dealer ${row.code} is PAUSED`);
    await server().db.updateTable('dealers').set({ status: 'ACTIVE' }).where('id', '=', row.dealerId).execute();
  });

  it('reports every bad field (400), another OEM’s program as not found (404), and changes nothing', async () => {
    const row = await enrollment('ENROLLED');
    const missing = (await refusedWithoutChange(400, () => programAction('admin', 'pause', { dealerCode: row.code }))) as unknown as FieldErrors;
    expect(fields(missing)).toEqual(['query.programChangeStateReason', 'query.programId']);
    const blank = (await refusedWithoutChange(400, () =>
      programAction('admin', 'pause', { dealerCode: row.code, programId: row.programId, programChangeStateReason: ' ' }),
    )) as unknown as FieldErrors;
    expect(blank.errors).toEqual([{ field: 'query.programChangeStateReason', messageKey: 'REQUIRED_FIELD', message: 'This field is required.' }]);
    const long = (await refusedWithoutChange(400, () =>
      programAction('admin', 'pause', { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'y'.repeat(300) }),
    )) as unknown as FieldErrors;
    expect(long.errors.map((error) => error.message)).toEqual(['Must be less than 255 characters']);
    const unknownAction = (await refusedWithoutChange(400, () =>
      programAction('admin', 'restart', { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'x' }),
    )) as unknown as FieldErrors;
    expect(fields(unknownAction)).toEqual(['path.action']);

    const acuraProgram = await server().db.selectFrom('programs').select('id').where('oemId', '!=', HONDA).executeTakeFirstOrThrow();
    await refusedWithoutChange(404, () => programAction('admin', 'pause', { dealerCode: row.code, programId: acuraProgram.id, programChangeStateReason: 'x' }));
    await refusedWithoutChange(404, () => programAction('admin', 'pause', { dealerCode: row.code, programId: 999_999, programChangeStateReason: 'x' }));
  });

  it('answers 401 without a token and 403 to dealers, editors and another OEM’s staff', async () => {
    const row = await enrollment('ENROLLED');
    const query = { dealerCode: row.code, programId: row.programId, programChangeStateReason: 'x' };
    await refusedWithoutChange(401, () => server().post('/api/portal/enrollments/programs/pause', { query }));
    await refusedWithoutChange(403, () => programAction('dealer', 'pause', { ...query, dealerCode: 'HON0001' }));
    await refusedWithoutChange(403, () => programAction('editor', 'pause', query));
    const acura = await server().db.selectFrom('programEnrollments').innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId').select(['dealers.code', 'programEnrollments.programId']).where('dealers.oemId', '=', 2).executeTakeFirstOrThrow();
    await refusedWithoutChange(403, () => programAction('oem', 'pause', { dealerCode: acura.code, programId: acura.programId, programChangeStateReason: 'x' }));
  });
});

describe('POST /api/portal/enrollment/manageEnrollments/{action}', () => {
  /** Add-on enrollments of one ACTIVE, non-demo Honda dealer, in the given statuses. */
  async function addonsOf(statuses: SubscriptionStatus[], count = 1) {
    const rows = await server()
      .db.selectFrom('addonEnrollments')
      .innerJoin('dealers', 'dealers.id', 'addonEnrollments.dealerId')
      .select(['dealers.id as dealerId', 'dealers.code', 'addonEnrollments.id', 'addonEnrollments.status'])
      .where('dealers.oemId', '=', HONDA)
      .where('dealers.status', '=', 'ACTIVE')
      .where('dealers.outstandingAccount', '=', false)
      .where('dealers.code', 'not in', DEMO_DEALERS)
      .where('addonEnrollments.status', 'in', statuses)
      .orderBy('dealers.code')
      .orderBy('addonEnrollments.id')
      .execute();
    const byDealer = new Map<string, typeof rows>();
    for (const row of rows) byDealer.set(row.code, [...(byDealer.get(row.code) ?? []), row]);
    const found = [...byDealer.values()].find((list) => list.length >= count);
    expect(found, `a dealer with ${count} add-on enrollments in ${statuses.join('/')}`).toBeDefined();
    return found!.slice(0, count);
  }

  const addonHistory = (id: number) =>
    server().db.selectFrom('addonEnrollmentHistory').selectAll().where('addonEnrollmentId', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('approves pending add-on enrollments, answering them and writing history', async () => {
    const [pending] = await addonsOf(['Subscription Pending']);
    const res = await addonAction('admin', 'approve', { dealerCode: pending!.code, addonDealerMappingIds: String(pending!.id) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ addonDealerMappingId: pending!.id, status: 'Subscribed', scheduledDate: null })]);
    const stored = await server().db.selectFrom('addonEnrollments').select(['status', 'enrolledDate']).where('id', '=', pending!.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('Subscribed');
    expect(stored.enrolledDate).not.toBeNull();
    expect(await addonHistory(pending!.id)).toMatchObject({ action: 'approve', fromStatus: 'Subscription Pending', toStatus: 'Subscribed', changedByUserId: await userId('admin') });
  });

  it('terminates at a scheduled date (today or later), then cancels the termination', async () => {
    const subscribed = await addonsOf(['Subscribed'], 2);
    const ids = subscribed.map((row) => row.id).join(',');
    const code = subscribed[0]!.code;
    const date = '2099-01-31';
    const terminated = await addonAction('oem', 'terminate', { dealerCode: code, addonDealerMappingIds: ids, scheduledDate: date });
    expect(terminated.status).toBe(200);
    expect(terminated.body.map((addon) => [addon.addonDealerMappingId, addon.status, addon.scheduledDate])).toEqual(
      subscribed.map((row) => [row.id, 'Termination Pending', date]),
    );
    expect(await addonHistory(subscribed[0]!.id)).toMatchObject({ action: 'terminate', toStatus: 'Termination Pending', scheduledDate: date });

    const cancelled = await addonAction('oem', 'cancelTermination', { dealerCode: code, addonDealerMappingIds: ids, scheduledDate: date });
    expect(cancelled.body.every((addon) => addon.status === 'Subscribed' && addon.scheduledDate === null)).toBe(true);
  });

  it('needs a scheduled date of today or later to terminate (400) and changes nothing', async () => {
    const [subscribed] = await addonsOf(['Subscribed']);
    const query = { dealerCode: subscribed!.code, addonDealerMappingIds: String(subscribed!.id) };
    const missing = (await refusedWithoutChange(400, () => addonAction('admin', 'terminate', query))) as unknown as FieldErrors;
    expect(missing.errors).toEqual([{ field: 'query.scheduledDate', messageKey: 'REQUIRED_FIELD', message: 'This field is required.' }]);
    const past = (await refusedWithoutChange(400, () => addonAction('admin', 'terminate', { ...query, scheduledDate: '2020-01-01' }))) as unknown as FieldErrors;
    expect(past.errors).toEqual([{ field: 'query.scheduledDate', messageKey: 'MIN_VALUE', message: `Must be at least ${centralToday()}` }]);
    const malformed = (await refusedWithoutChange(400, () =>
      addonAction('admin', 'terminate', { dealerCode: subscribed!.code, addonDealerMappingIds: 'one,two', scheduledDate: '31/01/2099' }),
    )) as unknown as FieldErrors;
    expect(fields(malformed)).toEqual(['query.addonDealerMappingIds.0', 'query.addonDealerMappingIds.1', 'query.scheduledDate']);
  });

  it('answers "No related enrollments!" for ids that are none of the dealer’s, and changes nothing when only some are', async () => {
    const [mine] = await addonsOf(['Subscription Pending']);
    const other = await server().db.selectFrom('addonEnrollments').select('id').where('dealerId', '!=', mine!.dealerId).executeTakeFirstOrThrow();
    const none = (await refusedWithoutChange(404, () =>
      addonAction('admin', 'approve', { dealerCode: mine!.code, addonDealerMappingIds: `${other.id},999999` }),
    )) as unknown as ErrorBody;
    expect(none.message).toBe('No related enrollments!');
    const some = (await refusedWithoutChange(404, () =>
      addonAction('admin', 'approve', { dealerCode: mine!.code, addonDealerMappingIds: `${mine!.id},${other.id}` }),
    )) as unknown as ErrorBody;
    expect(some.message).toContain(String(other.id));
  });

  it('changes none when the action does not apply to one of them (409)', async () => {
    const pending = await addonsOf(['Subscription Pending', 'Subscribed'], 2);
    const statuses = new Set(pending.map((row) => row.status));
    // Approve applies to the pending one only, or to neither: either way nothing changes.
    const body = (await refusedWithoutChange(409, () =>
      addonAction('admin', statuses.size === 2 ? 'approve' : 'cancelTermination', { dealerCode: pending[0]!.code, addonDealerMappingIds: pending.map((row) => row.id).join(',') }),
    )) as unknown as ErrorBody;
    expect(body.code).toBe('invalid_transition');
    expect(body.message).toContain('none changed');
  });

  it('refuses approve for an outstanding account with the spec’s message, still allowing cancel', async () => {
    const pending = await addonsOf(['Subscription Pending']);
    const row = pending[0]!;
    await server().db.updateTable('dealers').set({ outstandingAccount: true }).where('id', '=', row.dealerId).execute();
    const body = (await refusedWithoutChange(409, () => addonAction('admin', 'approve', { dealerCode: row.code, addonDealerMappingIds: String(row.id) }))) as unknown as ErrorBody;
    expect(body).toEqual({ code: 'outstanding_account', message: OUTSTANDING_MESSAGE });
    const cancelled = await addonAction('admin', 'cancel', { dealerCode: row.code, addonDealerMappingIds: String(row.id) });
    expect(cancelled.body[0]?.status).toBe('Cancelled');
    await server().db.updateTable('dealers').set({ outstandingAccount: false }).where('id', '=', row.dealerId).execute();
  });

  it('answers 401 without a token and 403 to dealers, editors and another OEM’s staff', async () => {
    const [row] = await addonsOf(['Subscribed']);
    const query = { dealerCode: row!.code, addonDealerMappingIds: String(row!.id), scheduledDate: '2099-01-01' };
    await refusedWithoutChange(401, () => server().post('/api/portal/enrollment/manageEnrollments/terminate', { query }));
    await refusedWithoutChange(403, () => addonAction('dealer', 'terminate', { ...query, dealerCode: 'HON0001' }));
    await refusedWithoutChange(403, () => addonAction('editor', 'terminate', query));
    const acura = await server().db.selectFrom('addonEnrollments').innerJoin('dealers', 'dealers.id', 'addonEnrollments.dealerId').select(['dealers.code', 'addonEnrollments.id']).where('dealers.oemId', '=', 2).executeTakeFirstOrThrow();
    await refusedWithoutChange(403, () => addonAction('oem', 'terminate', { ...query, dealerCode: acura.code, addonDealerMappingIds: String(acura.id) }));
    // A Honda dealer code with an Acura dealer's enrollment id: not the dealer's.
    await refusedWithoutChange(404, () => addonAction('oem', 'terminate', { ...query, addonDealerMappingIds: String(acura.id) }));
  });
});
