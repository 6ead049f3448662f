/**
 * The dealer and program a lead-program call names, checked once: 404 when the dealer or its
 * enrollment in the program does not exist, 409 (activeProgramOf) when a change is asked of a
 * program that is not active. The route loader has already checked that the caller may act
 * for the dealer (`x-dealer-scope`).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import type { Country, ProgramStatus } from '../../db/vocabulary.ts';
import { conflict, notFound } from '../../http/http-error.ts';

type DealerStatus = components['schemas']['DealerStatus'];

export interface ProgramDealer {
  id: number;
  code: string;
  name: string;
  oemId: number;
  country: Country;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface DealerProgramRow {
  dealer: ProgramDealer;
  programId: number;
  programName: string;
  hasBudget: boolean;
  leadProgram: boolean;
  programStatus: ProgramStatus;
  enrolledDate: string | null;
}

/**
 * The contract shows a dealer's program with the dealer statuses (DealerProgram.status). The
 * enrollment's own states map onto them: enrolled is ACTIVE, paused PAUSED, pending (waiting
 * for approval) ON_HOLD, unenrolled INACTIVE; a dealer that is itself not ACTIVE makes every
 * one of its programs take the dealer's status.
 */
export function programStatusShown(programStatus: ProgramStatus, dealerStatus: DealerStatus): DealerStatus {
  if (dealerStatus !== 'ACTIVE') return dealerStatus;
  switch (programStatus) {
    case 'ENROLLED':
      return 'ACTIVE';
    case 'PAUSED':
      return 'PAUSED';
    case 'PENDING':
      return 'ON_HOLD';
    case 'UNENROLLED':
      return 'INACTIVE';
  }
}

export async function dealerByCode(db: Kysely<Database>, dealerCode: string): Promise<ProgramDealer & { status: DealerStatus }> {
  const dealer = await db
    .selectFrom('dealers')
    .select(['id', 'code', 'name', 'oemId', 'country', 'zip', 'latitude', 'longitude', 'status'])
    .where('code', '=', dealerCode)
    .executeTakeFirst();
  if (!dealer) throw notFound(`No dealer has the code ${dealerCode}.`);
  return dealer;
}

/** The dealer's enrollment in the program; 404 when the dealer is not enrolled in it. */
export async function dealerProgramOf(db: Kysely<Database>, dealerCode: string, programId: number): Promise<DealerProgramRow & { status: DealerStatus }> {
  const dealer = await dealerByCode(db, dealerCode);
  const row = await db
    .selectFrom('programEnrollments')
    .innerJoin('programs', 'programs.id', 'programEnrollments.programId')
    .select(['programs.id', 'programs.name', 'programs.hasBudget', 'programs.leadProgram', 'programEnrollments.status', 'programEnrollments.enrolledDate'])
    .where('programEnrollments.dealerId', '=', dealer.id)
    .where('programEnrollments.programId', '=', programId)
    .executeTakeFirst();
  if (!row) throw notFound(`Dealer ${dealerCode} is not enrolled in program ${programId}.`);
  const { status: dealerStatus, ...dealerFields } = dealer;
  return {
    dealer: dealerFields,
    programId: row.id,
    programName: row.name,
    hasBudget: row.hasBudget,
    leadProgram: row.leadProgram,
    programStatus: row.status,
    enrolledDate: row.enrolledDate,
    status: programStatusShown(row.status, dealerStatus),
  };
}

/** As dealerProgramOf, refusing (409) a change to a program that is not active for the dealer. */
export async function activeProgramOf(db: Kysely<Database>, dealerCode: string, programId: number): Promise<DealerProgramRow> {
  const program = await dealerProgramOf(db, dealerCode, programId);
  if (program.status !== 'ACTIVE') {
    throw conflict(`The ${program.programName} program is not active for dealer ${dealerCode}, so its settings cannot be changed.`);
  }
  return program;
}
