/**
 * Bulk ZIP import of the lead program settings (business-areas §5 ZIP rule, §7 "Budget and lead
 * program settings", §8 "Saved Successfully", §7 "Exports" zip-import-…): a file's rows judged
 * VALID, INVALID, DUPLICATE or UNKNOWN against the dealer's country without touching the
 * coverage; the upload checked by type, content and size; the template and the report as CSV;
 * the save into the coverage (REPLACE, APPEND) once; imports of other dealers refused; a
 * 50,000-row file stored while other calls are answered.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type ImportResult = components['schemas']['ZipBulkImportResult'];
type CoverageSaveResult = components['schemas']['CoverageSaveResult'];
type FieldError = components['schemas']['FieldError'];

const server = useTestServer();

const US_MESSAGE = 'Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.';
const CA_MESSAGE = 'Invalid ZIP format. Please enter ZIP Code in format: A1A 1A1.';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const US_DEALER = 'HON0001';
const CA_DEALER = 'BCA0001';
const errorsOf = (body: unknown) => (body as { errors?: FieldError[] }).errors ?? [];

/** The dealer's lead program (SmartLeads), as seeded. */
async function leadProgramOf(dealerCode: string) {
  const row = await server()
    .db.selectFrom('programEnrollments')
    .innerJoin('programs', 'programs.id', 'programEnrollments.programId')
    .innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId')
    .select(['programs.id as programId', 'dealers.id as dealerId', 'dealers.country'])
    .where('dealers.code', '=', dealerCode)
    .where('programs.leadProgram', '=', true)
    .where('programEnrollments.status', '=', 'ENROLLED')
    .executeTakeFirstOrThrow();
  return row;
}

/** Known codes of the country, in order. */
async function knownZips(country: 'US' | 'CA', count: number, skip = 0): Promise<string[]> {
  const rows = await server().db.selectFrom('zipCodes').select('zip').where('country', '=', country).orderBy('zip').offset(skip).limit(count).execute();
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.zip);
}

/** A well-formed US ZIP that zip_codes does not hold. */
async function unknownUsZip(): Promise<string> {
  const known = new Set((await server().db.selectFrom('zipCodes').select('zip').where('zip', 'like', '99%').execute()).map((row) => row.zip));
  for (let zip = 99999; ; zip -= 1) if (!known.has(String(zip))) return String(zip);
}

interface Upload {
  name: string;
  type: string;
  content: string | Uint8Array<ArrayBuffer>;
}

