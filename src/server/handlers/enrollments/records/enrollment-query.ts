/**
 * The query behind the Manage Enrollments table and its CSV export: a dealer's enrollment in a
 * program per row, limited to the dealers the caller may see (kernel/caller-scope.ts), narrowed by the
 * filters, in the requested order, with the row's add-on enrollments (all, or the one add-on
 * the `addonId` filter names) gathered in the same statement. The total is counted apart, on the two tables the filters need: a window count
 * in the page query would make PostgreSQL read and sort every row for every page, while the
 * default order (dealer code) can otherwise walk the code index and stop after one page
 * (measured on the embedded database: about half the time per page).
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';
import type { Results } from '../../../db/result-cache.ts';
import type { SubscriptionStatus } from '../../../db/vocabulary.ts';
import { byName } from '../../lookups/by-name.ts';
import { visibleDealers } from '../../../kernel/caller-scope.ts';
import { likePattern } from '../../../kernel/like-pattern.ts';
import type { SortOrder } from '../../../kernel/sort-order.ts';
import { pageWindow } from '../../../kernel/page-window.ts';
import type { EnrollmentFilters } from './enrollment-filters.ts';

type EnrollmentAddon = components['schemas']['EnrollmentAddon'];
export type EnrollmentRow = components['schemas']['EnrollmentRow'];

/** An add-on enrollment the dealer is in: Unsubscribed and Cancelled ones are over. */
export const CURRENT_ADDON_STATUSES: readonly SubscriptionStatus[] = ['Subscription Pending', 'Subscribed', 'Termination Pending'];

export const ENROLLMENT_SORT_FIELDS = [
  'dealerCode',
  'dealerName',
  'programName',
  'regionCode',
  'districtCode',
  'status',
  'programStatus',
  'enrolledDate',
] as const;
export type EnrollmentSortField = (typeof ENROLLMENT_SORT_FIELDS)[number];
export const DEFAULT_ENROLLMENT_ORDER: SortOrder<EnrollmentSortField> = { field: 'dealerCode', direction: 'asc' };

const SORT_KEYS = {
  // Codes are letters, digits, _ and - (DealerCode): ordered as stored, so the unique index serves it.
  dealerCode: sql.ref('dealers.code'),
  dealerName: byName('dealers.name'),
  programName: byName('programs.name'),
  regionCode: byName('regions.code'),
  districtCode: byName('districts.code'),
  status: sql.ref('dealers.status'),
  programStatus: sql.ref('programEnrollments.status'),
  enrolledDate: sql.ref('programEnrollments.enrolledDate'),
} as const satisfies Record<EnrollmentSortField, unknown>;

function filteredEnrollments(db: Kysely<Database>, caller: Caller, filters: EnrollmentFilters) {
  const visible = visibleDealers(caller);
  let rows = db
    .selectFrom('programEnrollments')
    .innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId')
    .where((eb) => visible(eb));
  if (filters.programId !== undefined) rows = rows.where('programEnrollments.programId', '=', filters.programId);
  // The row's dealer holds an enrollment in the add-on, in the row's program.
  const addonEnrollmentsOfRow = (eb: ExpressionBuilder<Database, 'programEnrollments' | 'dealers'>) =>
    eb
      .selectFrom('addonEnrollments')
      .select('addonEnrollments.id')
      .whereRef('addonEnrollments.dealerId', '=', 'programEnrollments.dealerId')
      .whereRef('addonEnrollments.programId', '=', 'programEnrollments.programId');
  if (filters.addonIds.length > 0) {
    const addonIds = [...filters.addonIds];
    rows = rows.where((eb) =>
      eb.exists(addonEnrollmentsOfRow(eb).where('addonEnrollments.addonId', 'in', addonIds).where('addonEnrollments.status', 'in', [...CURRENT_ADDON_STATUSES])),
    );
  }
  const { addonId } = filters;
  // At any status: the add-on's own screen shows its enrollment whatever stage it is at.
  if (addonId !== undefined) rows = rows.where((eb) => eb.exists(addonEnrollmentsOfRow(eb).where('addonEnrollments.addonId', '=', addonId)));
  const { regionCode, districtCode } = filters;
  if (regionCode !== undefined) {
    rows = rows.where('dealers.regionId', 'in', (eb) => eb.selectFrom('regions').select('regions.id').where('regions.code', '=', regionCode));
  }
  if (districtCode !== undefined) {
    rows = rows.where('dealers.districtId', 'in', (eb) => eb.selectFrom('districts').select('districts.id').where('districts.code', '=', districtCode));
  }
  if (filters.statuses.length > 0) rows = rows.where('dealers.status', 'in', [...filters.statuses]);
  if (filters.dealer !== undefined) {
    const pattern = likePattern(filters.dealer.toLowerCase());
    rows = rows.where((eb) =>
      eb.or([eb(eb.fn('lower', ['dealers.code']), 'like', pattern), eb(eb.fn('lower', ['dealers.name']), 'like', pattern)]),
    );
  }
  return rows;
}

