/**
 * Payload lookup (business-areas §2 payloadlookup, payloadlookupxml; §3 "Payload lookup:
 * payloadLookupType, documentId"; §7 "GET get-page; POST search; GET fail-details; GET
 * payload-xml; GET download (file). Also XLS export."; Exports "Payload-..."): a dealer reads only
 * its own payloads, XML travels as text, downloads are named by Content-Disposition.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type PayloadRecordPage = components['schemas']['PayloadRecordPage'];
type PayloadFailDetails = components['schemas']['PayloadFailDetails'];

const server = useTestServer();
const BASE = '/api/portal/payloadLookup';

/** A payload of a dealer, by code, with the given status. */
async function payloadOf(dealerCode: string, status?: 'FAILED' | 'PROCESSED') {
  let query = server()
    .db.selectFrom('payloads')
    .innerJoin('dealers', 'dealers.id', 'payloads.dealerId')
    .select(['payloads.id', 'payloads.documentId', 'payloads.payloadLookupType', 'payloads.status', 'payloads.failures', 'payloads.payloadXml'])
    .where('dealers.code', '=', dealerCode);
  if (status) query = query.where('payloads.status', '=', status);
  return query.orderBy('payloads.id').executeTakeFirstOrThrow();
}

async function failedPayloadOfAnyDealer() {
  return server()
    .db.selectFrom('payloads')
    .innerJoin('dealers', 'dealers.id', 'payloads.dealerId')
    .select(['payloads.id', 'payloads.documentId', 'payloads.payloadLookupType', 'payloads.failures', 'dealers.code'])
    .where('payloads.status', '=', 'FAILED')
    .orderBy('payloads.id')
    .executeTakeFirstOrThrow();
}

describe('GET get-page', () => {
  it('offers the payload types with LEAD as the default', async () => {
    const res = await server().as('admin').get(`${BASE}/get-page`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      payloadLookupTypes: [
        { value: 'LEAD', label: 'PAYLOAD_TYPE_LEAD' },
        { value: 'DISPOSITION', label: 'PAYLOAD_TYPE_DISPOSITION' },
        { value: 'SALE', label: 'PAYLOAD_TYPE_SALE' },
      ],
      defaultPayloadLookupType: 'LEAD',
    });
  });
});

