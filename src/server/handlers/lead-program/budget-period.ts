/**
 * When a budget change takes effect (business-areas §4: "an increase or decrease takes effect
 * immediately; for non-admins a change applies from next month"), on the server's calendar:
 * US Central time (portal-shell §9), so a change made at 11 p.m. Central on the last day of a
 * month is a change of that month even though it is already the 1st in UTC.
 */
import { serverDateOf } from '../../kernel/server-date.ts';

export interface BudgetEffect {
  /** True when this month's budget changes now. */
  immediate: boolean;
  /** First day (YYYY-MM-DD, Central) the new budget applies. */
  effectiveFrom: string;
}

/** The first day of the month after a YYYY-MM-DD date. */
export function firstOfNextMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export function budgetEffectOf(changedByAdmin: boolean, now: Date): BudgetEffect {
  const today = serverDateOf(now);
  return changedByAdmin ? { immediate: true, effectiveFrom: today } : { immediate: false, effectiveFrom: firstOfNextMonth(today) };
}

/** True when a change waiting for `effectiveFrom` is in force on the server's today. */
export function isInForce(effectiveFrom: string, now: Date): boolean {
  return effectiveFrom <= serverDateOf(now);
}
