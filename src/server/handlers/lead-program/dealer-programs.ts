/**
 * The programs a dealer is enrolled in, for the program selector of Set Budget and the
 * SmartLeads settings. A program the dealer left (UNENROLLED) is not listed: its budget and
 * settings can no longer be changed, and the enrollment screens keep its history.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { dealerByCode, programStatusShown } from './dealer-program.ts';

type DealerProgram = components['schemas']['DealerProgram'];

export interface ProgramChoice {
  leadProgram?: boolean;
  hasBudget?: boolean;
}

export async function dealerPrograms(db: Kysely<Database>, dealerCode: string, choice: ProgramChoice = {}): Promise<DealerProgram[]> {
  const dealer = await dealerByCode(db, dealerCode);
  let query = db
    .selectFrom('programEnrollments')
    .innerJoin('programs', 'programs.id', 'programEnrollments.programId')
    .select(['programs.id', 'programs.name', 'programs.hasBudget', 'programEnrollments.status', 'programEnrollments.enrolledDate'])
    .where('programEnrollments.dealerId', '=', dealer.id)
    .where('programEnrollments.status', '<>', 'UNENROLLED')
    .orderBy('programs.name');
  if (choice.leadProgram !== undefined) query = query.where('programs.leadProgram', '=', choice.leadProgram);
  if (choice.hasBudget !== undefined) query = query.where('programs.hasBudget', '=', choice.hasBudget);
  const rows = await query.execute();
  return rows.map((row) => ({
    programId: row.id,
    programName: row.name,
    status: programStatusShown(row.status, dealer.status),
    hasBudget: row.hasBudget,
    enrolledDate: row.enrolledDate,
  }));
}
