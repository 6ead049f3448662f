/**
 * The Lead Viewer's filter choices: the vocabularies, the sources the caller's leads come from
 * and the default range, the 30 days up to today in Central Time.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { CREDIT_STATUSES, LEAD_STATUSES, LEAD_TYPES } from '../../db/vocabulary.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';
import { serverDateOf } from '../../kernel/server-date.ts';

type LeadFilterOptions = components['schemas']['LeadFilterOptions'];

const DEFAULT_RANGE_DAYS = 30;

export async function leadFilterOptions(db: Kysely<Database>, caller: Caller, now: Date): Promise<LeadFilterOptions> {
  // Sources are few: each is tested with one EXISTS over the caller's dealers' leads.
  const sources = await db
    .selectFrom('leadSources')
    .select('leadSources.name')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('leads')
          .innerJoin('dealers', 'dealers.id', 'leads.dealerId')
          .select('leads.id')
          .whereRef('leads.leadSourceId', '=', 'leadSources.id')
          .where((eb) => visibleDealers(caller)(eb)),
      ),
    )
    .orderBy('leadSources.name')
    .execute();
  return {
    leadTypes: [...LEAD_TYPES],
    sources: sources.map((source) => source.name),
    statuses: [...LEAD_STATUSES],
    creditStatuses: [...CREDIT_STATUSES],
    defaultReceivedDateFrom: calendarDaysBefore(serverDateOf(now), DEFAULT_RANGE_DAYS),
    defaultReceivedDateTo: serverDateOf(now),
  };
}

/**
 * A YYYY-MM-DD date some calendar days earlier. Counted on the calendar, not in 24-hour steps: a
 * range that spans a change of daylight saving time would otherwise lose a day at some hours.
 */
function calendarDaysBefore(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}
