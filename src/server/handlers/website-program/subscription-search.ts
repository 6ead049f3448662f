/**
 * The Manage Website Program search and its CSV export: dealers' subscriptions matching the
 * filter bar (all combine with AND), held to what the caller may see (an admin every OEM, OEM
 * staff their own: lookups/caller-scope.ts), sorted by one whitelisted field.
 */
import type { Kysely } from 'kysely';
import { ADDON_WEBSITE_PROGRAM } from '../../../constants.ts';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { forbidden } from '../../http/http-error.ts';
import { inScope, oemScopeOf, visibleDealers } from '../../kernel/caller-scope.ts';
import { likePattern } from '../../kernel/like-pattern.ts';
import type { SortOrder } from '../../kernel/sort-order.ts';
import { subscriptionsFrom, toSubscription, type Subscription } from './subscription-records.ts';
import { pageWindow } from '../../kernel/page-window.ts';

export type WebsiteProgramFilters = components['schemas']['WebsiteProgramSearchRequest'];

const SORT_COLUMNS = {
  dealerCode: 'dealers.code',
  dealerName: 'dealers.name',
  regionCode: 'regions.code',
  districtCode: 'districts.code',
  packageName: 'packages.name',
  providerName: 'offerProviders.name',
  status: 'subscriptions.status',
  subscribedDate: 'subscriptions.subscribedDate',
  scheduledDate: 'subscriptions.scheduledDate',
  monthlyPrice: 'subscriptions.monthlyPrice',
} as const;

export type WebsiteProgramSortField = keyof typeof SORT_COLUMNS;
export const WEBSITE_PROGRAM_SORT_FIELDS = Object.keys(SORT_COLUMNS) as WebsiteProgramSortField[];
export const DEFAULT_WEBSITE_PROGRAM_ORDER: SortOrder<WebsiteProgramSortField> = { field: 'dealerName', direction: 'asc' };

export async function findWebsiteSubscriptions(
  db: Kysely<Database>,
  caller: Caller,
  filters: WebsiteProgramFilters,
  options: { order: SortOrder<WebsiteProgramSortField>; limit?: number; offset?: number },
): Promise<{ rows: Subscription[]; total: number }> {
  if (filters.oemId !== undefined && !inScope(await oemScopeOf(db, caller), filters.oemId)) {
    throw forbidden('You may not see the subscriptions of another OEM.');
  }
  let query = subscriptionsFrom(db)
    .where(visibleDealers(caller))
    .where('packages.programAddonId', '=', filters.programAddonId ?? ADDON_WEBSITE_PROGRAM);
  if (filters.oemId !== undefined) query = query.where('dealers.oemId', '=', filters.oemId);
  if (filters.regionCode) query = query.where('regions.code', '=', filters.regionCode);
  if (filters.districtCode) query = query.where('districts.code', '=', filters.districtCode);
  if (filters.statuses && filters.statuses.length > 0) query = query.where('subscriptions.status', 'in', filters.statuses);
  if (filters.offerProviderId !== undefined) query = query.where('packages.offerProviderId', '=', filters.offerProviderId);
  if (filters.offerTypeId !== undefined) query = query.where('packages.offerTypeId', '=', filters.offerTypeId);
  const dealer = filters.dealer?.trim();
  if (dealer) {
    const pattern = likePattern(dealer);
    query = query.where((eb) => eb.or([eb('dealers.code', 'ilike', pattern), eb('dealers.name', 'ilike', pattern)]));
  }

  const counted = query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
  let page = query.orderBy(SORT_COLUMNS[options.order.field], options.order.direction).orderBy('subscriptions.id');
  if (options.limit !== undefined) page = pageWindow(page, options.limit, options.offset);
  const [rows, count] = await Promise.all([page.execute(), options.limit !== undefined ? counted.executeTakeFirstOrThrow() : null]);
  return { rows: rows.map(toSubscription), total: count?.total ?? rows.length };
}
