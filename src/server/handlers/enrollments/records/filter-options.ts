/**
 * The Manage Enrollments filter bar (business-areas §3 "Program filter options: programs (id,
 * oemName; id -1 is the all entry), addons"), plus its regions, districts and statuses. Every
 * list holds what the caller may see; the chosen program narrows the add-ons and regions to
 * its own, the chosen region code gives the districts.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';
import { DEALER_STATUSES } from '../../../db/vocabulary.ts';
import { ValidationError, forbidden } from '../../../http/http-error.ts';
import { byName } from '../../lookups/by-name.ts';
import { inScope, oemScopeOf } from '../../../kernel/caller-scope.ts';
import { ALL_PROGRAMS_ID } from './enrollment-filters.ts';
import { fieldError } from '../../../kernel/field-errors.ts';
import { scopedAddons } from './scoped-addons.ts';

type EnrollmentFilterOptions = components['schemas']['EnrollmentFilterOptions'];
type EnrollmentFilterOptionsRequest = components['schemas']['EnrollmentFilterOptionsRequest'];

export const ALL_PROGRAMS_NAME = 'All Programs';

/** Case-insensitive by name, then by id: the order byName gives in SQL. */
const byNameThenId = <T extends { name: string; id: number }>(a: T, b: T) => {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};

/** One entry per code (the lowest id): the search filters by code, across OEMs. */
function onePerCode<T extends { code: string; id: number; name: string }>(rows: readonly T[]): T[] {
  const byCode = new Map<string, T>();
  for (const row of rows) {
    const kept = byCode.get(row.code);
    if (!kept || row.id < kept.id) byCode.set(row.code, row);
  }
  return [...byCode.values()].sort(byNameThenId);
}

export async function enrollmentFilterOptions(
  db: Kysely<Database>,
  caller: Caller,
  request: EnrollmentFilterOptionsRequest,
): Promise<EnrollmentFilterOptions> {
  const all = { id: ALL_PROGRAMS_ID, oemName: ALL_PROGRAMS_NAME };
  const statuses = [...DEALER_STATUSES];
  const scope = await oemScopeOf(db, caller);
  // Someone of no OEM (a CMS editor impersonated, say) has nothing to filter.
  if (scope !== null && scope.size === 0) return { programs: [all], addons: [], regions: [], districts: [], statuses };

  const chosenId = request.programId !== undefined && request.programId !== ALL_PROGRAMS_ID ? request.programId : undefined;
  /** The OEMs the add-ons, regions and districts come from; null: every OEM. */
  let oems: number[] | null = scope === null ? null : [...scope];
  if (chosenId !== undefined) {
    const program = await db.selectFrom('programs').select(['id', 'oemId']).where('id', '=', chosenId).executeTakeFirst();
    if (!program) throw new ValidationError([fieldError('programId', 'INVALID_VALUE', { message: `There is no program ${chosenId}.` })]);
    if (!inScope(scope, program.oemId)) throw forbidden('You may not see the programs of another OEM.');
    oems = [program.oemId];
  }

  let programs = db.selectFrom('programs').select(['id', 'name']);
  if (scope !== null) programs = programs.where('oemId', 'in', [...scope]);
  let regions = db.selectFrom('regions').select(['id', 'code', 'name', 'oemId']);
  if (oems !== null) regions = regions.where('oemId', 'in', oems);
  const regionCode = request.regionCode?.trim();
  let districts = db
    .selectFrom('districts')
    .innerJoin('regions', 'regions.id', 'districts.regionId')
    .select(['districts.id', 'districts.code', 'districts.name', 'districts.regionId'])
    .where('regions.code', '=', regionCode ?? '');
  if (oems !== null) districts = districts.where('regions.oemId', 'in', oems);

  const [programRows, addons, regionRows, districtRows] = await Promise.all([
    programs.orderBy(byName('name')).orderBy('id').execute(),
    scopedAddons(db, chosenId !== undefined ? { programId: chosenId } : { oems }),
    regions.execute(),
    regionCode ? districts.execute() : [],
  ]);
  return {
    programs: [all, ...programRows.map((program) => ({ id: program.id, oemName: program.name }))],
    addons,
    regions: onePerCode(regionRows),
    districts: onePerCode(districtRows),
    statuses,
  };
}
