import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CA_CITIES, DISTRICTS_PER_REGION, POSTAL_LETTERS, REGION_OF_STATE, US_CITIES, distanceMiles, type City } from './data/geography.ts';
import { OEMS } from './data/oems.ts';
import { PROJECT_ROOT } from '../../server-config.ts';
import { insertRows } from './bulk-insert.ts';
import type { SeedStep } from './seed-context.ts';

const ZIPS_PER_CITY = 20;
/** How far around a city the seed looks for ZIPs to cover (the largest seeded radius is 50 miles). */
const NEAR_MILES = 60;

/**
 * Real centroids (scripts/zip-data/extract-zip-centroids.ts, `npm run data:zips`): every US ZIP
 * of the demo markets as [zip, latitude, longitude, city, state], and the Canadian forward
 * sortation areas as [fsa, latitude, longitude].
 */
interface ZipCentroids {
  us: [string, number, number, string, string][];
  caFsa: [string, number, number][];
}

// From the root, not this module: the server bundle runs it from elsewhere (server-config.ts).
const CENTROIDS = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'src', 'server', 'db', 'seed', 'data', 'zip-centroids.json'), 'utf8')) as ZipCentroids;

export interface ZipPlace {
  zip: string;
  city: City;
  latitude: number;
  longitude: number;
}

/** A row of the reference ZIP table (zip_codes). */
export interface ReferenceZip {
  zip: string;
  city: string;
  state: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
}

export interface Geography {
  zipsByCity: Map<City, ZipPlace[]>;
  allZips: ZipPlace[];
  /** The reference ZIPs of the city's country within NEAR_MILES of it (radius coverage, ZIP lists). */
  referenceNear(city: City): readonly ReferenceZip[];
  /** Region and district ids of a city for an OEM. */
  placeOf(oemId: number, city: City): { regionId: number; districtId: number };
}

