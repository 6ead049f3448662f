/**
 * Whose records a dashboard counts and whether the caller may open it. The figures follow the
 * user the call acts as (an admin impersonating a dealer sees that dealer's dashboards): an
 * administrator every OEM, OEM staff their OEM, dealer and dealer-group users their dealers,
 * anyone else no dealer at all. A dashboard opens for an administrator, or for a user whose
 * biDashboards (their own, else their OEM's) list its key, as the header offers it.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import { roleKeysOf } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { forbidden } from '../../http/http-error.ts';

export type ScopeLevel = 'DEALER' | 'OEM' | 'ALL';

export interface DashboardScope {
  readonly level: ScopeLevel;
  /** null: every OEM. */
  readonly name: string | null;
  /** A condition on the dealer alias `d` (table dealers). */
  dealerCondition(alias?: string): RawBuilder<boolean>;
  /** A condition on the OEM id column of a table that has no dealer (users, event logs). */
  oemCondition(column: string): RawBuilder<boolean>;
}

const NAME_MAX = 250;

export async function dashboardScopeOf(db: Kysely<Database>, caller: Caller): Promise<DashboardScope> {
  const roles = roleKeysOf(caller);
  if (roles.has('admin')) {
    return { level: 'ALL', name: null, dealerCondition: () => sql<boolean>`true`, oemCondition: () => sql<boolean>`true` };
  }
  if (roles.has('oem') && caller.oemId !== null) {
    const oemId = caller.oemId;
    const oem = await db.selectFrom('oems').select('name').where('id', '=', oemId).executeTakeFirst();
    return {
      level: 'OEM',
      name: oem?.name ?? '',
      dealerCondition: (alias = 'd') => sql<boolean>`${sql.ref(`${alias}.oem_id`)} = ${oemId}`,
      oemCondition: (column) => sql<boolean>`${sql.ref(column)} = ${oemId}`,
    };
  }
  const dealerIds =
    roles.has('dealer') || roles.has('dealerGroup')
      ? await db
          .selectFrom('userDealers')
          .innerJoin('dealers', 'dealers.id', 'userDealers.dealerId')
          .select(['dealers.id', 'dealers.name'])
          .where('userDealers.userId', '=', caller.userId)
          .orderBy('dealers.code')
          .execute()
      : [];
  const ids = dealerIds.map((row) => row.id);
  const name = dealerIds.map((row) => row.name).join(', ');
  const inDealers = (column: string) => (ids.length === 0 ? sql<boolean>`false` : sql<boolean>`${sql.ref(column)} in (${sql.join(ids)})`);
  return {
    level: 'DEALER',
    name: name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name,
    dealerCondition: (alias = 'd') => inDealers(`${alias}.id`),
    // Users and events of a dealer's own people only: those linked to its dealers.
    oemCondition: () => sql<boolean>`false`,
  };
}

/** 403 unless the caller is an administrator or the header offers them this dashboard. */
export async function assertDashboardOpen(db: Kysely<Database>, caller: Caller, key: string): Promise<void> {
  if (roleKeysOf(caller).has('admin')) return;
  const row = await db
    .selectFrom('users')
    .innerJoin('oems', 'oems.id', 'users.oemId')
    .select(['users.biDashboards as own', 'oems.biDashboards as oem'])
    .where('users.id', '=', caller.userId)
    .executeTakeFirst();
  const listed = (row?.own ?? row?.oem ?? []).some((dashboard) => Object.hasOwn(dashboard, key));
  if (!listed) throw forbidden('This dashboard is not among your BI dashboards.');
}
