/**
 * Lead destinations (business-areas §5: lead format required; e-mail required and valid;
 * several e-mails comma-separated): where a program's leads are delivered. The contract's
 * `emails` format has already refused an invalid address; addresses are kept as one
 * comma-separated text, written back as `a@x.com, b@y.com` whatever spacing was typed.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import { translateEnglish } from '../../../rules/core.ts';
import { dealerProgramOf, type DealerProgramRow } from './dealer-program.ts';

type LeadDestination = components['schemas']['LeadDestination'];
type LeadPreferencesResult = components['schemas']['LeadPreferencesResult'];

export async function destinationsOf(db: Kysely<Database>, program: DealerProgramRow): Promise<LeadDestination[]> {
  const rows = await db
    .selectFrom('leadDestinations')
    .select(['id', 'leadFormat', 'emails', 'leadTypes'])
    .where('dealerId', '=', program.dealer.id)
    .where('programId', '=', program.programId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, leadFormat: row.leadFormat, emails: row.emails, leadTypes: row.leadTypes }));
}

const tidyEmails = (emails: string) =>
  emails
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean)
    .join(', ');

export async function saveDestination(
  db: Kysely<Database>,
  dealerCode: string,
  programId: number,
  body: BodyOf<'saveLeadDestination'>,
  now: Date,
): Promise<LeadPreferencesResult> {
  const program = await dealerProgramOf(db, dealerCode, programId);
  const values = { leadFormat: body.leadFormat, emails: tidyEmails(body.emails), leadTypes: [...new Set(body.leadTypes ?? [])] };
  if (body.id === undefined) {
    await db.insertInto('leadDestinations').values({ dealerId: program.dealer.id, programId: program.programId, ...values }).execute();
  } else {
    const changed = await db
      .updateTable('leadDestinations')
      .set({ ...values, updatedAt: now })
      .where('id', '=', body.id)
      .where('dealerId', '=', program.dealer.id)
      .where('programId', '=', program.programId)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw notFound(`Lead destination ${body.id} is not one of this program's destinations.`);
  }
  return { success: true, message: translateEnglish('LEAD_DESTINATION_UPDATED'), leadDestinations: await destinationsOf(db, program) };
}

export async function deleteDestination(db: Kysely<Database>, dealerCode: string, programId: number, id: number): Promise<LeadPreferencesResult> {
  const program = await dealerProgramOf(db, dealerCode, programId);
  await db.transaction().execute(async (trx) => {
    const destinations = await trx
      .selectFrom('leadDestinations')
      .select('id')
      .where('dealerId', '=', program.dealer.id)
      .where('programId', '=', program.programId)
      .forUpdate()
      .execute();
    if (!destinations.some((destination) => destination.id === id)) throw notFound(`Lead destination ${id} is not one of this program's destinations.`);
    if (destinations.length === 1 && program.status === 'ACTIVE') {
      throw conflict('This is the program’s last lead destination: while the program is active its leads would go nowhere. Add another destination first.');
    }
    await trx.deleteFrom('leadDestinations').where('id', '=', id).execute();
  });
  return { success: true, message: translateEnglish('LEAD_DESTINATION_DELETED'), leadDestinations: await destinationsOf(db, program) };
}
