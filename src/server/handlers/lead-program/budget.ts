/**
 * Set Budget (business-areas §3 budget details, §4 the effective-month rule, §7): a program's
 * monthly budget, what is left of it this month, and every change with who made it. Amounts
 * are computed in cents (money.ts); when a change takes effect is budget-period.ts.
 *
 * A non-admin's change waits in `pending_budget` until its month comes; the first read on or
 * after that day puts it in force (the month's budget and a fresh balance), so no scheduler is
 * needed for the roll-over and every screen sees the same answer.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { translateEnglish } from '../../../rules/core.ts';
import { budgetEffectOf, isInForce } from './budget-period.ts';
import { activeProgramOf, type DealerProgramRow } from './dealer-program.ts';
import { amountOf, centsOf, centsOfText } from './money.ts';

type Budget = components['schemas']['Budget'];
type BudgetUpdateResult = components['schemas']['BudgetUpdateResult'];

const currencyOf = (country: string): Budget['currency'] => (country === 'CA' ? 'CAD' : 'USD');

async function budgetRowOf(db: Kysely<Database>, program: DealerProgramRow, now: Date) {
  const row = await db
    .selectFrom('budgets')
    .selectAll()
    .where('dealerId', '=', program.dealer.id)
    .where('programId', '=', program.programId)
    .executeTakeFirst();
  if (!row || row.pendingBudget === null || row.pendingEffectiveFrom === null || !isInForce(row.pendingEffectiveFrom, now)) return row;
  // The waiting change's month has come: it is this month's budget now, with the month's full balance.
  return db
    .updateTable('budgets')
    .set({ budget: row.pendingBudget, budgetForCurrentMonth: row.pendingBudget, balance: row.pendingBudget, pendingBudget: null, pendingEffectiveFrom: null })
    .where('dealerId', '=', row.dealerId)
    .where('programId', '=', row.programId)
    .where('pendingEffectiveFrom', '=', row.pendingEffectiveFrom)
    .returningAll()
    .executeTakeFirst()
    .then((updated) => updated ?? row);
}

export async function budgetOf(db: Kysely<Database>, program: DealerProgramRow, now: Date): Promise<Budget | null> {
  if (!program.hasBudget) return null;
  const row = await budgetRowOf(db, program, now);
  const history = await db
    .selectFrom('budgetHistory')
    .leftJoin('users', 'users.id', 'budgetHistory.changedByUserId')
    .select(['budgetHistory.changedAt', 'users.loginName', 'budgetHistory.impersonatorLogin', 'budgetHistory.oldBudget', 'budgetHistory.newBudget', 'budgetHistory.effectiveFrom'])
    .where('budgetHistory.dealerId', '=', program.dealer.id)
    .where('budgetHistory.programId', '=', program.programId)
    .orderBy('budgetHistory.changedAt', 'desc')
    .orderBy('budgetHistory.id', 'desc')
    .execute();
  const amount = (value: number | string | null | undefined) => (value === null || value === undefined ? null : amountOf(centsOf(value)));
  return {
    dealerCode: program.dealer.code,
    programId: program.programId,
    budget: amount(row?.budget) ?? 0,
    balance: amount(row?.balance) ?? 0,
    budgetForCurrentMonth: amount(row?.budgetForCurrentMonth) ?? 0,
    currency: currencyOf(program.dealer.country),
    pendingBudget: amount(row?.pendingBudget),
    pendingEffectiveFrom: row?.pendingEffectiveFrom ?? null,
    history: history.map((change) => ({
      changedAt: change.changedAt.toISOString(),
      changedBy: change.loginName ?? '',
      impersonatedBy: change.impersonatorLogin,
      oldBudget: amount(change.oldBudget),
      newBudget: amount(change.newBudget) ?? 0,
      effectiveFrom: change.effectiveFrom,
    })),
  };
}

/** The budget details, 404 when the program is not billed against a budget. */
export async function requiredBudgetOf(db: Kysely<Database>, program: DealerProgramRow, now: Date): Promise<Budget> {
  const budget = await budgetOf(db, program, now);
  if (!budget) throw notFound(`The ${program.programName} program has no budget.`);
  return budget;
}

export async function updateBudget(
  db: Kysely<Database>,
  caller: Caller,
  dealerCode: string,
  programId: number,
  newBudget: string,
  now: Date,
): Promise<BudgetUpdateResult> {
  const program = await activeProgramOf(db, dealerCode, programId);
  if (!program.hasBudget) throw conflict(`The ${program.programName} program has no budget to change.`);
  const cents = centsOfText(newBudget);
  const effect = budgetEffectOf(caller.roles.has('admin'), now);
  const actor = actorOf(caller);
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('budgets')
      .selectAll()
      .where('dealerId', '=', program.dealer.id)
      .where('programId', '=', program.programId)
      .forUpdate()
      .executeTakeFirst();
    const oldCents = current ? centsOf(current.budget) : null;
    const monthCents = current ? centsOf(current.budgetForCurrentMonth) : 0;
    const balanceCents = current ? centsOf(current.balance) : 0;
    const values = effect.immediate
      ? // What was spent this month stays spent: the balance moves by the change of this month's budget.
        { budget: amountOf(cents), budgetForCurrentMonth: amountOf(cents), balance: amountOf(balanceCents + cents - monthCents), pendingBudget: null, pendingEffectiveFrom: null }
      : { budget: amountOf(cents), budgetForCurrentMonth: amountOf(monthCents), balance: amountOf(balanceCents), pendingBudget: amountOf(cents), pendingEffectiveFrom: effect.effectiveFrom };
    await trx
      .insertInto('budgets')
      .values({ dealerId: program.dealer.id, programId: program.programId, ...values, updatedAt: now, updatedByUserId: actor.userId })
      .onConflict((oc) => oc.columns(['dealerId', 'programId']).doUpdateSet({ ...values, updatedAt: now, updatedByUserId: actor.userId }))
      .execute();
    await trx
      .insertInto('budgetHistory')
      .values({
        dealerId: program.dealer.id,
        programId: program.programId,
        oldBudget: oldCents === null ? null : amountOf(oldCents),
        newBudget: amountOf(cents),
        effectiveFrom: effect.effectiveFrom,
        changedByUserId: actor.userId,
        impersonatorLogin: actor.impersonatorLogin,
        changedAt: now,
      })
      .execute();
  });
  return {
    success: true,
    message: translateEnglish('BUDGET_UPDATED'),
    budget: await requiredBudgetOf(db, program, now),
    effectiveFrom: effect.effectiveFrom,
  };
}
