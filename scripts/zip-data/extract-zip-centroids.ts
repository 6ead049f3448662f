/**
 * `npm run data:zips`: writes src/server/db/seed/data/zip-centroids.json, the real ZIP and
 * postal-code centroids the seed uses (issue #14: radius coverage from real coordinates), from
 * the `zipcodes` package (davglass/zipcodes, BSD; US ZIP centroids and Canadian forward
 * sortation areas, from GeoNames).
 *
 * Only the demo dealers' markets are kept, so the repository ships a few hundred KB rather than
 * the package's 5 MB: every US ZIP within MARKET_RADIUS_MILES of a city of the seed's geography,
 * and the centroid of every Canadian FSA the geography names (Canada's full postal codes are
 * not public data; the seed places its codes at their FSA's centroid).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CA_CITIES, US_CITIES, distanceMiles } from '../../src/server/db/seed/data/geography.ts';
import { PROJECT_ROOT } from '../../src/server/server-config.ts';

const MARKET_RADIUS_MILES = 30;

interface Code {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const require = createRequire(import.meta.url);
const us = (require('zipcodes/lib/codes.js') as { codes: Record<string, Code> }).codes;
const ca = (require('zipcodes/lib/codesCanada.js') as { codes: Record<string, Code> }).codes;

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const usRows = Object.values(us)
  .filter((code) => /^\d{5}$/.test(code.zip) && Number.isFinite(code.latitude) && Number.isFinite(code.longitude))
  .filter((code) => US_CITIES.some((city) => distanceMiles(city.latitude, city.longitude, code.latitude, code.longitude) <= MARKET_RADIUS_MILES))
  .sort((a, b) => a.zip.localeCompare(b.zip))
  .map((code) => [code.zip, round(code.latitude), round(code.longitude), code.city, code.state]);

const fsas = [...new Set(CA_CITIES.flatMap((city) => city.fsas ?? []))].sort();
const missing = fsas.filter((fsa) => !ca[fsa]);
if (missing.length) throw new Error(`FSAs missing from the package: ${missing.join(', ')}`);
const caRows = fsas.map((fsa) => [fsa, round(ca[fsa]!.latitude), round(ca[fsa]!.longitude)]);

const out = path.join(PROJECT_ROOT, 'src/server/db/seed/data/zip-centroids.json');
const body = {
  source: 'zipcodes 8.0.0 (github.com/davglass/zipcodes, BSD licence; data from GeoNames, CC BY 4.0)',
  marketRadiusMiles: MARKET_RADIUS_MILES,
  us: usRows,
  caFsa: caRows,
};
writeFileSync(out, `${JSON.stringify(body)}\n`);
console.log(`wrote ${usRows.length} US ZIPs and ${caRows.length} Canadian FSAs to ${path.relative(PROJECT_ROOT, out)}`);