function upload(user: DemoLogin, dealerCode: string, file: Upload, fields: Record<string, string | number> = {}) {
  const form = new FormData();
  form.append('file', new Blob([file.content], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  return server().as(user).post<ImportResult>(`/api/portal/leadProgramSettings/zipCodeBulkImport/${dealerCode}`, { multipart: form });
}

const csv = (...lines: string[]): Upload => ({ name: 'zips.csv', type: 'text/csv', content: lines.map((line) => `${line}\r\n`).join('') });

const resultOf = (user: DemoLogin, id: number) => server().as(user).get<ImportResult>(`/api/portal/leadProgramSettings/zipCodeBulkImportResult/${id}`);
const exportOf = (user: DemoLogin, id: number) => server().as(user).get<string>('/api/portal/leadProgramSettings/zipCodeBulkImportResultExport', { query: { id } });
const apply = (user: DemoLogin, id: number) => server().as(user).get<CoverageSaveResult>(`/api/portal/leadProgramSettings/zipCodeBulkImportSave/${id}`);
const template = (user: DemoLogin, dealerCode: string) =>
  server().as(user).get<string>(`/api/portal/leadProgramSettings/zipCodeBulkImportResultExportTemplate/${dealerCode}`);

async function coveredZips(dealerId: number, programId: number): Promise<string[]> {
  const rows = await server().db.selectFrom('leadCoverageZips').select('zip').where('dealerId', '=', dealerId).where('programId', '=', programId).orderBy('zip').execute();
  return rows.map((row) => row.zip);
}

const importCount = async () => Number((await server().db.selectFrom('zipBulkImports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('importZipCodes', () => {
  it('judges every row of a US dealer\'s CSV (valid, wrong format, duplicate, unknown), skips the header and blank rows, stores the report and leaves the coverage alone', async () => {
    const { programId, dealerId } = await leadProgramOf(US_DEALER);
    const [first, second] = await knownZips('US', 2);
    const unknown = await unknownUsZip();
    const coverageBefore = await coveredZips(dealerId, programId);

    const res = await upload('dealer', US_DEALER, csv('zip', first!, `${second},ignored second column`, '', '6060', 'K1A 0B1', ` ${first} `, `${second}-1234`, unknown, '   '), {
      programId,
      mode: 'APPEND',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dealerCode: US_DEALER,
      programId,
      fileName: 'zips.csv',
      mode: 'APPEND',
      totalRows: 7,
      validCount: 2,
      invalidCount: 2,
      duplicateCount: 2,
      unknownCount: 1,
      saved: false,
    });
    expect(res.body.rows).toEqual([
      { rowNumber: 2, value: first, status: 'VALID', message: null },
      { rowNumber: 3, value: second, status: 'VALID', message: null },
      { rowNumber: 5, value: '6060', status: 'INVALID', message: US_MESSAGE },
      { rowNumber: 6, value: 'K1A 0B1', status: 'INVALID', message: US_MESSAGE },
      { rowNumber: 7, value: first, status: 'DUPLICATE', message: 'Duplicate of row 2.' },
      { rowNumber: 8, value: `${second}-1234`, status: 'DUPLICATE', message: 'Duplicate of row 3.' },
      { rowNumber: 9, value: unknown, status: 'UNKNOWN', message: 'ZIP code not found.' },
    ]);

    const stored = await server().db.selectFrom('zipBulkImports').selectAll().where('id', '=', res.body.importId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ dealerId, programId, mode: 'APPEND', totalRows: 7, validCount: 2, savedAt: null });
    const storedRows = await server().db.selectFrom('zipBulkImportRows').select(['rowNumber', 'status']).where('importId', '=', res.body.importId).orderBy('rowNumber').execute();
    expect(storedRows.map((row) => row.status)).toEqual(['VALID', 'VALID', 'INVALID', 'INVALID', 'DUPLICATE', 'DUPLICATE', 'UNKNOWN']);
    expect(await coveredZips(dealerId, programId)).toEqual(coverageBefore);

    const again = await resultOf('dealer', res.body.importId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
  });

  it('holds a Canadian dealer to the Canadian format, with its message, and treats spacing and case as one code', async () => {
    const { programId, country } = await leadProgramOf(CA_DEALER);
    expect(country).toBe('CA');
    const [known] = await knownZips('CA', 1);
    const compact = known!.replace(' ', '').toLowerCase();
    const res = await upload('admin', CA_DEALER, { name: 'codes.txt', type: 'text/plain', content: `${compact}\n60601\n${known}\n` }, { programId });
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('REPLACE');
    expect(res.body.rows).toEqual([
      { rowNumber: 1, value: compact, status: 'VALID', message: null },
      { rowNumber: 2, value: '60601', status: 'INVALID', message: CA_MESSAGE },
      { rowNumber: 3, value: known, status: 'DUPLICATE', message: 'Duplicate of row 1.' },
    ]);
  });

  it('reads the first column of an xlsx sheet, numbers included (a leading zero Excel dropped comes back)', async () => {
    const { programId } = await leadProgramOf(US_DEALER);
    const [first, second] = await knownZips('US', 2);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('ZIPs');
    sheet.addRow(['zip']);
    sheet.addRow([Number(first)]);
    sheet.addRow([]);
    sheet.addRow([second, 'note']);
    sheet.addRow(['ABCDE']);
    sheet.addRow([2134]);
    const content = new Uint8Array(await workbook.xlsx.writeBuffer());
    const res = await upload('dealer', US_DEALER, { name: 'ZIPs.XLSX', type: XLSX, content }, { programId });
    expect(res.status).toBe(200);
    expect(res.body.rows.map(({ rowNumber, value, status }) => ({ rowNumber, value, status }))).toEqual([
      { rowNumber: 2, value: first, status: 'VALID' },
      { rowNumber: 4, value: second, status: 'VALID' },
      { rowNumber: 5, value: 'ABCDE', status: 'INVALID' },
      { rowNumber: 6, value: '02134', status: expect.stringMatching(/^(VALID|UNKNOWN)$/) },
    ]);
    expect(res.body.totalRows).toBe(4);
  });

  it('refuses a file of the wrong type, a file whose content is not its type, an empty one and one over 5 MB (400 on file), storing nothing', async () => {
    const { programId } = await leadProgramOf(US_DEALER);
    const before = await importCount();
    const cases: [Upload, string][] = [
      [{ name: 'zips.pdf', type: 'application/pdf', content: '%PDF-1.4 60601' }, 'The file must be a .csv, .xlsx or .txt file.'],
      [{ name: 'zips.csv', type: 'image/png', content: '60601\r\n' }, 'The file must be a .csv, .xlsx or .txt file.'],
      [{ name: 'zips.xlsx', type: XLSX, content: 'zip\r\n60601\r\n' }, 'The file is not a readable .xlsx file.'],
      [{ name: 'zips.xlsx', type: XLSX, content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]) }, 'The file is not a readable .xlsx file.'],
      [{ name: 'zips.csv', type: 'text/csv', content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) }, 'The file is not a readable .csv file.'],
      [csv('zip', '', '  '), 'The file holds no ZIP codes.'],
      [{ name: 'big.csv', type: 'text/csv', content: '60601\r\n'.repeat(714_286) }, 'The file is larger than 5 MB.'],
    ];
    for (const [file, message] of cases) {
      const res = await upload('dealer', US_DEALER, file, { programId });
      expect(res.status, file.name).toBe(400);
      expect(errorsOf(res.body).map((error) => [error.field, error.message])).toEqual([['file', message]]);
    }
    const missing = await server().as('dealer').post(`/api/portal/leadProgramSettings/zipCodeBulkImport/${US_DEALER}`, { multipart: (() => { const form = new FormData(); form.append('programId', String(programId)); return form; })() });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body).map((error) => error.field)).toEqual(['file']);
    expect(await importCount()).toBe(before);
  });

  it('answers 404 for a program the dealer is not enrolled in, 403 for another dealer and 401 without a token', async () => {
    const { programId } = await leadProgramOf(US_DEALER);
    const notEnrolled = await server()
      .db.selectFrom('programs')
      .select('id')
      .where('id', 'not in', (eb) => eb.selectFrom('programEnrollments').innerJoin('dealers', 'dealers.id', 'programEnrollments.dealerId').select('programEnrollments.programId').where('dealers.code', '=', US_DEALER))
      .executeTakeFirstOrThrow();
    expect((await upload('dealer', US_DEALER, csv('60601'), { programId: notEnrolled.id })).status).toBe(404);
    expect((await upload('dealer', CA_DEALER, csv('K1A 0B1'), { programId })).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob(['60601\r\n'], { type: 'text/csv' }), 'zips.csv');
    form.append('programId', String(programId));
    expect((await server().post(`/api/portal/leadProgramSettings/zipCodeBulkImport/${US_DEALER}`, { multipart: form })).status).toBe(401);
  });
});

