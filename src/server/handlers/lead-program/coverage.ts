/**
 * Adjust Coverage (SmartLeads settings): where a dealer's leads come from, as a radius around
 * a central ZIP or a list of ZIPs, the ZIPs of a radius and the city/ZIP picker, the dealers
 * whose coverage overlaps, the coverage export and the coverage map of several dealers.
 *
 * ZIPs are checked against the dealer's own country (business-areas §5: the format is chosen
 * by country), whatever country the screen sent, and must be known codes: a lead is matched to
 * a dealer by a real ZIP, so a well-formed code no one lives in would cover nothing.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { isZipFor, translateEnglish, type MessageKey } from '../../../rules/core.ts';
import { csvText } from '../../kernel/csv-text.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import { readCoverage, writeCoverage } from './coverage-store.ts';
import { activeProgramOf, dealerByCode, type ProgramDealer } from './dealer-program.ts';
import { centralPlaceOf, milesBetween, normalizeZip, zipPlaceOf, zipsWithinRadius, type ZipPlace } from './zip-geography.ts';

type CoverageSaveResult = components['schemas']['CoverageSaveResult'];
type OverlappingDealer = components['schemas']['OverlappingDealer'];
type DealerLeadCoverage = components['schemas']['DealerLeadCoverage'];

const zipMessageKeyOf = (dealer: ProgramDealer): MessageKey => (dealer.country === 'CA' ? 'INVALID_ZIP_CA' : 'INVALID_ZIP');
const ruleCountryOf = (dealer: ProgramDealer) => (dealer.country === 'CA' ? 'ca' : 'us');
const UNKNOWN_ZIP = (zip: string) => `${zip} is not a known ZIP or postal code.`;

export async function saveCoverage(db: Kysely<Database>, body: BodyOf<'saveLeadCoverage'>, now: Date): Promise<CoverageSaveResult> {
  const program = await activeProgramOf(db, body.dealerCode, body.programId);
  const { dealer } = program;
  const problems = new FieldProblems();
  let zipCodes: string[] = [];
  let centralZip: string | null = null;
  let radius: number | null = null;

  if (body.coverageType === 'RADIUS') {
    const typed = body.centralZip ?? '';
    let centre: ZipPlace | undefined;
    if (!isZipFor(typed.trim(), ruleCountryOf(dealer))) problems.add('centralZip', zipMessageKeyOf(dealer));
    else if (!(centre = await zipPlaceOf(db, typed))) problems.add('centralZip', zipMessageKeyOf(dealer), { message: UNKNOWN_ZIP(typed) });
    problems.throwIfAny();
    radius = body.radius ?? null;
    centralZip = centre!.zip;
    zipCodes = (await zipsWithinRadius(db, centre!, radius!)).map((place) => place.zip);
  } else {
    const wanted = (body.zipCodes ?? []).map((zip) => normalizeZip(zip));
    wanted.forEach((zip, index) => {
      if (!isZipFor(zip, ruleCountryOf(dealer))) problems.add(`zipCodes.${index}`, zipMessageKeyOf(dealer));
    });
    problems.throwIfAny();
    const known = new Set(
      (await db.selectFrom('zipCodes').select('zip').where('zip', 'in', [...new Set(wanted)]).where('country', '=', dealer.country).execute()).map((row) => row.zip),
    );
    wanted.forEach((zip, index) => {
      if (!known.has(zip)) problems.add(`zipCodes.${index}`, zipMessageKeyOf(dealer), { message: UNKNOWN_ZIP(zip) });
    });
    problems.throwIfAny();
    zipCodes = [...new Set(wanted)];
  }

  await db.transaction().execute((trx) => writeCoverage(trx, dealer.id, program.programId, { coverageType: body.coverageType, centralZip, radius, zipCodes }, now));
  return { success: true, message: translateEnglish('SAVED_SUCCESSFULLY'), coverage: await readCoverage(db, dealer, program.programId) };
}

/** The coverage's ZIPs as CSV (zip, city, state, miles from the dealer's centre: the central ZIP, else its own). */
export async function coverageCsv(db: Kysely<Database>, dealer: ProgramDealer, programId: number): Promise<string> {
  const coverage = await readCoverage(db, dealer, programId);
  const centre = await zipPlaceOf(db, coverage.centralZip ?? dealer.zip ?? '');
  const places = coverage.zipCodes.length
    ? await db.selectFrom('zipCodes').selectAll().where('zip', 'in', coverage.zipCodes).execute()
    : [];
  const byZip = new Map(places.map((place) => [place.zip, place]));
  const rows = coverage.zipCodes.map((zip) => {
    const place = byZip.get(zip);
    return [zip, place?.city ?? '', place?.state ?? '', place && centre ? milesBetween(centre, place) : ''];
  });
  return csvText(['zip', 'city', 'state', 'distance (miles)'], rows);
}

