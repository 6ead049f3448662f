/**
 * Reports (business-areas §3 "Report results", §7 "Reports" and "Exports"): generate a named
 * report, export it (CSV, XLSX, PDF; named by Content-Disposition, fallback
 * {reportName}.{format}), the report form, select data, page data, thresholds and periods. An
 * export's rows are the report's rows for the same filter; a dealer sees only its own figures.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';
import { fieldsOf } from '../../support/field-errors.ts';
import { parseCsv } from '../../support/parse-csv.ts';

type Results = components['schemas']['ReportResults'];
type Table = components['schemas']['ReportTable'];
type Form = components['schemas']['ReportForm'];
type SelectData = components['schemas']['ReportSelectData'];
type DataPage = components['schemas']['ReportDataPage'];
type Threshold = components['schemas']['ReportThreshold'];
type Period = components['schemas']['ReportPeriod'];
type FieldError = components['schemas']['FieldError'];

const server = useTestServer();
const generate = (user: DemoLogin, name: string, json: object = {}, query: Record<string, string | number> = {}) =>
  server().as(user).post<Results>(`/api/portal/reports/generate/${name}`, { json, query });
const exportFile = (user: DemoLogin, name: string, format: string, json: object = {}, query: Record<string, string | number> = {}) =>
  server().as(user).post<Buffer | string>(`/api/portal/reports/generate/${name}/${format}`, { json, query });

const ENGLISH: Record<string, string> = { REPORT_TOTAL: 'Total', REPORT_ALL_DEALERS: 'All dealers' };
/** A table's rows as the CSV writes them (booleans Yes/No, nulls empty, label keys in English, totals last). */
const asCsvCells = (table: Table) =>
  [...table.rows, ...(table.totals ? [table.totals] : [])].map((row) =>
    table.columns.map((column) => {
      const value = row[column.key];
      if (value === null || value === undefined) return '';
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      return ENGLISH[String(value)] ?? String(value);
    }),
  );

describe('generateReport', () => {
  it('fills the concierge table from the Concierge leads, totals included, for the current period', async () => {
    const res = await generate('admin', 'concierge', { oemId: 1, dateFrom: '2000-01-01' });
    expect(res.status).toBe(200);
    const table = res.body.conciergeReportData!;
    expect(res.body.commonReport).toBeNull();
    expect(table.rows.length).toBeGreaterThan(0);
    const leads = await server()
      .db.selectFrom('leads')
      .innerJoin('leadSources', 'leadSources.id', 'leads.leadSourceId')
      .innerJoin('dealers', 'dealers.id', 'leads.dealerId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('leadSources.name', '=', 'Concierge')
      .where('dealers.oemId', '=', 1)
      .where('dealers.testDealer', '=', false)
      .executeTakeFirstOrThrow();
    expect(table.totals!.leads).toBe(Number(leads.n));
    expect(table.rows.reduce((sum, row) => sum + Number(row.leads), 0)).toBe(Number(leads.n));
  });

  it('fills the sales conversion lists per lead type, only the asked one when reportLeadType is given, rated by the thresholds', async () => {
    const all = await generate('oem', 'salesConversion', { dateFrom: '2000-01-01' }, { leadThreshold: 5, closeRateThreshold: 50 });
    expect(all.status).toBe(200);
    expect(all.body.regionListNew.length).toBeGreaterThan(0);
    expect(all.body.dealerDetailMatchsUsed.length).toBeGreaterThan(0);
    for (const row of all.body.dealerDetailMatchsNew) {
      expect(row.meetsLeadThreshold).toBe(row.leads >= 5);
      expect(row.belowCloseRateThreshold).toBe(row.meetsLeadThreshold && row.closeRate !== null && row.closeRate < 50);
    }
    const used = await generate('oem', 'salesConversion', { dateFrom: '2000-01-01' }, { reportLeadType: 'USED' });
    expect(used.body.regionListNew).toEqual([]);
    expect(used.body.regionListUsed.length).toBeGreaterThan(0);
    const bad = await generate('oem', 'salesConversion', {}, { reportLeadType: 'BOAT', closeRateThreshold: 300 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.closeRateThreshold', 'query.reportLeadType']);
  });

  it('fills the compliance reports common tables and refuses an unknown report, a bad filter and another dealer', async () => {
    const res = await generate('admin', 'ComplianceAggregateReport', { oemId: 1 });
    expect(res.status).toBe(200);
    expect(res.body.commonReport!.dealerAggregatedReportData.rows.length).toBeGreaterThan(0);
    expect(res.body.commonReport!.dealerReportData.rows.length).toBeGreaterThan(0);
    expect((await generate('admin', 'NoSuchReport')).status).toBe(400);
    const bad = await generate('admin', 'concierge', { dateFrom: '01/02/2026', oemId: 0 });
    expect(fieldsOf(bad.body)).toEqual(['dateFrom', 'oemId']);
    expect((await generate('dealer', 'concierge', { dealerCode: 'HON0002' })).status).toBe(403);
  });

  it('shows a dealer only its own figures', async () => {
    const res = await generate('dealer', 'shopperContact', { dateFrom: '2000-01-01' });
    expect(res.status).toBe(200);
    const dealers = res.body.commonReport!.dealerReportData.rows.map((row) => row.dealerCode);
    expect(new Set(dealers)).toEqual(new Set(['HON0001']));
  });
});

describe('exportReport', () => {
  it('writes a CSV whose rows are the report rows for the same filter, named by Content-Disposition', async () => {
    const filter = { oemId: 1, dateFrom: '2000-01-01' };
    const report = await generate('admin', 'concierge', filter);
    const res = await exportFile('admin', 'concierge', 'csv', filter);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="concierge-2000-01-01-2999-12-31\.csv"/);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['Dealer Code', 'Dealer Name', 'Region', 'District', 'Leads', 'Responded', 'Response rate', 'Average response time', 'Sales', 'Close rate']);
    expect(rows).toEqual(asCsvCells(report.body.conciergeReportData!));
  });

  it('writes the dealer table first for the non-compliant reports', async () => {
    const filter = { dateFrom: '2000-01-01' };
    const report = await generate('oem', 'DWCPWebproviderNonCompliantReport', filter);
    const res = await exportFile('oem', 'DWCPWebproviderNonCompliantReport', 'csv', filter);
    const [, ...rows] = parseCsv(res.text);
    expect(rows).toEqual(asCsvCells(report.body.commonReport!.dealerReportData));
  });

  it('writes a real XLSX workbook with one sheet per table', async () => {
    const filter = { dateFrom: '2000-01-01' };
    const report = await generate('oem', 'salesConversion', filter);
    const res = await exportFile('oem', 'salesConversion', 'xlsx', filter);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Regions', 'Dealers']);
    const dealers = workbook.getWorksheet('Dealers')!;
    const expected = [...report.body.dealerDetailMatchsNew, ...report.body.dealerDetailMatchsCpo, ...report.body.dealerDetailMatchsUsed];
    expect(dealers.rowCount - 1).toBe(expected.length);
    expect(dealers.getRow(2).getCell(2).value).toBe(expected[0]!.dealerCode);
  });

  it('writes a PDF where the report offers one, and refuses a format it does not offer', async () => {
    const pdf = await exportFile('admin', 'ComplianceAggregateReport', 'pdf', {});
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const refused = await exportFile('admin', 'concierge', 'pdf', {});
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['path.exportFormat']);
    expect((await exportFile('admin', 'concierge', 'docx', {})).status).toBe(400);
  });
});

