/**
 * Digital Retail: the digital retailing (DRS) subscriptions active today (Subscribed) and those
 * that started in the period, by provider, with the average score of the period's DRS audits.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { PeriodWindow } from './dashboard-period.ts';
import type { DashboardScope } from './dashboard-scope.ts';
import { oneDecimal } from './rates.ts';
import { scopedAudits } from './compliance.ts';

interface ProviderCounts {
  providerName: string;
  dealers: number;
  activeSubscriptions: number;
  monthlyRevenue: string;
  newSubscriptions: number;
}

export async function digitalRetail(db: Kysely<Database>, window: PeriodWindow, scope: DashboardScope) {
  const subscriptions = sql`subscriptions s join packages p on p.id = s.package_id
    join offer_types t on t.id = p.offer_type_id join offer_providers o on o.id = p.offer_provider_id
    join dealers d on d.id = s.dealer_id
    where t.code = 'DRS' and ${scope.dealerCondition('d')}`;
  const isActive = sql`s.status = 'Subscribed'`;
  const isNew = sql`s.subscribed_date >= ${window.start}::date and s.subscribed_date <= ${window.end}::date`;
  const [providers, totals, audits] = await Promise.all([
    sql<ProviderCounts>`select o.name as provider_name,
        count(distinct s.dealer_id) filter (where ${isActive})::int as dealers,
        count(*) filter (where ${isActive})::int as active_subscriptions,
        coalesce(sum(s.monthly_price) filter (where ${isActive}), 0) as monthly_revenue,
        count(*) filter (where ${isNew})::int as new_subscriptions
      from ${subscriptions} group by o.name order by active_subscriptions desc, o.name`.execute(db),
    sql<{ subscribedDealers: number }>`select count(distinct s.dealer_id) filter (where ${isActive})::int as subscribed_dealers from ${subscriptions}`.execute(db),
    sql<{ averageScore: string | null }>`select avg(r.overall_score) as average_score from ${scopedAudits(window, scope, 'DRS')}`.execute(db),
  ]);
  const rows = providers.rows
    .map((row) => ({ ...row, monthlyRevenue: Number(row.monthlyRevenue) }))
    .filter((row) => row.activeSubscriptions > 0 || row.newSubscriptions > 0);
  return {
    figures: {
      subscribedDealers: totals.rows[0]?.subscribedDealers ?? 0,
      activeSubscriptions: rows.reduce((total, row) => total + row.activeSubscriptions, 0),
      monthlyRevenue: Math.round(rows.reduce((total, row) => total + row.monthlyRevenue, 0) * 100) / 100,
      newSubscriptions: rows.reduce((total, row) => total + row.newSubscriptions, 0),
      averageAuditScore: oneDecimal(audits.rows[0]?.averageScore),
    },
    providers: rows,
  };
}
