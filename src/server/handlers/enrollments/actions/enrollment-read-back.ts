/**
 * What the program and add-on actions answer, read after the change commits: the dealer's
 * Manage Enrollments row for the program, and the add-on enrollments that changed.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';

type EnrollmentRow = components['schemas']['EnrollmentRow'];
type EnrollmentAddon = components['schemas']['EnrollmentAddon'];

function addonsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('addonEnrollments')
    .innerJoin('addons', 'addons.id', 'addonEnrollments.addonId')
    .select(['addonEnrollments.id as addonDealerMappingId', 'addonEnrollments.addonId', 'addons.name', 'addonEnrollments.status', 'addonEnrollments.scheduledDate']);
}

/** The add-on enrollments of these ids, in the order given. */
export async function addonEnrollmentsOf(db: Kysely<Database>, ids: readonly number[]): Promise<EnrollmentAddon[]> {
  const rows = await addonsQuery(db).where('addonEnrollments.id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.addonDealerMappingId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function enrollmentRowOf(db: Kysely<Database>, dealerId: number, programId: number): Promise<EnrollmentRow> {
  const [row, addons] = await Promise.all([
    db
      .selectFrom('programEnrollments')
      .innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId')
      .innerJoin('programs', 'programs.id', 'programEnrollments.programId')
      .leftJoin('regions', 'regions.id', 'dealers.regionId')
      .leftJoin('districts', 'districts.id', 'dealers.districtId')
      .select([
        'dealers.code as dealerCode',
        'dealers.name as dealerName',
        'programs.id as programId',
        'programs.name as programName',
        'regions.code as regionCode',
        'regions.name as regionName',
        'districts.code as districtCode',
        'districts.name as districtName',
        'dealers.status',
        'programEnrollments.status as programStatus',
        'programEnrollments.enrolledDate',
        'dealers.outstandingAccount',
        'dealers.testDealer',
      ])
      .where('programEnrollments.dealerId', '=', dealerId)
      .where('programEnrollments.programId', '=', programId)
      .executeTakeFirstOrThrow(),
    addonsQuery(db)
      .where('addonEnrollments.dealerId', '=', dealerId)
      .where('addonEnrollments.programId', '=', programId)
      .orderBy('addons.name')
      .orderBy('addonEnrollments.id')
      .execute(),
  ]);
  return { ...row, addons };
}