export async function radiusZips(db: Kysely<Database>, centralZip: string, radius: number) {
  const centre = await centralPlaceOf(db, centralZip);
  const zips = (await zipsWithinRadius(db, centre, radius)).map((place) => place.zip);
  return { centralZip, radius, zipCodes: zips.join(','), count: zips.length };
}

export async function cityZips(db: Kysely<Database>, centralZip: string, radius: number, term: string | undefined) {
  const centre = await centralPlaceOf(db, centralZip);
  const places = await zipsWithinRadius(db, centre, radius, { term, limit: 100 });
  return places.map((place) => ({ zipCode: place.zip, city: place.city, state: place.state, distanceMiles: place.distanceMiles }));
}

/**
 * Other dealers of the same OEM whose coverage in the program shares ZIPs with this dealer's,
 * nearest first. Only what the contract names leaves the server: names, codes, distance and
 * the shared ZIPs, never the other dealer's settings.
 */
export async function overlappingDealers(db: Kysely<Database>, dealerCode: string, programId: number): Promise<OverlappingDealer[]> {
  const dealer = await dealerByCode(db, dealerCode);
  const shared = await db
    .selectFrom('leadCoverageZips as mine')
    .innerJoin('leadCoverageZips as theirs', (join) => join.onRef('theirs.zip', '=', 'mine.zip').onRef('theirs.programId', '=', 'mine.programId'))
    .innerJoin('dealers', 'dealers.id', 'theirs.dealerId')
    .select(['dealers.id', 'dealers.code', 'dealers.name', 'dealers.status', 'dealers.oemId', 'dealers.latitude', 'dealers.longitude', 'theirs.zip'])
    .where('mine.dealerId', '=', dealer.id)
    .where('mine.programId', '=', programId)
    .where('theirs.dealerId', '<>', dealer.id)
    .where('dealers.oemId', '=', dealer.oemId)
    .orderBy('theirs.zip')
    .execute();
  type Other = { summary: OverlappingDealer['dealer']; latitude: number | null; longitude: number | null; zips: string[] };
  const byDealer = new Map<number, Other>();
  for (const row of shared) {
    const entry = byDealer.get(row.id) ?? {
      summary: { code: row.code, name: row.name, status: row.status, oemId: row.oemId },
      latitude: row.latitude,
      longitude: row.longitude,
      zips: [],
    };
    entry.zips.push(row.zip);
    byDealer.set(row.id, entry);
  }
  const distance = (other: { latitude: number | null; longitude: number | null }) =>
    dealer.latitude !== null && dealer.longitude !== null && other.latitude !== null && other.longitude !== null
      ? milesBetween({ latitude: dealer.latitude, longitude: dealer.longitude }, { latitude: other.latitude, longitude: other.longitude })
      : null;
  return [...byDealer.values()]
    .map((other) => ({ dealer: other.summary, distanceMiles: distance(other), sharedZipCodes: other.zips }))
    .sort((a, b) => (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity) || a.dealer.code.localeCompare(b.dealer.code));
}

/** Each named dealer's coverage in the program, in the order asked; null for a dealer not enrolled in it. */
export async function dealersCoverage(db: Kysely<Database>, dealerCodes: readonly string[], programId: number): Promise<DealerLeadCoverage[]> {
  const dealers = await db
    .selectFrom('dealers')
    .leftJoin('programEnrollments', (join) => join.onRef('programEnrollments.dealerId', '=', 'dealers.id').on('programEnrollments.programId', '=', programId))
    .select(['dealers.id', 'dealers.code', 'dealers.name', 'dealers.zip', 'dealers.country', 'programEnrollments.id as enrollmentId'])
    .where('dealers.code', 'in', [...dealerCodes])
    .execute();
  const byCode = new Map(dealers.map((dealer) => [dealer.code, dealer]));
  const answer: DealerLeadCoverage[] = [];
  for (const code of dealerCodes) {
    const dealer = byCode.get(code);
    if (!dealer) continue;
    answer.push({ dealerCode: dealer.code, dealerName: dealer.name, coverage: dealer.enrollmentId === null ? null : await readCoverage(db, dealer, programId) });
  }
  return answer;
}
