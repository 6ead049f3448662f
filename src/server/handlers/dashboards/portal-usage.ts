/**
 * Portal Usage: the active accounts in scope and who signed in during the period (their last
 * sign-in: the portal keeps no sign-in log), by role and by week or month, with the period's
 * impersonations of those users and their Contact Us messages.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { bucketOfInstant, fillBuckets, periodEndInstant, periodStartInstant, type PeriodWindow } from './dashboard-period.ts';
import type { DashboardScope } from './dashboard-scope.ts';

type RoleRow = components['schemas']['PortalUsageRole'];

export function scopedUsers(scope: DashboardScope) {
  return sql`users u where u.active and ${scope.oemCondition('u.oem_id')}`;
}

export function inPeriod(window: PeriodWindow, column: string) {
  return sql`${sql.ref(column)} >= ${periodStartInstant(window)} and ${sql.ref(column)} < ${periodEndInstant(window)}`;
}

/** Accounts by role: all, signed in during the period, never signed in; most accounts first. */
export async function usersByRole(db: Kysely<Database>, window: PeriodWindow, scope: DashboardScope): Promise<RoleRow[]> {
  const result = await sql<RoleRow>`select u.role, count(*)::int as users,
      count(*) filter (where ${inPeriod(window, 'u.last_login_at')})::int as active_users,
      count(*) filter (where u.last_login_at is null)::int as never_signed_in
    from ${scopedUsers(scope)} group by u.role order by users desc, u.role`.execute(db);
  return result.rows;
}

export async function impersonationsStarted(db: Kysely<Database>, window: PeriodWindow, scope: DashboardScope): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::int as count from impersonation_sessions i
    left join users u on u.id = i.user_id
    where ${inPeriod(window, 'i.started_at')} and (${scope.level === 'ALL' ? sql`true` : sql`u.id is not null and ${scope.oemCondition('u.oem_id')}`})`.execute(db);
  return result.rows[0]?.count ?? 0;
}

export async function portalUsage(db: Kysely<Database>, window: PeriodWindow, scope: DashboardScope) {
  const [roles, trend, impersonations, messages] = await Promise.all([
    usersByRole(db, window, scope),
    sql<{ bucket: string; users: number }>`select ${bucketOfInstant(window, 'u.last_login_at')} as bucket, count(*)::int as users
      from ${scopedUsers(scope)} and ${inPeriod(window, 'u.last_login_at')} group by 1`.execute(db),
    impersonationsStarted(db, window, scope),
    sql<{ count: number }>`select count(*)::int as count from contact_messages c join users u on u.id = c.user_id
      where ${inPeriod(window, 'c.created_at')} and ${scope.oemCondition('u.oem_id')}`.execute(db),
  ]);
  const sum = (pick: (row: RoleRow) => number) => roles.reduce((total, row) => total + pick(row), 0);
  return {
    figures: {
      users: sum((row) => row.users),
      activeUsers: sum((row) => row.activeUsers),
      neverSignedIn: sum((row) => row.neverSignedIn),
      impersonations,
      contactMessages: messages.rows[0]?.count ?? 0,
    },
    trend: fillBuckets(window, trend.rows, (bucket) => ({ bucket, users: 0 })),
    roles,
  };
}