describe('report form, select data, page data, thresholds and periods', () => {
  it('describes the form of a report with its thresholds and current period as defaults', async () => {
    const res = await server().as('oem').get<Form>('/api/portal/reports/getReportForm/salesConversion');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'salesConversion', hasThresholds: true, hasPeriods: true, exportFormats: ['csv', 'xlsx', 'pdf'] });
    const thresholds = await server().as('oem').get<Threshold[]>(`/api/portal/reports/filter/getThresholds/${res.body.id}`);
    expect(thresholds.body.map((threshold) => threshold.key).sort()).toEqual(['closeRateThreshold', 'leadThreshold']);
    const lead = res.body.fields.find((field) => field.name === 'leadThreshold')!;
    expect(lead.defaultValue).toBe(thresholds.body.find((threshold) => threshold.key === 'leadThreshold')!.value);
    const periods = await server().as('oem').get<Period[]>(`/api/portal/reports/filter/getPeriodForReport/${res.body.id}`);
    expect(periods.body.filter((period) => period.current)).toHaveLength(1);
    expect(res.body.fields.find((field) => field.name === 'periodId')!.defaultValue).toBe(periods.body.find((period) => period.current)!.id);
    const dates = periods.body.map((period) => period.dateFrom);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await server().as('oem').get('/api/portal/reports/filter/getThresholds/999')).status).toBe(404);
    expect((await server().as('oem').get('/api/portal/reports/filter/getPeriodForReport/0')).status).toBe(400);
    expect((await server().as('oem').get('/api/portal/reports/getReportForm/nothing')).status).toBe(400);
  });

  it('limits the select data to what the caller may see', async () => {
    const dealer = await server().as('dealer').get<SelectData>('/api/portal/reports/getDataForSelect');
    expect(dealer.status).toBe(200);
    expect(dealer.body.dealers.map((row) => row.code)).toEqual(['HON0001']);
    expect(dealer.body.oems.map((oem) => oem.id)).toEqual([1]);
    expect(dealer.body.leadTypes).toEqual(['NEW', 'CPO', 'USED']);
    const oem = await server().as('oem').get<SelectData>('/api/portal/reports/getDataForSelect');
    expect(oem.body.dealers.every((row) => row.oemId === 1)).toBe(true);
    expect(oem.body.regions.every((region) => region.oemId === 1)).toBe(true);
    expect((await server().get('/api/portal/reports/getDataForSelect')).status).toBe(401);
  });

  it('gives the data range of the page-data reports', async () => {
    const res = await server().as('admin').get<DataPage>('/api/portal/reports/dataPage', { query: { reportName: 'concierge' } });
    expect(res.status).toBe(200);
    expect(res.body.dataAvailableFrom! <= res.body.dataAvailableTo!).toBe(true);
    const bad = await server().as('admin').get('/api/portal/reports/dataPage', { query: { reportName: 'salesConversion' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.reportName']);
  });
});
