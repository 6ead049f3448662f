/**
 * Set Budget (business-areas §3 budget details, §4, §5, §7): the dealer's programs, a
 * program's budget, a change with the spec's messages, the effective-month rule (an admin's
 * change now, anyone else's from next month) and the history of changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';
import { fieldsOf, messagesOf } from '../../support/field-errors.ts';
import { leadProgramOf } from './support.ts';

type Budget = components['schemas']['Budget'];
type BudgetUpdateResult = components['schemas']['BudgetUpdateResult'];
type DealerProgram = components['schemas']['DealerProgram'];

const server = useTestServer();
let programId: number;
const budgetPath = (dealerCode: string, id = programId) => `/api/portal/dealerProgramBudget/${dealerCode}/${id}`;
const central = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' });

beforeAll(async () => {
  ({ programId } = await leadProgramOf(server().db, 'HON0001'));
});

describe('GET dealerPrograms', () => {
  it('lists the programs the dealer is enrolled in, with the lead program billed against a budget', async () => {
    const res = await server().as('dealer').get<DealerProgram[]>('/api/portal/dealerPrograms/HON0001');
    expect(res.status).toBe(200);
    const lead = res.body.find((program) => program.programId === programId);
    expect(lead).toMatchObject({ hasBudget: true, status: 'ACTIVE' });
    expect(res.body.map((program) => program.programName)).toEqual([...res.body.map((program) => program.programName)].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses another dealer’s programs (403) and a call without a token (401)', async () => {
    expect((await server().as('dealer').get('/api/portal/dealerPrograms/HON0003')).status).toBe(403);
    expect((await server().get('/api/portal/dealerPrograms/HON0001')).status).toBe(401);
  });
});

describe('dealerProgramBudget', () => {
  it('answers the budget, the balance and the budget of the current month', async () => {
    const res = await server().as('dealer').get<Budget>(budgetPath('HON0001'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dealerCode: 'HON0001', programId, currency: 'USD' });
    expect(res.body.budget).toBeGreaterThan(0);
    expect(res.body.history.length).toBeGreaterThan(0);
  });

  it('a dealer’s change applies from next month: this month’s budget stays, the change is pending and in the history', async () => {
    const before = (await server().as('dealer').get<Budget>(budgetPath('HON0001'))).body;
    const res = await server().as('dealer').post<BudgetUpdateResult>(budgetPath('HON0001'), { form: { newBudget: '1499.50' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Budget updated successfully.');
    const today = central.format(server().clock.now());
    const [year, month] = today.split('-').map(Number) as [number, number];
    const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    expect(res.body.effectiveFrom).toBe(nextMonth);
    expect(res.body.budget).toMatchObject({
      budget: 1499.5,
      budgetForCurrentMonth: before.budgetForCurrentMonth,
      balance: before.balance,
      pendingBudget: 1499.5,
      pendingEffectiveFrom: nextMonth,
    });
    expect(res.body.budget.history[0]).toMatchObject({ changedBy: 'dealer', impersonatedBy: null, oldBudget: before.budget, newBudget: 1499.5, effectiveFrom: nextMonth });
  });

  it('the pending budget is in force once its month has come', async () => {
    await server().as('dealer').post(budgetPath('HON0001'), { form: { newBudget: '2000' } });
    // Its month has come: the waiting change's first day is today (moving the clock would expire the token).
    const { dealerId } = await leadProgramOf(server().db, 'HON0001');
    await server()
      .db.updateTable('budgets')
      .set({ pendingEffectiveFrom: central.format(server().clock.now()) })
      .where('dealerId', '=', dealerId)
      .where('programId', '=', programId)
      .execute();
    const res = await server().as('dealer').get<Budget>(budgetPath('HON0001'));
    expect(res.body).toMatchObject({ budget: 2000, budgetForCurrentMonth: 2000, balance: 2000, pendingBudget: null, pendingEffectiveFrom: null });
  });

  it('an admin’s change takes effect immediately, and the balance moves by the change', async () => {
    const before = (await server().as('admin').get<Budget>(budgetPath('HON0004'))).body;
    const res = await server().as('admin').post<BudgetUpdateResult>(budgetPath('HON0004'), { form: { newBudget: String(before.budgetForCurrentMonth + 100) } });
    expect(res.status).toBe(200);
    expect(res.body.effectiveFrom).toBe(central.format(server().clock.now()));
    expect(res.body.budget).toMatchObject({
      budget: before.budgetForCurrentMonth + 100,
      budgetForCurrentMonth: before.budgetForCurrentMonth + 100,
      balance: Math.round((before.balance + 100) * 100) / 100,
      pendingBudget: null,
    });
    expect(res.body.budget.history[0]).toMatchObject({ changedBy: 'admin' });
  });

  it('an admin acting as the dealer changes it immediately, recorded as the dealer with the admin named', async () => {
    const res = await server().as('admin', { impersonate: 'dealer' }).post<BudgetUpdateResult>(budgetPath('HON0001'), { form: { newBudget: '750' } });
    expect(res.status).toBe(200);
    expect(res.body.budget).toMatchObject({ budgetForCurrentMonth: 750, pendingBudget: null });
    expect(res.body.budget.history[0]).toMatchObject({ changedBy: 'dealer', impersonatedBy: 'admin' });
  });

  it.each(['-5', 'abc', '12.345', '', '1e3', '0012'])('refuses the budget %j with "Please enter valid value for budget" and changes nothing', async (newBudget) => {
    const before = await server().db.selectFrom('budgetHistory').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await server().as('dealer').post(budgetPath('HON0001'), { form: { newBudget } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['newBudget']);
    expect(messagesOf(res.body)).toEqual(['Please enter valid value for budget']);
    const after = await server().db.selectFrom('budgetHistory').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses another dealer (403), a program the dealer is not in (404), and a program without a budget (409)', async () => {
    expect((await server().as('dealer').post(budgetPath('HON0003'), { form: { newBudget: '10' } })).status).toBe(403);
    expect((await server().as('dealer').get(budgetPath('HON0001', 999_999))).status).toBe(404);
    const other = await server()
      .db.selectFrom('programEnrollments')
      .innerJoin('programs', 'programs.id', 'programEnrollments.programId')
      .innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId')
      .select('programs.id')
      .where('dealers.code', '=', 'HON0001')
      .where('programs.hasBudget', '=', false)
      .where('programEnrollments.status', '=', 'ENROLLED')
      .executeTakeFirstOrThrow();
    expect((await server().as('dealer').get(budgetPath('HON0001', other.id))).status).toBe(404);
    expect((await server().as('dealer').post(budgetPath('HON0001', other.id), { form: { newBudget: '10' } })).status).toBe(409);
  });

  it('refuses a change while the program is paused (409)', async () => {
    const { dealerId } = await leadProgramOf(server().db, 'HON0005');
    await server().db.updateTable('programEnrollments').set({ status: 'PAUSED' }).where('dealerId', '=', dealerId).where('programId', '=', programId).execute();
    const res = await server().as('admin').post(budgetPath('HON0005'), { form: { newBudget: '10' } });
    expect(res.status).toBe(409);
  });
});