describe('POST search', () => {
  it('finds every version of a document id (spaces around it ignored), newest first', async () => {
    const payload = await payloadOf('HON0001');
    // A second version of the same document, received later.
    const original = await server().db.selectFrom('payloads').selectAll().where('id', '=', payload.id).executeTakeFirstOrThrow();
    const [copy] = await server()
      .db.insertInto('payloads')
      .values({
        payloadLookupType: original.payloadLookupType,
        documentId: original.documentId,
        dealerId: original.dealerId,
        oemId: original.oemId,
        source: original.source,
        receivedAt: new Date(),
        processedAt: null,
        status: 'RECEIVED',
        payloadXml: original.payloadXml,
      })
      .returning('id')
      .execute();
    const res = await server()
      .as('dealer')
      .post<PayloadRecordPage>(`${BASE}/search`, { json: { payloadLookupType: payload.payloadLookupType, documentId: `  ${payload.documentId} ` } });
    expect(res.status).toBe(200);
    expect(res.body.content.map((row) => row.id)).toEqual([copy!.id, payload.id]);
    expect(res.body.content[0]).toMatchObject({ documentId: payload.documentId, dealerCode: 'HON0001', status: 'RECEIVED', processedAt: null });
    expect(res.body.page.totalElements).toBe(2);
    const oldestFirst = await server()
      .as('dealer')
      .post<PayloadRecordPage>(`${BASE}/search`, { query: { sort: 'receivedAt,asc' }, json: { payloadLookupType: payload.payloadLookupType, documentId: payload.documentId } });
    expect(oldestFirst.body.content.map((row) => row.id)).toEqual([payload.id, copy!.id]);
  });

  it('never shows a dealer another dealer’s payload; its OEM staff and admins see it', async () => {
    const other = await payloadOf('HON0002');
    const lookup = { payloadLookupType: other.payloadLookupType, documentId: other.documentId };
    const dealer = await server().as('dealer').post<PayloadRecordPage>(`${BASE}/search`, { json: lookup });
    expect(dealer.status).toBe(200);
    expect(dealer.body.content).toEqual([]);
    const acuraStaff = await payloadOf('ACU0001');
    expect((await server().as('oem').post<PayloadRecordPage>(`${BASE}/search`, { json: lookup })).body.content.map((row) => row.id)).toContain(other.id);
    const oemForeign = await server()
      .as('oem')
      .post<PayloadRecordPage>(`${BASE}/search`, { json: { payloadLookupType: acuraStaff.payloadLookupType, documentId: acuraStaff.documentId } });
    expect(oemForeign.body.content).toEqual([]);
    expect((await server().as('admin').post<PayloadRecordPage>(`${BASE}/search`, { json: lookup })).body.content.map((row) => row.id)).toContain(other.id);
  });

  it('answers 400 with field errors for a missing or blank document id, an unknown type, an unknown sort', async () => {
    const missing = await server().as('dealer').post(`${BASE}/search`, { json: { payloadLookupType: 'LEAD' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual(expect.objectContaining({ field: 'documentId', message: 'This field is required.' }));
    const blank = await server().as('dealer').post(`${BASE}/search`, { json: { payloadLookupType: 'LEAD', documentId: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([expect.objectContaining({ field: 'documentId', messageKey: 'REQUIRED_FIELD' })]);
    const type = await server().as('dealer').post(`${BASE}/search`, { json: { payloadLookupType: 'INVOICE', documentId: 'X' } });
    expect(type.status).toBe(400);
    expect(type.body.errors[0].field).toBe('payloadLookupType');
    const sort = await server().as('dealer').post(`${BASE}/search`, { query: { sort: 'payloadXml,asc' }, json: { payloadLookupType: 'LEAD', documentId: 'X' } });
    expect(sort.status).toBe(400);
    expect(sort.body.errors[0].field).toBe('query.sort');
  });
});

describe('POST search by received date (US Central days)', () => {
  it('keeps only the versions received in the range, and refuses a range that ends before it starts', async () => {
    const payload = await payloadOf('HON0001');
    const original = await server().db.selectFrom('payloads').select(['receivedAt']).where('id', '=', payload.id).executeTakeFirstOrThrow();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(original.receivedAt);
    const lookup = { payloadLookupType: payload.payloadLookupType, documentId: payload.documentId };
    const that = await server().as('dealer').post<PayloadRecordPage>(`${BASE}/search`, { json: { ...lookup, receivedDateFrom: day, receivedDateTo: day } });
    expect(that.body.content.map((row) => row.id)).toContain(payload.id);
    const later = await server().as('dealer').post<PayloadRecordPage>(`${BASE}/search`, { json: { ...lookup, receivedDateFrom: '2099-01-01' } });
    expect(later.body.content).toEqual([]);
    const reversed = await server().as('dealer').post(`${BASE}/search`, { json: { ...lookup, receivedDateFrom: '2024-05-02', receivedDateTo: '2024-05-01' } });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ field: 'receivedDateFrom', messageKey: 'DATE_RANGE_INVALID', message: 'The from date must not be after the to date.' }]);
    const badExport = await server().as('dealer').get(`${BASE}/export-xls`, { query: { ...lookup, receivedDateFrom: '2024-05-02', receivedDateTo: '2024-05-01' } });
    expect(badExport.status).toBe(400);
    expect(badExport.body.errors[0].field).toBe('query.receivedDateFrom');
  });
});

describe('GET fail-details', () => {
  it('lists why a failed payload failed, and nothing for one that did not', async () => {
    const failed = await failedPayloadOfAnyDealer();
    const res = await server().as('admin').get<PayloadFailDetails>(`${BASE}/fail-details`, { query: { id: failed.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: failed.id, documentId: failed.documentId, status: 'FAILED', failures: failed.failures });
    expect(res.body.failures.length).toBeGreaterThan(0);
    expect(res.body.failedAt).not.toBeNull();
    const processed = await payloadOf('HON0001', 'PROCESSED');
    const ok = await server().as('dealer').get<PayloadFailDetails>(`${BASE}/fail-details`, { query: { id: processed.id } });
    expect(ok.body).toMatchObject({ status: 'PROCESSED', failures: [], failedAt: null });
  });

  it('answers 404 for another dealer’s payload and for an unknown one; 400 for a bad id', async () => {
    const other = await payloadOf('HON0002');
    expect((await server().as('dealer').get(`${BASE}/fail-details`, { query: { id: other.id } })).status).toBe(404);
    expect((await server().as('dealer').get(`${BASE}/fail-details`, { query: { id: 999_999_999 } })).status).toBe(404);
    const bad = await server().as('dealer').get(`${BASE}/fail-details`, { query: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('query.id');
  });
});

describe('GET payload-xml and download', () => {
  it('serves the XML exactly as received, as text that a browser will not run', async () => {
    const payload = await payloadOf('HON0001');
    const res = await server().as('dealer').get<string>(`${BASE}/payload-xml`, { query: { id: payload.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.text).toBe(payload.payloadXml);
  });

  it('downloads one payload as Payload-{type}-{documentId}.xml', async () => {
    const payload = await payloadOf('HON0001');
    const res = await server().as('dealer').get(`${BASE}/download`, { query: { id: payload.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Payload-${payload.payloadLookupType}-${payload.documentId}.xml"`);
    expect(res.text).toBe(payload.payloadXml);
  });

  it('refuses another dealer’s payload (404) and the signed-out (401)', async () => {
    const other = await payloadOf('HON0002');
    for (const operation of ['payload-xml', 'download']) {
      expect((await server().as('dealer').get(`${BASE}/${operation}`, { query: { id: other.id } })).status).toBe(404);
      expect((await server().get(`${BASE}/${operation}`, { query: { id: other.id } })).status).toBe(401);
    }
  });
});

describe('GET export-xls', () => {
  it('exports every matching payload to a real xlsx workbook', async () => {
    const payload = await payloadOf('HON0001');
    const res = await server()
      .as('dealer')
      .get<Buffer>(`${BASE}/export-xls`, { query: { payloadLookupType: payload.payloadLookupType, documentId: payload.documentId } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="Payload-${payload.payloadLookupType}-${payload.documentId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payloads')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Document Id');
    const documentIds = sheet.getColumn(3).values.slice(2);
    const stored = await server().db.selectFrom('payloads').select('id').where('documentId', '=', payload.documentId).where('payloadLookupType', '=', payload.payloadLookupType).execute();
    expect(documentIds).toHaveLength(stored.length);
    expect(new Set(documentIds)).toEqual(new Set([payload.documentId]));
    expect(sheet.getRow(2).getCell(7).value).toBeInstanceOf(Date);
    expect(sheet.getRow(1).getCell(7).value).toBe('Received (Central Time)');
    // Types and statuses by their labels, as the screen shows them, not their codes.
    expect(sheet.getRow(2).getCell(2).value).toBe({ LEAD: 'Lead', DISPOSITION: 'Lead disposition', SALE: 'Sale' }[payload.payloadLookupType]);
    expect(['Received', 'Processed', 'Failed']).toContain(sheet.getRow(2).getCell(9).value);
  });

  it('titles the workbook in the user’s language (French for dealer.fr)', async () => {
    // dealer.fr reads French and is HON0002's user.
    const own = await payloadOf('HON0002');
    const res = await server().as('dealer.fr').get<Buffer>(`${BASE}/export-xls`, { query: { payloadLookupType: own.payloadLookupType, documentId: own.documentId } });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payloads')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Identifiant du document');
    expect(sheet.getRow(1).getCell(7).value).toBe('Reçu (heure du Centre)');
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(sheet.getRow(2).getCell(2).value).toBe({ LEAD: 'Piste', DISPOSITION: 'Suivi de piste', SALE: 'Vente' }[own.payloadLookupType]);
  });

  it('exports nothing of another dealer and answers 400 without a document id', async () => {
    const other = await payloadOf('HON0002');
    const res = await server().as('dealer').get<Buffer>(`${BASE}/export-xls`, { query: { payloadLookupType: other.payloadLookupType, documentId: other.documentId } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Payloads')!.rowCount).toBe(1);
    const bad = await server().as('dealer').get(`${BASE}/export-xls`, { query: { payloadLookupType: 'LEAD' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('query.documentId');
  });
});
