/** The lead program (SmartLeads) of a demo dealer, read from the seeded database. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema/database.ts';

export async function leadProgramOf(db: Kysely<Database>, dealerCode: string) {
  return db
    .selectFrom('programEnrollments')
    .innerJoin('programs', 'programs.id', 'programEnrollments.programId')
    .innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId')
    .select(['programs.id as programId', 'programs.name as programName', 'dealers.id as dealerId', 'programEnrollments.status'])
    .where('dealers.code', '=', dealerCode)
    .where('programs.leadProgram', '=', true)
    .executeTakeFirstOrThrow();
}
