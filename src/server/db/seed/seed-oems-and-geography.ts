import { CA_CITIES, DISTRICTS_PER_REGION, POSTAL_LETTERS, REGION_OF_STATE, US_CITIES, type City } from './data/geography.ts';
import { OEMS } from './data/oems.ts';
import { insertRows } from './bulk-insert.ts';
import type { SeedStep } from './seed-context.ts';

const ZIPS_PER_CITY = 20;

export interface ZipPlace {
  zip: string;
  city: City;
  latitude: number;
  longitude: number;
}

export interface Geography {
  zipsByCity: Map<City, ZipPlace[]>;
  allZips: ZipPlace[];
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

  const zipPrng = prng.fork('zips');
  const zipsByCity = new Map<City, ZipPlace[]>();
  const seen = new Set<string>();
  for (const city of [...US_CITIES, ...CA_CITIES]) {
    const places: ZipPlace[] = [];
    for (const zip of zipCodesOf(city, zipPrng)) {
      if (seen.has(zip)) continue;
      seen.add(zip);
      places.push({
        zip,
        city,
        // Within about 15 miles of the city centre.
        latitude: round(city.latitude + (zipPrng.next() - 0.5) * 0.4, 4),
        longitude: round(city.longitude + (zipPrng.next() - 0.5) * 0.5, 4),
      });
    }
    zipsByCity.set(city, places);
  }
  const allZips = [...zipsByCity.values()].flat();
  await insertRows(
    db,
    'zipCodes',
    allZips.map((place) => ({
      zip: place.zip,
      city: place.city.name,
      state: place.city.state,
      country: place.city.country,
      latitude: place.latitude,
      longitude: place.longitude,
    })),
  );

  const citiesInRegion = (city: City) =>
    [...US_CITIES, ...CA_CITIES].filter((candidate) => regionOf(candidate).code === regionOf(city).code);
  return {
    zipsByCity,
    allZips,
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

function zipCodesOf(city: City, prng: SeedStep['prng']): string[] {
  if (city.country === 'US') {
    const base = city.zipBase ?? 0;
    return Array.from({ length: ZIPS_PER_CITY }, (_, k) => String(base + k).padStart(5, '0'));
  }
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
