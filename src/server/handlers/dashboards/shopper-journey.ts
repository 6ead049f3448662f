/**
 * Shopper Journey: how far the period's shoppers (one per lead) got: contacted by the dealer (a
 * first response), in conversation (a recorded disposition), sold; by vehicle model.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { PeriodWindow } from './dashboard-period.ts';
import type { DashboardScope } from './dashboard-scope.ts';
import { scopedLeads } from './lead-performance.ts';
import { rate } from './rates.ts';

const MAX_MODELS = 100;

interface Counts {
  shoppers: number;
  contacted: number;
  engaged: number;
  sold: number;
}

const COUNTS = sql`count(*)::int as shoppers, count(l.first_response_at)::int as contacted,
  count(*) filter (where exists (select 1 from lead_dispositions x where x.lead_id = l.id))::int as engaged,
  count(l.sold_at)::int as sold`;

export async function shopperJourney(db: Kysely<Database>, window: PeriodWindow, scope: DashboardScope) {
  const leads = scopedLeads(window, scope);
  const [totals, models] = await Promise.all([
    sql<Counts>`select ${COUNTS} from ${leads}`.execute(db),
    sql<Counts & { vehicleModel: string }>`select coalesce(l.vehicle_model, '') as vehicle_model, ${COUNTS}
      from ${leads} group by 1 order by shoppers desc, 1 limit ${MAX_MODELS}`.execute(db),
  ]);
  const total = totals.rows[0] ?? { shoppers: 0, contacted: 0, engaged: 0, sold: 0 };
  return {
    figures: { ...total, conversionRate: rate(total.sold, total.shoppers) },
    models: models.rows.map((row) => ({
      vehicleModel: row.vehicleModel,
      shoppers: row.shoppers,
      contacted: row.contacted,
      sold: row.sold,
      conversionRate: rate(row.sold, row.shoppers),
    })),
  };
}
