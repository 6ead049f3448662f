/**
 * Server-paged dealer search for dealer pickers and the compliance screens: `term` in code or
 * name (case-insensitive, anywhere), narrowed by OEM, region and district, and always by what
 * the caller may see (kernel/caller-scope.ts). One query counts, one reads the page.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { AuditType } from '../../db/vocabulary.ts';
import { ADDON_WEBSITE_PROGRAM } from '../../../constants.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';
import { byName } from './by-name.ts';
import { likePattern } from '../../kernel/like-pattern.ts';
import { pageInfoOf, pageRequestOf } from '../../kernel/page-request.ts';
import { sortOrderOf } from '../../kernel/sort-order.ts';
import type { QueryOf } from '../../kernel/operation-handlers.ts';
import { pageWindow } from '../../kernel/page-window.ts';

type DealerSummaryPage = components['schemas']['DealerSummaryPage'];
type ComplianceDealerPage = components['schemas']['ComplianceDealerPage'];
/** The compliance search takes the same parameters, plus the audit type. */
type DealerSearchQuery = QueryOf<'searchDealers'>;

const SORT_FIELDS = ['code', 'name', 'status', 'region', 'district'] as const;
const SORT_COLUMNS = {
  code: byName('dealers.code'),
  name: byName('dealers.name'),
  status: byName('dealers.status'),
  region: byName('regions.name'),
  district: byName('districts.name'),
} as const;

function filteredDealers(db: Kysely<Database>, caller: Caller, query: DealerSearchQuery) {
  const visible = visibleDealers(caller);
  let dealers = db
    .selectFrom('dealers')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId')
    .where((eb) => visible(eb));
  if (query.term !== undefined) {
    const pattern = likePattern(query.term.trim().toLowerCase());
    dealers = dealers.where((eb) =>
      eb.or([eb(eb.fn('lower', ['dealers.code']), 'like', pattern), eb(eb.fn('lower', ['dealers.name']), 'like', pattern)]),
    );
  }
  if (query.oemId !== undefined) dealers = dealers.where('dealers.oemId', '=', query.oemId);
  if (query.regionId !== undefined) dealers = dealers.where('dealers.regionId', '=', query.regionId);
  if (query.districtId !== undefined) dealers = dealers.where('dealers.districtId', '=', query.districtId);
  return dealers;
}

function pagedDealers(db: Kysely<Database>, caller: Caller, query: DealerSearchQuery) {
  const paging = pageRequestOf(query);
  const order = sortOrderOf(query.sort, SORT_FIELDS, { field: 'name', direction: 'asc' });
  const filtered = filteredDealers(db, caller, query);
  const count = filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = filtered
    .select(['dealers.id', 'dealers.code', 'dealers.name', 'dealers.status', 'dealers.oemId', 'regions.name as region', 'districts.name as district'])
    // Nulls last either way, and the code breaks ties so pages never overlap.
    .orderBy(SORT_COLUMNS[order.field], (ob) => (order.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
    .orderBy('dealers.code')
    .$call((rows) => pageWindow(rows, paging.size, paging.offset));
  return { paging, count, rows };
}

const present = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export async function searchDealers(db: Kysely<Database>, caller: Caller, query: DealerSearchQuery): Promise<DealerSummaryPage> {
  const { paging, count, rows } = pagedDealers(db, caller, query);
  const [{ total }, dealers] = await Promise.all([count, rows.execute()]);
  return {
    content: dealers.map((dealer) => ({
      code: dealer.code,
      name: dealer.name,
      status: dealer.status,
      ...present('region', dealer.region),
      ...present('district', dealer.district),
      oemId: dealer.oemId,
    })),
    page: pageInfoOf(paging, Number(total)),
  };
}

/** Like searchDealers, with each dealer's website provider (DWCP enrollment) and last audit of the type. */
export async function searchComplianceDealers(
  db: Kysely<Database>,
  caller: Caller,
  auditType: AuditType,
  query: DealerSearchQuery,
): Promise<ComplianceDealerPage> {
  const { paging, count, rows } = pagedDealers(db, caller, query);
  const withAudit = rows.select((eb) => [
    eb
      .selectFrom('dwcpEnrollments')
      .select('dwcpEnrollments.websiteProviderName')
      .whereRef('dwcpEnrollments.dealerId', '=', 'dealers.id')
      // The website programs enrollment names the website provider; digital dealer's only when it is the one.
      .orderBy((o) => o.case().when('dwcpEnrollments.programAddonId', '=', ADDON_WEBSITE_PROGRAM).then(0).else(1).end())
      .limit(1)
      .as('websiteProvider'),
    eb
      .selectFrom('complianceReports')
      .select((s) => s.fn.max('complianceReports.auditDate').as('lastAudit'))
      .whereRef('complianceReports.dealerId', '=', 'dealers.id')
      .where('complianceReports.auditType', '=', auditType)
      .where('complianceReports.kind', '=', 'DEALER')
      // A draft is an audit in progress, not one the dealer has had.
      .where('complianceReports.status', '=', 'COMPLETED')
      .as('lastAuditDate'),
  ]);
  const [{ total }, dealers] = await Promise.all([count, withAudit.execute()]);
  return {
    content: dealers.map((dealer) => ({
      code: dealer.code,
      name: dealer.name,
      oemId: dealer.oemId,
      ...present('region', dealer.region),
      ...present('district', dealer.district),
      ...present('websiteProvider', dealer.websiteProvider),
      ...present('lastAuditDate', dealer.lastAuditDate),
    })),
    page: pageInfoOf(paging, Number(total)),
  };
}
