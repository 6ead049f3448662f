/**
 * A dealer's lead coverage in a program, read and written in one place: the settings row
 * (RADIUS with its central ZIP and radius, or ZIP_LIST) and the covered ZIPs
 * (`lead_coverage_zips`: the list itself, or the ZIPs inside the radius). Saving from the
 * screen, from a bulk import and reading for every screen all go through here.
 */
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import type { CoverageType } from '../../db/vocabulary.ts';

type Coverage = components['schemas']['Coverage'];

export interface CoverageChange {
  coverageType: CoverageType;
  centralZip: string | null;
  radius: number | null;
  zipCodes: readonly string[];
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The coverage as stored; a program never set up answers an empty ZIP list centred on the dealer's ZIP. */
export async function readCoverage(
  db: Executor,
  dealer: { id: number; code: string; zip: string | null; country: Coverage['country'] },
  programId: number,
): Promise<Coverage> {
  const settings = await db
    .selectFrom('leadProgramSettings')
    .select(['coverageType', 'centralZip', 'radiusMiles', 'coverageUpdatedAt'])
    .where('dealerId', '=', dealer.id)
    .where('programId', '=', programId)
    .executeTakeFirst();
  const zips = await db
    .selectFrom('leadCoverageZips')
    .select('zip')
    .where('dealerId', '=', dealer.id)
    .where('programId', '=', programId)
    .orderBy('zip')
    .execute();
  const coverageType = settings?.coverageType ?? 'ZIP_LIST';
  const centralZip = settings?.centralZip ?? (coverageType === 'RADIUS' ? dealer.zip : null);
  const centreZip = centralZip ?? dealer.zip;
  const wanted = [...new Set([...zips.map((row) => row.zip), ...(centreZip ? [centreZip] : [])])];
  const places = wanted.length
    ? await db.selectFrom('zipCodes').select(['zip as zipCode', 'city', 'state', 'latitude', 'longitude']).where('zip', 'in', wanted).orderBy('zip').execute()
    : [];
  const covered = new Set(zips.map((row) => row.zip));
  return {
    dealerCode: dealer.code,
    programId,
    country: dealer.country,
    coverageType,
    centralZip,
    radius: coverageType === 'RADIUS' ? (settings?.radiusMiles ?? null) : null,
    zipCodes: zips.map((row) => row.zip),
    centre: places.find((place) => place.zipCode === centreZip) ?? null,
    places: places.filter((place) => covered.has(place.zipCode)),
    updatedAt: settings?.coverageUpdatedAt?.toISOString() ?? null,
  };
}

/** Replaces the coverage (settings row and covered ZIPs) inside the caller's transaction. */
export async function writeCoverage(trx: Transaction<Database>, dealerId: number, programId: number, change: CoverageChange, at: Date): Promise<void> {
  await trx
    .insertInto('leadProgramSettings')
    .values({
      dealerId,
      programId,
      coverageType: change.coverageType,
      centralZip: change.centralZip,
      radiusMiles: change.radius,
      coverageUpdatedAt: at,
      updatedAt: at,
    })
    .onConflict((oc) =>
      oc.columns(['dealerId', 'programId']).doUpdateSet({
        coverageType: change.coverageType,
        centralZip: change.centralZip,
        radiusMiles: change.radius,
        coverageUpdatedAt: at,
        updatedAt: at,
      }),
    )
    .execute();
  await trx.deleteFrom('leadCoverageZips').where('dealerId', '=', dealerId).where('programId', '=', programId).execute();
  const unique = [...new Set(change.zipCodes)];
  // Chunks keep each statement's parameter count far below PostgreSQL's 65,535.
  for (let start = 0; start < unique.length; start += 5000) {
    await trx
      .insertInto('leadCoverageZips')
      .values(unique.slice(start, start + 5000).map((zip) => ({ dealerId, programId, zip })))
      .execute();
  }
}