describe('downloadZipBulkImportTemplate and exportZipBulkImportResult', () => {
  it('serves a template with the zip header and an example in the dealer\'s country format', async () => {
    const us = await template('dealer', US_DEALER);
    expect(us.status).toBe(200);
    expect(us.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(us.headers.get('content-disposition')).toBe(`attachment; filename="zip-import-template-${US_DEALER}.csv"`);
    expect(us.text).toMatch(/^zip\r\n\d{5}\r\n$/);
    const ca = await template('admin', CA_DEALER);
    expect(ca.text).toMatch(/^zip\r\n[A-Z]\d[A-Z] \d[A-Z]\d\r\n$/);
    expect((await template('dealer', CA_DEALER)).status).toBe(403);
    expect((await server().get(`/api/portal/leadProgramSettings/zipCodeBulkImportResultExportTemplate/${US_DEALER}`)).status).toBe(401);
  });

  it('exports a report as CSV (row, value, status, message), named zip-import-…, with values a spreadsheet would run kept as text', async () => {
    const { programId } = await leadProgramOf(US_DEALER);
    const [first] = await knownZips('US', 1);
    const imported = await upload('dealer', US_DEALER, csv(first!, '=1+2', first!), { programId });
    const res = await exportOf('dealer', imported.body.importId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="zip-import-${US_DEALER}-${imported.body.importId}.csv"`);
    expect(res.text).toBe(`row,value,status,message\r\n1,${first},VALID,\r\n2,'=1+2,INVALID,${US_MESSAGE}\r\n3,${first},DUPLICATE,Duplicate of row 1.\r\n`);
  });
});

describe('applyZipBulkImport', () => {
  it('REPLACE makes the valid ZIPs the coverage list, APPEND adds them to it, and a second save answers 409', async () => {
    const { programId, dealerId } = await leadProgramOf(US_DEALER);
    const [a, b, c] = await knownZips('US', 3, 10);

    const replace = await upload('dealer', US_DEALER, csv('zip', a!, b!, 'nope', a!), { programId, mode: 'REPLACE' });
    const saved = await apply('dealer', replace.body.importId);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: 'Saved Successfully', coverage: { dealerCode: US_DEALER, programId, coverageType: 'ZIP_LIST', radius: null, zipCodes: [a, b] } });
    expect(await coveredZips(dealerId, programId)).toEqual([a, b]);
    const settings = await server().db.selectFrom('leadProgramSettings').select(['coverageType', 'radiusMiles']).where('dealerId', '=', dealerId).where('programId', '=', programId).executeTakeFirstOrThrow();
    expect(settings).toEqual({ coverageType: 'ZIP_LIST', radiusMiles: null });
    expect((await resultOf('dealer', replace.body.importId)).body.saved).toBe(true);
    expect((await apply('dealer', replace.body.importId)).status).toBe(409);

    const append = await upload('dealer', US_DEALER, csv(`${c}-0001`, b!), { programId, mode: 'APPEND' });
    expect(append.body.validCount).toBe(2);
    const appended = await apply('dealer', append.body.importId);
    expect(appended.status).toBe(200);
    expect(appended.body.coverage.zipCodes).toEqual([a, b, c].sort());
    expect(await coveredZips(dealerId, programId)).toEqual([a, b, c].sort());
    expect((await apply('dealer', append.body.importId)).status).toBe(409);
  });

  it('refuses (409) an import without a valid row, changing nothing', async () => {
    const { programId, dealerId } = await leadProgramOf(US_DEALER);
    const before = await coveredZips(dealerId, programId);
    const invalid = await upload('dealer', US_DEALER, csv('bad', '1234'), { programId });
    expect(invalid.body.validCount).toBe(0);
    expect((await apply('dealer', invalid.body.importId)).status).toBe(409);
    expect(await coveredZips(dealerId, programId)).toEqual(before);
    expect((await resultOf('dealer', invalid.body.importId)).body.saved).toBe(false);
  });

  it('reads a file for a paused program but refuses (409) to save it into the coverage until the program is active again', async () => {
    const { programId, dealerId } = await leadProgramOf(US_DEALER);
    const [zip] = await knownZips('US', 1, 20);
    const before = await coveredZips(dealerId, programId);
    const enrollment = () => server().db.updateTable('programEnrollments').where('dealerId', '=', dealerId).where('programId', '=', programId);
    await enrollment().set({ status: 'PAUSED' }).execute();
    try {
      const paused = await upload('dealer', US_DEALER, csv(zip!), { programId });
      expect(paused.status).toBe(200);
      expect((await apply('dealer', paused.body.importId)).status).toBe(409);
      expect(await coveredZips(dealerId, programId)).toEqual(before);
      await enrollment().set({ status: 'ENROLLED' }).execute();
      expect((await apply('dealer', paused.body.importId)).status).toBe(200);
      expect(await coveredZips(dealerId, programId)).toEqual([zip]);
    } finally {
      await enrollment().set({ status: 'ENROLLED' }).execute();
    }
  });
});

