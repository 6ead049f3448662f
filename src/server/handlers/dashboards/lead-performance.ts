/**
 * Lead Performance: the period's leads by received time, how many were answered and how fast
 * (a response-time override counts instead of the measured time, as on the Lead Viewer), and
 * how many were sold; by week or month and by lead source.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { bucketOfInstant, fillBuckets, periodEndInstant, periodStartInstant, type PeriodWindow } from './dashboard-period.ts';
import type { DashboardScope } from './dashboard-scope.ts';
import { rate } from './rates.ts';

type Figures = components['schemas']['LeadPerformanceFigures'];
type TrendPoint = components['schemas']['LeadTrendPoint'];
type SourceRow = components['schemas']['LeadSourcePerformance'];

/** The leads of the period that the scope may see, as the alias `l` (with its dealer `d`). */
export function scopedLeads(window: PeriodWindow, scope: DashboardScope) {
  return sql`leads l join dealers d on d.id = l.dealer_id
    where l.received_at >= ${periodStartInstant(window)} and l.received_at < ${periodEndInstant(window)}
      and ${scope.dealerCondition('d')}`;
}

export const RESPONSE_SECONDS = sql`coalesce(l.response_time_override_seconds, l.response_time_seconds)`;

interface Counts {
  leads: number;
  responded: number;
  sold: number;
  averageResponseSeconds: number | null;
}

const COUNTS = sql`count(*)::int as leads,
  count(l.first_response_at)::int as responded,
  count(l.sold_at)::int as sold,
  round(avg(${RESPONSE_SECONDS}) filter (where l.first_response_at is not null))::int as average_response_seconds`;

export async function leadPerformance(db: Kysely<Database>, window: PeriodWindow, scope: DashboardScope) {
  const leads = scopedLeads(window, scope);
  const [totals, trend, sources] = await Promise.all([
    sql<Counts>`select ${COUNTS} from ${leads}`.execute(db),
    sql<TrendPoint>`select ${bucketOfInstant(window, 'l.received_at')} as bucket, count(*)::int as leads,
        count(l.first_response_at)::int as responded, count(l.sold_at)::int as sold
      from ${leads} group by 1`.execute(db),
    sql<Counts & { sourceName: string }>`select s.name as source_name, ${COUNTS}
      from leads l join dealers d on d.id = l.dealer_id join lead_sources s on s.id = l.lead_source_id
      where l.received_at >= ${periodStartInstant(window)} and l.received_at < ${periodEndInstant(window)}
        and ${scope.dealerCondition('d')}
      group by s.name order by leads desc, s.name`.execute(db),
  ]);
  const total = totals.rows[0] ?? { leads: 0, responded: 0, sold: 0, averageResponseSeconds: null };
  const figures: Figures = {
    leads: total.leads,
    responded: total.responded,
    responseRate: rate(total.responded, total.leads),
    averageResponseSeconds: total.averageResponseSeconds,
    sold: total.sold,
    closeRate: rate(total.sold, total.leads),
  };
  return {
    figures,
    trend: fillBuckets(window, trend.rows, (bucket) => ({ bucket, leads: 0, responded: 0, sold: 0 })),
    sources: sources.rows.map(
      (row): SourceRow => ({
        sourceName: row.sourceName,
        leads: row.leads,
        responseRate: rate(row.responded, row.leads),
        averageResponseSeconds: row.averageResponseSeconds,
        sold: row.sold,
        closeRate: rate(row.sold, row.leads),
      }),
    ),
  };
}
