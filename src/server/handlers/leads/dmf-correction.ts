/**
 * Manual DMF Correction (settings/manualDMFCorrection), a staff tool: a dealer's Dealer Master
 * File entry as the feed delivered it and the newest manual correction, which overrides it field
 * by field. Every correction is kept, with who made it (and the impersonating admin).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import { translateEnglish } from '../../../rules/core.ts';

type DmfRecord = components['schemas']['DmfRecord'];
type DmfAddress = components['schemas']['DmfAddress'];

const ADDRESS_FIELDS = ['name', 'address', 'city', 'state', 'zip', 'country', 'phone', 'latitude', 'longitude'] as const;

/** The screen shows the spec's "No mappings found" for this 404. */
const NO_RECORD = 'No mappings found';

const addressOf = (row: { [K in (typeof ADDRESS_FIELDS)[number]]: DmfAddress[K] }): DmfAddress => ({
  name: row.name,
  address: row.address,
  city: row.city,
  state: row.state,
  zip: row.zip,
  country: row.country,
  phone: row.phone,
  latitude: row.latitude,
  longitude: row.longitude,
});

export async function dmfRecordOf(db: Kysely<Database>, dealerCode: string): Promise<DmfRecord> {
  const received = await db
    .selectFrom('dmfRecords')
    .innerJoin('dealers', 'dealers.id', 'dmfRecords.dealerId')
    .selectAll('dmfRecords')
    .where('dealers.code', '=', dealerCode)
    .executeTakeFirst();
  if (!received) throw notFound(NO_RECORD);
  const corrected = await db
    .selectFrom('dmfCorrections')
    .leftJoin('users', 'users.id', 'dmfCorrections.correctedByUserId')
    .selectAll('dmfCorrections')
    .select('users.loginName')
    .where('dmfCorrections.dealerId', '=', received.dealerId)
    .orderBy('dmfCorrections.correctedAt', 'desc')
    .orderBy('dmfCorrections.id', 'desc')
    .executeTakeFirst();
  return {
    dealerCode,
    received: addressOf(received),
    corrected: corrected ? addressOf(corrected) : null,
    lastCorrectedBy: corrected ? (corrected.impersonatorLogin ?? corrected.loginName) : null,
    lastCorrectedAt: corrected?.correctedAt.toISOString() ?? null,
    lastCorrectionReason: corrected?.reason ?? null,
  };
}

export async function saveDmfCorrection(db: Kysely<Database>, caller: Caller, body: BodyOf<'saveDmfCorrection'>, now: Date) {
  const problems = new FieldProblems();
  const reason = problems.requiredText('reason', body.reason);
  problems.throwIfAny();
  const record = await db
    .selectFrom('dmfRecords')
    .innerJoin('dealers', 'dealers.id', 'dmfRecords.dealerId')
    .select('dmfRecords.dealerId')
    .where('dealers.code', '=', body.dealerCode)
    .executeTakeFirst();
  if (!record) throw notFound(NO_RECORD);
  const actor = actorOf(caller);
  const blankIsNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
  await db
    .insertInto('dmfCorrections')
    .values({
      dealerId: record.dealerId,
      name: blankIsNull(body.name),
      address: blankIsNull(body.address),
      city: blankIsNull(body.city),
      state: blankIsNull(body.state),
      zip: blankIsNull(body.zip),
      country: blankIsNull(body.country),
      phone: blankIsNull(body.phone),
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      reason,
      correctedByUserId: actor.userId,
      impersonatorLogin: actor.impersonatorLogin,
      correctedAt: now,
    })
    .execute();
  return { success: true, message: translateEnglish('SAVED_SUCCESSFULLY'), record: await dmfRecordOf(db, body.dealerCode) };
}