describe('an import of another dealer', () => {
  it('answers 403 with nothing of the import to a dealer and to OEM staff of another OEM, 404 for no import, 401 without a token', async () => {
    const { programId } = await leadProgramOf(CA_DEALER);
    const [known] = await knownZips('CA', 1);
    const theirs = await upload('admin', CA_DEALER, csv(known!), { programId });
    expect(theirs.status).toBe(200);
    const id = theirs.body.importId;
    for (const user of ['dealer', 'oem', 'group'] as const) {
      for (const res of [await resultOf(user, id), await exportOf(user, id), await apply(user, id)]) {
        expect(res.status, user).toBe(403);
        expect(res.text).not.toContain(known!);
        expect(res.text).not.toContain(CA_DEALER);
      }
    }
    // An admin acting as a dealer sees what that dealer sees.
    expect((await server().as('admin', { impersonate: 'dealer' }).get(`/api/portal/leadProgramSettings/zipCodeBulkImportResult/${id}`)).status).toBe(403);
    expect((await server().as('admin', { impersonate: 'dealer.bmwca' }).get(`/api/portal/leadProgramSettings/zipCodeBulkImportResult/${id}`)).status).toBe(200);
    expect((await resultOf('dealer.bmwca', id)).status).toBe(200);
    expect((await resultOf('admin', 2_000_000_000)).status).toBe(404);
    expect((await server().get(`/api/portal/leadProgramSettings/zipCodeBulkImportResult/${id}`)).status).toBe(401);
    expect((await server().get('/api/portal/leadProgramSettings/zipCodeBulkImportResultExport', { query: { id } })).status).toBe(401);
    expect((await server().get(`/api/portal/leadProgramSettings/zipCodeBulkImportSave/${id}`)).status).toBe(401);
    // Nothing was saved by the refused calls.
    expect((await resultOf('admin', id)).body.saved).toBe(false);
  });
});