const withAddons = <T extends { addons: EnrollmentAddon[] | null }>(row: T) => ({ ...row, addons: row.addons ?? [] });

export interface EnrollmentPageRequest {
  order: SortOrder<EnrollmentSortField>;
  /** Absent: every row (the export). */
  limit?: number;
  offset?: number;
}

/**
 * The rows of one page (or all of them), and how many rows match over all pages. A page and its
 * count are read through `results` (db/result-cache.ts): the table's first page, asked for on
 * every visit and refresh, is read from the database again only after one of its tables changed.
 * The export reads every row fresh.
 */
export async function findEnrollments(
  db: Kysely<Database>,
  caller: Caller,
  filters: EnrollmentFilters,
  request: EnrollmentPageRequest,
  results?: Results,
): Promise<{ rows: EnrollmentRow[]; total: number }> {
  const filtered = filteredEnrollments(db, caller, filters);
  const { field, direction } = request.order;
  const query = filtered
    .innerJoin('programs', 'programs.id', 'programEnrollments.programId')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId')
    .select((eb) => [
      'dealers.code as dealerCode',
      'dealers.name as dealerName',
      'programs.id as programId',
      'programs.name as programName',
      'regions.code as regionCode',
      'regions.name as regionName',
      'districts.code as districtCode',
      'districts.name as districtName',
      'dealers.status as status',
      'programEnrollments.status as programStatus',
      'programEnrollments.enrolledDate as enrolledDate',
      'dealers.outstandingAccount as outstandingAccount',
      'dealers.testDealer as testDealer',
      eb
        .selectFrom('addonEnrollments')
        .innerJoin('addons', 'addons.id', 'addonEnrollments.addonId')
        .whereRef('addonEnrollments.dealerId', '=', 'programEnrollments.dealerId')
        .whereRef('addonEnrollments.programId', '=', 'programEnrollments.programId')
        .$if(filters.addonId !== undefined, (qb) => qb.where('addonEnrollments.addonId', '=', filters.addonId!))
        .select(
          sql<EnrollmentAddon[]>`coalesce(jsonb_agg(jsonb_build_object(
            ${sql.lit('addonDealerMappingId')}, ${sql.ref('addonEnrollments.id')},
            ${sql.lit('addonId')}, ${sql.ref('addons.id')},
            ${sql.lit('name')}, ${sql.ref('addons.name')},
            ${sql.lit('status')}, ${sql.ref('addonEnrollments.status')},
            ${sql.lit('scheduledDate')}, ${sql.ref('addonEnrollments.scheduledDate')}
          ) order by lower(${sql.ref('addons.name')}), ${sql.ref('addons.id')}), '[]'::jsonb)`.as('addons'),
        )
        .as('addons'),
    ])
    // Empty values last either way; then dealer code and program order, so pages never overlap.
    .orderBy(SORT_KEYS[field], (ob) => (direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
    .orderBy('dealers.code')
    .orderBy('programs.position')
    .orderBy('programs.id');
  if (request.limit === undefined) {
    const rows = await query.execute();
    return { rows: rows.map(withAddons), total: rows.length };
  }
  const page = pageWindow(query, request.limit, request.offset);
  const count = filtered.select((eb) => eb.fn.countAll<string | number>().as('total'));
  const [rows, counted] = await Promise.all(results ? [results.rows(page), results.rows(count)] : [page.execute(), count.execute()]);
  return { rows: rows.map(withAddons), total: Number(counted[0]?.total ?? 0) };
}
