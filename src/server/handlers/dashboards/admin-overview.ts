/**
 * The Admin Portal overview (administrators only): accounts by role, the accounts locked now
 * after failed sign-ins, the impersonations and the integration errors of the period. The
 * server does not record its own failures in the database; its logs hold them, so "recent
 * errors" are the event log's ERROR entries (lead deliveries, payloads) an admin acts on.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import type { PeriodWindow } from './dashboard-period.ts';
import type { DashboardScope } from './dashboard-scope.ts';
import { impersonationsStarted, inPeriod, usersByRole } from './portal-usage.ts';

type LockedAccount = components['schemas']['LockedAccount'];
type ImpersonationRecord = components['schemas']['ImpersonationRecord'];
type RecentError = components['schemas']['RecentError'];
const MAX_ROWS = 100;

export async function adminOverview(db: Kysely<Database>, window: PeriodWindow, scope: DashboardScope, now: Date) {
  const [roles, impersonationCount, locked, impersonations, errors, errorCount] = await Promise.all([
    usersByRole(db, window, scope),
    impersonationsStarted(db, window, scope),
    sql<Omit<LockedAccount, 'lockedUntil'> & { lockedUntil: Date }>`select u.login_name, u.user_name, u.role, o.name as oem_name,
        u.failed_login_count, u.locked_until
      from users u join oems o on o.id = u.oem_id
      where u.locked_until > ${now} order by u.locked_until desc, u.login_name limit ${MAX_ROWS}`.execute(db),
    sql<{ id: number; adminLogin: string; userLogin: string; startedAt: Date; endedAt: Date | null }>`select i.id, i.admin_login, i.user_login,
        i.started_at, i.ended_at
      from impersonation_sessions i where ${inPeriod(window, 'i.started_at')}
      order by i.started_at desc, i.id desc limit ${MAX_ROWS}`.execute(db),
    sql<Omit<RecentError, 'receivedAt'> & { receivedAt: Date }>`select e.id, e.received_at, e.event_type, o.name as oem_name,
        d.code as dealer_code, e.message
      from event_logs e join oems o on o.id = e.oem_id left join dealers d on d.id = e.dealer_id
      where e.status = 'ERROR' and ${inPeriod(window, 'e.received_at')}
      order by e.received_at desc, e.id desc limit ${MAX_ROWS}`.execute(db),
    sql<{ count: number }>`select count(*)::int as count from event_logs e where e.status = 'ERROR' and ${inPeriod(window, 'e.received_at')}`.execute(db),
  ]);
  const lockedCount = await sql<{ count: number }>`select count(*)::int as count from users u where u.locked_until > ${now}`.execute(db);
  return {
    figures: {
      users: roles.reduce((total, row) => total + row.users, 0),
      activeUsers: roles.reduce((total, row) => total + row.activeUsers, 0),
      lockedUsers: lockedCount.rows[0]?.count ?? 0,
      impersonations: impersonationCount,
      errors: errorCount.rows[0]?.count ?? 0,
    },
    roles,
    lockedAccounts: locked.rows.map((row): LockedAccount => ({ ...row, lockedUntil: row.lockedUntil.toISOString() })),
    impersonations: impersonations.rows.map(
      (row): ImpersonationRecord => ({ ...row, startedAt: row.startedAt.toISOString(), endedAt: row.endedAt?.toISOString() ?? null }),
    ),
    recentErrors: errors.rows.map((row): RecentError => ({ ...row, receivedAt: row.receivedAt.toISOString() })),
  };
}
