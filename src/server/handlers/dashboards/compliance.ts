/**
 * Compliance: the completed dealer audits dated in the period (website DWCP audits, digital
 * retailing DRS audits, or both), their scores and verdicts, by week or month and by region.
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { bucketOfDate, fillBuckets, type PeriodWindow } from './dashboard-period.ts';
import type { DashboardScope } from './dashboard-scope.ts';
import { oneDecimal, rate } from './rates.ts';

type AuditType = components['schemas']['ComplianceAuditType'];

interface Counts {
  audits: number;
  dealersAudited: number;
  averageScore: string | null;
  compliant: number;
  withVerdict: number;
}

const COUNTS = sql`count(*)::int as audits, count(distinct r.dealer_id)::int as dealers_audited,
  avg(r.overall_score) as average_score,
  count(*) filter (where r.compliant)::int as compliant, count(r.compliant)::int as with_verdict`;

/** The scope's completed dealer audits of the period, as `r` with dealer `d` and region `g`. */
export function scopedAudits(window: PeriodWindow, scope: DashboardScope, auditType: AuditType | undefined) {
  return sql`compliance_reports r join dealers d on d.id = r.dealer_id left join regions g on g.id = d.region_id
    where r.kind = 'DEALER' and r.status = 'COMPLETED'
      and r.audit_date >= ${window.start}::date and r.audit_date <= ${window.end}::date
      and ${auditType ? sql`r.audit_type = ${auditType}` : sql`true`}
      and ${scope.dealerCondition('d')}`;
}

export async function complianceDashboard(db: Kysely<Database>, window: PeriodWindow, scope: DashboardScope, auditType: AuditType | undefined) {
  const audits = scopedAudits(window, scope, auditType);
  const [totals, trend, regions] = await Promise.all([
    sql<Counts>`select ${COUNTS} from ${audits}`.execute(db),
    sql<{ bucket: string; audits: number; averageScore: string | null }>`select ${bucketOfDate(window, 'r.audit_date')} as bucket,
        count(*)::int as audits, avg(r.overall_score) as average_score from ${audits} group by 1`.execute(db),
    sql<Counts & { regionName: string }>`select coalesce(g.name, '') as region_name, ${COUNTS} from ${audits} group by 1 order by 1`.execute(db),
  ]);
  const total = totals.rows[0];
  return {
    ...(auditType ? { auditType } : {}),
    figures: {
      audits: total?.audits ?? 0,
      dealersAudited: total?.dealersAudited ?? 0,
      averageScore: oneDecimal(total?.averageScore),
      compliantRate: rate(total?.compliant ?? 0, total?.withVerdict ?? 0),
    },
    trend: fillBuckets(
      window,
      trend.rows.map((row) => ({ bucket: row.bucket, audits: row.audits, averageScore: oneDecimal(row.averageScore) })),
      (bucket) => ({ bucket, audits: 0, averageScore: null }),
    ),
    regions: regions.rows.map((row) => ({
      regionName: row.regionName,
      audits: row.audits,
      dealersAudited: row.dealersAudited,
      averageScore: oneDecimal(row.averageScore),
      compliantRate: rate(row.compliant, row.withVerdict),
    })),
  };
}