describe('a 50,000-row file', () => {
  it('is judged in full with the right counts while other calls are answered before it finishes', async () => {
    const { programId } = await leadProgramOf(US_DEALER);
    const codes = Array.from({ length: 50_000 }, (_, index) => String(10_000 + index));
    const known = Number(
      (
        await server()
          .db.selectFrom('zipCodes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('country', '=', 'US')
          .where('zip', '>=', '10000')
          .where('zip', '<=', '59999')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(known).toBeGreaterThan(0);

    const finished: string[] = [];
    const importing = upload('dealer', US_DEALER, csv('zip', ...codes), { programId }).then((res) => {
      finished.push('import');
      return res;
    });
    const light = (async () => {
      // Calls one after another until the import is done: the first ones must come back before it.
      let answered = 0;
      while (!finished.includes('import') && answered < 3) {
        const res = await template('dealer', US_DEALER);
        expect(res.status).toBe(200);
        answered += 1;
        finished.push('template');
      }
    })();
    const [res] = await Promise.all([importing, light]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalRows: 50_000, validCount: known, unknownCount: 50_000 - known, invalidCount: 0, duplicateCount: 0 });
    expect(res.body.rows).toHaveLength(50_000);
    expect(res.body.rows[49_999]).toMatchObject({ rowNumber: 50_001, value: '59999' });
    expect(finished[0]).toBe('template');
    expect(finished.indexOf('template')).toBeLessThan(finished.indexOf('import'));
  });
});
