/**
 * Retailer Performance: each active retailer (dealer) in scope with the period's leads, their
 * response rate and time, sales and audit score; totals, and leads by region for the chart.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { periodEndInstant, periodStartInstant, type PeriodWindow } from './dashboard-period.ts';
import type { DashboardScope } from './dashboard-scope.ts';
import { RESPONSE_SECONDS } from './lead-performance.ts';
import { oneDecimal, rate } from './rates.ts';

type Row = components['schemas']['RetailerPerformanceRow'];
const MAX_RETAILERS = 500;

interface RetailerCounts {
  dealerCode: string;
  dealerName: string;
  regionName: string;
  leads: number;
  responded: number;
  sold: number;
  responseSecondsSum: number | null;
  averageResponseSeconds: number | null;
  scoreSum: string | null;
  scored: number;
}

export async function retailerPerformance(db: Kysely<Database>, window: PeriodWindow, scope: DashboardScope) {
  const start = periodStartInstant(window);
  const end = periodEndInstant(window);
  // One row per retailer: its leads and its audits of the period, each aggregated on its own.
  const result = await sql<RetailerCounts>`
    with lead_counts as (
      select l.dealer_id, count(*)::int as leads, count(l.first_response_at)::int as responded, count(l.sold_at)::int as sold,
        sum(${RESPONSE_SECONDS}) filter (where l.first_response_at is not null)::float8 as response_seconds_sum
      from leads l join dealers d on d.id = l.dealer_id
      where l.received_at >= ${start} and l.received_at < ${end} and ${scope.dealerCondition('d')}
      group by l.dealer_id
    ), audit_scores as (
      select r.dealer_id, sum(r.overall_score) as score_sum, count(r.overall_score)::int as scored
      from compliance_reports r join dealers d on d.id = r.dealer_id
      where r.kind = 'DEALER' and r.status = 'COMPLETED' and r.audit_date >= ${window.start}::date and r.audit_date <= ${window.end}::date
        and ${scope.dealerCondition('d')}
      group by r.dealer_id
    )
    select d.code as dealer_code, d.name as dealer_name, coalesce(g.name, '') as region_name,
      coalesce(lc.leads, 0) as leads, coalesce(lc.responded, 0) as responded, coalesce(lc.sold, 0) as sold,
      lc.response_seconds_sum, round(lc.response_seconds_sum / nullif(lc.responded, 0))::int as average_response_seconds,
      a.score_sum, coalesce(a.scored, 0) as scored
    from dealers d left join regions g on g.id = d.region_id
      left join lead_counts lc on lc.dealer_id = d.id left join audit_scores a on a.dealer_id = d.id
    where d.status = 'ACTIVE' and not d.test_dealer and ${scope.dealerCondition('d')}
    order by leads desc, d.code`.execute(db);

  const rows = result.rows;
  const sum = (pick: (row: RetailerCounts) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const leads = sum((row) => row.leads);
  const responded = sum((row) => row.responded);
  const responseSeconds = sum((row) => row.responseSecondsSum ?? 0);
  const scored = sum((row) => row.scored);
  const scoreSum = sum((row) => Number(row.scoreSum ?? 0));

  const regions = new Map<string, { regionName: string; leads: number; sold: number }>();
  for (const row of rows) {
    const region = regions.get(row.regionName) ?? { regionName: row.regionName, leads: 0, sold: 0 };
    region.leads += row.leads;
    region.sold += row.sold;
    regions.set(row.regionName, region);
  }

  return {
    figures: {
      retailers: rows.length,
      leads,
      sold: sum((row) => row.sold),
      averageResponseSeconds: responded > 0 ? Math.round(responseSeconds / responded) : null,
      averageComplianceScore: scored > 0 ? oneDecimal(scoreSum / scored) : null,
    },
    regions: [...regions.values()].sort((a, b) => a.regionName.localeCompare(b.regionName)),
    retailers: rows.slice(0, MAX_RETAILERS).map(
      (row): Row => ({
        dealerCode: row.dealerCode,
        dealerName: row.dealerName,
        regionName: row.regionName,
        leads: row.leads,
        responseRate: rate(row.responded, row.leads),
        averageResponseSeconds: row.averageResponseSeconds,
        sold: row.sold,
        closeRate: rate(row.sold, row.leads),
        averageComplianceScore: row.scored > 0 ? oneDecimal(Number(row.scoreSum) / row.scored) : null,
      }),
    ),
  };
}
