/**
 * Adjust Coverage (business-areas §5 ZIP by country, §7): a radius around a central ZIP (the
 * ZIPs inside it computed from the centroids), a ZIP list, the city/ZIP picker, the dealers
 * whose coverage overlaps, the export and the coverage of several dealers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';
import { fieldsOf, messagesOf } from '../../support/field-errors.ts';
import { leadProgramOf } from './support.ts';

type Coverage = components['schemas']['Coverage'];
type CoverageSaveResult = components['schemas']['CoverageSaveResult'];
type ZipCodesByRadius = components['schemas']['ZipCodesByRadius'];
type CityZip = components['schemas']['CityZip'];
type OverlappingDealer = components['schemas']['OverlappingDealer'];
type DealerLeadCoverage = components['schemas']['DealerLeadCoverage'];

const server = useTestServer();
const SAVE = '/api/portal/leadProgramSettings/adjustCoverage/save';
let programId: number;
let dealerZip: string;

/** Great-circle miles, as a second opinion on the server's SQL. */
function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.latitude - a.latitude) / 2) ** 2 + Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.sin(r(b.longitude - a.longitude) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

beforeAll(async () => {
  ({ programId } = await leadProgramOf(server().db, 'HON0001'));
  dealerZip = (await server().db.selectFrom('dealers').select('zip').where('code', '=', 'HON0001').executeTakeFirstOrThrow()).zip!;
});

describe('radius', () => {
  it('getZipCodesStringByRadius answers exactly the known ZIPs within the radius, nearest first', async () => {
    const res = await server().as('dealer').get<ZipCodesByRadius>('/api/portal/leadProgramSettings/adjustCoverage/getZipCodesStringByRadius', {
      query: { centralZip: dealerZip, radius: 15 },
    });
    expect(res.status).toBe(200);
    const centre = await server().db.selectFrom('zipCodes').selectAll().where('zip', '=', dealerZip).executeTakeFirstOrThrow();
    const all = await server().db.selectFrom('zipCodes').selectAll().where('country', '=', centre.country).execute();
    const expected = all.filter((place) => miles(centre, place) <= 15).map((place) => place.zip).sort();
    const zips = res.body.zipCodes.split(',');
    expect([...zips].sort()).toEqual(expected);
    // Nearest first (ZIPs sharing a centroid tie at the same distance).
    const byZip = new Map(all.map((place) => [place.zip, place]));
    const distances = zips.map((zip) => miles(centre, byZip.get(zip)!));
    distances.forEach((distance, index) => expect(distance).toBeGreaterThanOrEqual((distances[index - 1] ?? 0) - 1e-6));
    expect(distances[zips.indexOf(dealerZip)]).toBe(0);
    expect(res.body.count).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(1);
    // The server keeps the answer (ZIP geography is reference data): asked again, the same.
    const again = await server().as('dealer').get<ZipCodesByRadius>('/api/portal/leadProgramSettings/adjustCoverage/getZipCodesStringByRadius', {
      query: { centralZip: dealerZip, radius: 15 },
    });
    expect(again.body).toEqual(res.body);
  });

  it('the city/ZIP picker finds by the start of a ZIP or a city, case-insensitive, within the radius', async () => {
    const centre = await server().db.selectFrom('zipCodes').selectAll().where('zip', '=', dealerZip).executeTakeFirstOrThrow();
    const byCity = await server().as('dealer').get<CityZip[]>('/api/portal/leadProgramSettings/adjustCoverage/getCityZipList', {
      query: { centralZip: dealerZip, radius: 50, term: centre.city.slice(0, 3).toLowerCase() },
    });
    expect(byCity.status).toBe(200);
    expect(byCity.body.length).toBeGreaterThan(0);
    for (const place of byCity.body) expect(place.city.toLowerCase().startsWith(centre.city.slice(0, 3).toLowerCase()) || place.zipCode.startsWith(centre.city.slice(0, 3))).toBe(true);
    const distances = byCity.body.map((place) => place.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const byZip = await server().as('dealer').get<CityZip[]>('/api/portal/leadProgramSettings/adjustCoverage/getCityZipList', {
      query: { centralZip: dealerZip, radius: 50, term: dealerZip.slice(0, 4) },
    });
    expect(byZip.body.every((place) => place.zipCode.startsWith(dealerZip.slice(0, 4)))).toBe(true);
    const percent = await server().as('dealer').get<CityZip[]>('/api/portal/leadProgramSettings/adjustCoverage/getCityZipList', {
      query: { centralZip: dealerZip, radius: 50, term: '%' },
    });
    expect(percent.body).toEqual([]);
  });

  it('answers 404 for a well-formed ZIP no one knows and 400 for a malformed one or a radius out of range', async () => {
    const path = '/api/portal/leadProgramSettings/adjustCoverage/getZipCodesStringByRadius';
    expect((await server().as('dealer').get(path, { query: { centralZip: '00001', radius: 10 } })).status).toBe(404);
    // A refused search is not kept as an answer.
    expect((await server().as('dealer').get(path, { query: { centralZip: '00001', radius: 10 } })).status).toBe(404);
    const bad = await server().as('dealer').get(path, { query: { centralZip: '1234', radius: 0 } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.centralZip', 'query.radius']);
  });
});

describe('POST adjustCoverage/save', () => {
  it('saves a radius coverage with the ZIPs inside it, read back the same', async () => {
    const res = await server().as('dealer').post<CoverageSaveResult>(SAVE, {
      json: { dealerCode: 'HON0001', programId, coverageType: 'RADIUS', centralZip: dealerZip, radius: 20 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Saved Successfully');
    expect(res.body.coverage).toMatchObject({ coverageType: 'RADIUS', centralZip: dealerZip, radius: 20 });
    const radius = await server().as('dealer').get<ZipCodesByRadius>('/api/portal/leadProgramSettings/adjustCoverage/getZipCodesStringByRadius', {
      query: { centralZip: dealerZip, radius: 20 },
    });
    expect(res.body.coverage.zipCodes).toEqual(radius.body.zipCodes.split(',').sort());
    const read = await server().as('dealer').get<Coverage>(`/api/portal/leadProgramSettings/adjustCoverage/HON0001/${programId}`);
    expect(read.body).toEqual(res.body.coverage);
  });

  it('saves a ZIP list, normalized and without duplicates', async () => {
    const known = await server().db.selectFrom('zipCodes').select('zip').where('country', '=', 'US').orderBy('zip').limit(2).execute();
    const res = await server().as('dealer').post<CoverageSaveResult>(SAVE, {
      json: { dealerCode: 'HON0001', programId, coverageType: 'ZIP_LIST', zipCodes: [known[0]!.zip, `${known[1]!.zip}-1234`] },
    });
    expect(res.status).toBe(200);
    expect(res.body.coverage).toMatchObject({ coverageType: 'ZIP_LIST', radius: null, zipCodes: [known[0]!.zip, known[1]!.zip] });
  });

  it('refuses a bad ZIP with the spec’s message and an unknown one by name, and changes nothing', async () => {
    const before = await server().as('dealer').get<Coverage>(`/api/portal/leadProgramSettings/adjustCoverage/HON0001/${programId}`);
    const res = await server().as('dealer').post(SAVE, {
      json: { dealerCode: 'HON0001', programId, coverageType: 'ZIP_LIST', zipCodes: [dealerZip, 'K1A 0B1'] },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['zipCodes.1']);
    expect(messagesOf(res.body)).toEqual(['Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.']);
    const unknown = await server().as('dealer').post(SAVE, { json: { dealerCode: 'HON0001', programId, coverageType: 'ZIP_LIST', zipCodes: ['00001'] } });
    expect(unknown.status).toBe(400);
    expect(messagesOf(unknown.body)).toEqual(['00001 is not a known ZIP or postal code.']);
    const radius = await server().as('dealer').post(SAVE, { json: { dealerCode: 'HON0001', programId, coverageType: 'RADIUS', centralZip: '6060', radius: 10 } });
    expect(radius.status).toBe(400);
    expect(fieldsOf(radius.body)).toEqual(['centralZip']);
    const after = await server().as('dealer').get<Coverage>(`/api/portal/leadProgramSettings/adjustCoverage/HON0001/${programId}`);
    expect(after.body).toEqual(before.body);
  });

  it('holds a Canadian dealer to Canadian postal codes', async () => {
    const ca = await leadProgramOf(server().db, 'HCA0001');
    const res = await server().as('dealer.hyundaica').post(SAVE, {
      json: { dealerCode: 'HCA0001', programId: ca.programId, coverageType: 'ZIP_LIST', country: 'us', zipCodes: ['60601'] },
    });
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual(['Invalid ZIP format. Please enter ZIP Code in format: A1A 1A1.']);
    const zip = await server().db.selectFrom('zipCodes').select('zip').where('country', '=', 'CA').limit(1).executeTakeFirstOrThrow();
    const ok = await server().as('dealer.hyundaica').post<CoverageSaveResult>(SAVE, {
      json: { dealerCode: 'HCA0001', programId: ca.programId, coverageType: 'ZIP_LIST', zipCodes: [zip.zip.replace(' ', '').toLowerCase()] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.coverage.zipCodes).toEqual([zip.zip]);
  });

  it('refuses another dealer (403) and a RADIUS without its centre (400)', async () => {
    expect((await server().as('dealer').post(SAVE, { json: { dealerCode: 'HON0003', programId, coverageType: 'RADIUS', centralZip: dealerZip, radius: 5 } })).status).toBe(403);
    const res = await server().as('dealer').post(SAVE, { json: { dealerCode: 'HON0001', programId, coverageType: 'RADIUS' } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['centralZip', 'radius']);
  });
});

describe('overlap, export and the coverage map', () => {
  it('lists the other dealers of the OEM sharing ZIPs, with only the shared ZIPs', async () => {
    await server().as('dealer').post(SAVE, { json: { dealerCode: 'HON0001', programId, coverageType: 'RADIUS', centralZip: dealerZip, radius: 40 } });
    const res = await server().as('dealer').get<OverlappingDealer[]>('/api/portal/leadProgramSettings/other-dealers/HON0001', { query: { programId } });
    expect(res.status).toBe(200);
    const mine = new Set((await server().as('dealer').get<Coverage>(`/api/portal/leadProgramSettings/adjustCoverage/HON0001/${programId}`)).body.zipCodes);
    for (const other of res.body) {
      expect(other.dealer.code).not.toBe('HON0001');
      expect(other.dealer.oemId).toBe(1);
      for (const zip of other.sharedZipCodes) expect(mine.has(zip)).toBe(true);
    }
    const distances = res.body.map((other) => other.distanceMiles ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('exports the coverage as CSV named by Content-Disposition', async () => {
    const res = await server().as('dealer').get('/api/portal/leadProgramSettings/adjustCoverage/exportZip', { query: { dealerCode: 'HON0001', programId } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="zip-import-coverage-HON0001-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('zip,city,state,distance (miles)');
    const coverage = (await server().as('dealer').get<Coverage>(`/api/portal/leadProgramSettings/adjustCoverage/HON0001/${programId}`)).body;
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(coverage.zipCodes);
  });

  it('answers several dealers’ coverage to the group user, in the order asked, and refuses a dealer outside the group', async () => {
    const group = await server().db.selectFrom('userDealers').innerJoin('users', 'users.id', 'userDealers.userId').innerJoin('dealers', 'dealers.id', 'userDealers.dealerId').select('dealers.code').where('users.loginName', '=', 'group').orderBy('dealers.code', 'desc').execute();
    const codes = group.map((row) => row.code);
    const res = await server().as('group').post<DealerLeadCoverage[]>('/api/portal/getDealersLeadCoverage', { json: { dealerCodes: codes, programId } });
    expect(res.status).toBe(200);
    expect(res.body.map((entry) => entry.dealerCode)).toEqual(codes);
    expect((await server().as('group').post('/api/portal/getDealersLeadCoverage', { json: { dealerCodes: [...codes, 'ACU0001'], programId } })).status).toBe(403);
  });
});