/** Manufacturers, their sales regions and districts, and the reference ZIP codes. */
export async function seedOemsAndGeography({ db, prng, clock }: SeedStep): Promise<Geography> {
  await insertRows(
    db,
    'oems',
    OEMS.map((oem) => ({
      id: oem.id,
      code: oem.code,
      name: oem.name,
      skinName: oem.code,
      country: oem.country,
      currency: oem.currency,
      portalOem: oem.portalOem,
      hasBundles: oem.hasBundles,
      availableLanguages: [...oem.languages],
      biDashboards: JSON.stringify(oem.biDashboards),
      lmsExternalUrl: oem.lmsExternalUrl,
      ssoPortalUrl: `https://sso.example.com/${oem.code}`,
      supportPhone: oem.supportPhone,
      supportEmail: oem.supportEmail,
      enrollmentOpen: oem.portalOem,
      createdAt: clock.daysAgo(900),
    })),
  );

  const regionIds = new Map<string, number>();
  const districtIds = new Map<string, number>();
  const regions: { id: number; oemId: number; code: string; name: string }[] = [];
  const districts: { id: number; regionId: number; code: string; name: string }[] = [];
  for (const oem of OEMS) {
    const cities = oem.country === 'US' ? US_CITIES : CA_CITIES;
    const regionsOfCountry = [...new Map(cities.map((city) => [regionOf(city).code, regionOf(city)])).values()];
    for (const region of regionsOfCountry) {
      const regionId = regions.length + 1;
      regions.push({ id: regionId, oemId: oem.id, code: region.code, name: `${region.name} Region` });
      regionIds.set(`${oem.id}/${region.code}`, regionId);
      for (let n = 1; n <= DISTRICTS_PER_REGION; n += 1) {
        const districtId = districts.length + 1;
        districts.push({ id: districtId, regionId, code: `${region.code}-${n}`, name: `${region.name} District ${n}` });
        districtIds.set(`${oem.id}/${region.code}/${n}`, districtId);
      }
    }
  }
  await insertRows(db, 'regions', regions);
  await insertRows(db, 'districts', districts);

  // Every real ZIP of the demo markets is reference data (radius coverage, the city/ZIP picker,
  // imports); each city's dealers and shoppers live in its nearest ZIPS_PER_CITY of them.
  const zipPrng = prng.fork('zips');
  const zipsByCity = new Map<City, ZipPlace[]>();
  const seen = new Set<string>();
  const reference: ReferenceZip[] = [];
  for (const [zip, latitude, longitude, cityName, state] of CENTROIDS.us) {
    reference.push({ zip, city: cityName, state, country: 'US', latitude, longitude });
  }
  for (const city of US_CITIES) {
    const nearest = CENTROIDS.us
      .filter(([zip]) => !seen.has(zip))
      .map(([zip, latitude, longitude]) => ({ zip, city, latitude, longitude, miles: distanceMiles(city.latitude, city.longitude, latitude, longitude) }))
      .sort((a, b) => a.miles - b.miles || a.zip.localeCompare(b.zip))
      .slice(0, ZIPS_PER_CITY)
      .map(({ miles: _miles, ...place }) => place);
    for (const place of nearest) seen.add(place.zip);
    zipsByCity.set(city, nearest);
  }
  const fsaCentroid = new Map(CENTROIDS.caFsa.map(([fsa, latitude, longitude]) => [fsa, { latitude, longitude }]));
  for (const city of CA_CITIES) {
    const places: ZipPlace[] = [];
    for (const zip of canadianCodesOf(city, zipPrng)) {
      if (seen.has(zip)) continue;
      seen.add(zip);
      // Full postal codes are not public: a code lies within about a mile of its FSA's real centroid.
      const centre = fsaCentroid.get(zip.slice(0, 3)) ?? city;
      places.push({ zip, city, latitude: round(centre.latitude + (zipPrng.next() - 0.5) * 0.03, 4), longitude: round(centre.longitude + (zipPrng.next() - 0.5) * 0.04, 4) });
    }
    zipsByCity.set(city, places);
    reference.push(...places.map((place) => ({ zip: place.zip, city: city.name, state: city.state, country: 'CA' as const, latitude: place.latitude, longitude: place.longitude })));
  }
  const allZips = [...zipsByCity.values()].flat();
  await insertRows(db, 'zipCodes', reference);

  const near = new Map<City, readonly ReferenceZip[]>();
  const referenceNear = (city: City) => {
    let list = near.get(city);
    if (!list) {
      list = reference.filter((row) => row.country === city.country && distanceMiles(city.latitude, city.longitude, row.latitude, row.longitude) <= NEAR_MILES);
      near.set(city, list);
    }
    return list;
  };

  const citiesInRegion = (city: City) =>
    [...US_CITIES, ...CA_CITIES].filter((candidate) => regionOf(candidate).code === regionOf(city).code);
  return {
    zipsByCity,
    allZips,
    referenceNear,
    placeOf(oemId, city) {
      const region = regionOf(city);
      const district = (citiesInRegion(city).indexOf(city) % DISTRICTS_PER_REGION) + 1;
      const regionId = regionIds.get(`${oemId}/${region.code}`);
      const districtId = districtIds.get(`${oemId}/${region.code}/${district}`);
      if (regionId === undefined || districtId === undefined) throw new RangeError(`No region for ${city.name} at OEM ${oemId}`);
      return { regionId, districtId };
    },
  };
}

function regionOf(city: City): { code: string; name: string } {
  const region = REGION_OF_STATE[city.state];
  if (!region) throw new RangeError(`No region for state ${city.state}`);
  return region;
}

/** Canadian postal codes of a city: its FSAs, each with a few local delivery units. */
function canadianCodesOf(city: City, prng: SeedStep['prng']): string[] {
  const fsas = city.fsas ?? [];
  const perFsa = Math.ceil(ZIPS_PER_CITY / Math.max(1, fsas.length));
  return fsas.flatMap((fsa) =>
    Array.from({ length: perFsa }, () => `${fsa} ${prng.int(1, 9)}${prng.chars(POSTAL_LETTERS, 1)}${prng.int(0, 9)}`),
  );
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
