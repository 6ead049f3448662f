/**
 * ZIP and postal codes on the map: the reference table `zip_codes` (every code with its city
 * and centroid) answers radius searches by great-circle distance. A bounding box on the
 * (latitude, longitude) index narrows the rows first, so a radius search reads the ZIPs near
 * the centre only, then the haversine distance keeps those inside the circle.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { Country } from '../../db/vocabulary.ts';
import { notFound } from '../../http/http-error.ts';
import { likePrefix } from '../../kernel/like-pattern.ts';
import { pageWindow } from '../../kernel/page-window.ts';

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.0;

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  country: Country;
  latitude: number;
  longitude: number;
}

export interface ZipWithDistance extends ZipPlace {
  distanceMiles: number;
}

/**
 * A code as the table keeps it: a US ZIP by its five digits (a ZIP+4 lies in its ZIP), a
 * Canadian postal code in capitals with the space between its halves ("K1A 0B1").
 */
export function normalizeZip(value: string): string {
  const trimmed = value.trim();
  if (/^\d{5}(-\d{4})?$/.test(trimmed)) return trimmed.slice(0, 5);
  const compact = trimmed.replace(/\s+/g, '').toUpperCase();
  if (/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  return trimmed;
}

export async function zipPlaceOf(db: Kysely<Database>, zip: string): Promise<ZipPlace | undefined> {
  return db.selectFrom('zipCodes').selectAll().where('zip', '=', normalizeZip(zip)).executeTakeFirst() as Promise<ZipPlace | undefined>;
}

/** The central ZIP's place; 404 when the code is well formed but not a known ZIP. */
export async function centralPlaceOf(db: Kysely<Database>, zip: string): Promise<ZipPlace> {
  const place = await zipPlaceOf(db, zip);
  if (!place) throw notFound(`${zip} is not a known ZIP or postal code.`);
  return place;
}

export interface RadiusSearch {
  /** Only codes whose ZIP or city starts with this text (case-insensitive). */
  term?: string;
  limit?: number;
}

/** Great-circle distance in SQL, in miles, from a fixed point to a row's centroid. */
function distanceFrom(centre: ZipPlace) {
  // Parameters are cast: PostgreSQL would otherwise infer a whole-number parameter's type as integer.
  const lat = sql`${centre.latitude}::float8`;
  const lon = sql`${centre.longitude}::float8`;
  return sql<number>`${sql.lit(EARTH_RADIUS_MILES)} * 2 * asin(sqrt(
    power(sin(radians(latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lon}) / 2), 2)
  ))`;
}

/** Codes of the centre's country within `radius` miles of it, nearest first (the centre itself first). */
export async function zipsWithinRadius(db: Kysely<Database>, centre: ZipPlace, radius: number, search: RadiusSearch = {}): Promise<ZipWithDistance[]> {
  const latitudeSpan = radius / MILES_PER_DEGREE_LATITUDE;
  const longitudeSpan = radius / (MILES_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
  const distance = distanceFrom(centre);
  let query = db
    .selectFrom('zipCodes')
    .select(['zip', 'city', 'state', 'country', 'latitude', 'longitude', distance.as('distanceMiles')])
    .where('country', '=', centre.country)
    .where('latitude', '>=', centre.latitude - latitudeSpan)
    .where('latitude', '<=', centre.latitude + latitudeSpan)
    .where('longitude', '>=', centre.longitude - longitudeSpan)
    .where('longitude', '<=', centre.longitude + longitudeSpan)
    .where(distance, '<=', sql<number>`${radius}::float8`);
  const term = search.term?.trim().toLowerCase();
  if (term) {
    const prefix = likePrefix(term);
    query = query.where((eb) => eb.or([eb(sql`lower(zip)`, 'like', prefix), eb(sql`lower(city)`, 'like', prefix)]));
  }
  query = query.orderBy(distance).orderBy('zip');
  if (search.limit !== undefined) query = pageWindow(query, search.limit);
  const rows = await query.execute();
  return rows.map((row) => ({ ...(row as ZipPlace), distanceMiles: Math.round(Number(row.distanceMiles) * 10) / 10 }));
}

/** Miles between two points, 1 decimal (the same formula as the SQL above). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(toRadians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(toRadians(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(EARTH_RADIUS_MILES * 2 * Math.asin(Math.sqrt(h)) * 10) / 10;
}
