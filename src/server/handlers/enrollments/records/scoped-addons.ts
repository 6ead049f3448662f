/**
 * The add-ons dealers can be enrolled in under the programs of some OEMs (or of one program),
 * each once, by name: the Manage Enrollments add-on filter and the add-on list; or the add-ons
 * one dealer has an enrollment of, whatever its status, which the add-on enrollment page offers.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { byName } from '../../lookups/by-name.ts';

type AddonOption = components['schemas']['AddonOption'];

/** `oems` null: every OEM; empty: none. */
export type AddonScope = { programId: number } | { oems: readonly number[] | null } | { dealerCode: string };

export async function scopedAddons(db: Kysely<Database>, scope: AddonScope): Promise<AddonOption[]> {
  if ('oems' in scope && scope.oems !== null && scope.oems.length === 0) return [];
  const query = db
    .selectFrom('addons')
    .select(['addons.id', 'addons.name'])
    .where(({ exists, selectFrom }) => {
      if ('dealerCode' in scope) {
        return exists(
          selectFrom('addonEnrollments')
            .innerJoin('dealers', 'dealers.id', 'addonEnrollments.dealerId')
            .select('addonEnrollments.addonId')
            .whereRef('addonEnrollments.addonId', '=', 'addons.id')
            .where('dealers.code', '=', scope.dealerCode),
        );
      }
      let offered = selectFrom('programAddons')
        .innerJoin('programs', 'programs.id', 'programAddons.programId')
        .select('programAddons.addonId')
        .whereRef('programAddons.addonId', '=', 'addons.id');
      if ('programId' in scope) offered = offered.where('programs.id', '=', scope.programId);
      else if (scope.oems !== null) offered = offered.where('programs.oemId', 'in', [...scope.oems]);
      return exists(offered);
    });
  return query.orderBy(byName('addons.name')).orderBy('addons.id').execute();
}
