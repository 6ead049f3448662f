/**
 * The compliance reports (business-areas §7 "Compliance": generate/ComplianceDealerReport,
 * ComplianceAggregateReport?page&sort, CrmComplianceAggregateReport, CRMNonCompliantReport,
 * DWCPWebproviderNonCompliantReport, dealerReportFilter, availableDownloads, downloadAllReports):
 * figures over each dealer's latest completed audit of the period, limited to what the caller
 * may see.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';
import { fieldsOf } from '../../support/field-errors.ts';

type AggregatePage = components['schemas']['ComplianceAggregateReportPage'];
type DealerReport = components['schemas']['ComplianceDealerReport'];
type CrmReport = components['schemas']['CrmComplianceAggregateReport'];
type NonCompliant = components['schemas']['ComplianceNonCompliantReport'];
type FilterOptions = components['schemas']['ComplianceDealerReportFilterOptions'];
type Download = components['schemas']['ComplianceAvailableDownload'];
type FieldError = components['schemas']['FieldError'];

const server = useTestServer();
const generate = <T>(user: DemoLogin, report: string, json: object, query: Record<string, string | number> = {}) =>
  server().as(user).post<T>(`/api/portal/compliance/generate/${report}`, { json, query });

/** Every dealer's latest completed DWCP audit in the dates, computed here from the rows, to check the database's aggregates. */
async function latestAudits(dateFrom: string, dateTo: string, oemId?: number) {
  let query = server()
    .db.selectFrom('complianceReports')
    .innerJoin('dealers', 'dealers.id', 'complianceReports.dealerId')
    .select(['complianceReports.id', 'complianceReports.dealerId', 'complianceReports.auditDate', 'complianceReports.overallScore', 'complianceReports.compliant', 'dealers.districtId'])
    .where('complianceReports.kind', '=', 'DEALER')
    .where('complianceReports.status', '=', 'COMPLETED')
    .where('complianceReports.auditType', '=', 'DWCP')
    .where('complianceReports.auditDate', '>=', dateFrom)
    .where('complianceReports.auditDate', '<=', dateTo)
    .where('dealers.testDealer', '=', false)
    .where('dealers.status', '!=', 'CANCELLED');
  if (oemId !== undefined) query = query.where('dealers.oemId', '=', oemId);
  const rows = await query.orderBy('complianceReports.auditDate', 'desc').orderBy('complianceReports.id', 'desc').execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (row.dealerId !== null && !latest.has(row.dealerId)) latest.set(row.dealerId, row);
  return [...latest.values()];
}

describe('generateComplianceAggregateReport', () => {
  it('counts the latest audits per district, pages the districts and totals them all, for the current period by default', async () => {
    const first = await generate<AggregatePage>('admin', 'ComplianceAggregateReport', { auditType: 'DWCP', oemId: 1 }, { size: 5 });
    expect(first.status).toBe(200);
    const { dateFrom, dateTo } = first.body.filter;
    expect(first.body.filter.periodId).toBeGreaterThan(0);
    const audits = await latestAudits(dateFrom!, dateTo!, 1);
    expect(audits.length).toBeGreaterThan(0);
    expect(first.body.totals.auditedDealers).toBe(audits.length);
    expect(first.body.totals.compliantDealers).toBe(audits.filter((audit) => audit.compliant).length);
    const mean = audits.reduce((sum, audit) => sum + Number(audit.overallScore), 0) / audits.length;
    expect(first.body.totals.averageScore).toBeCloseTo(Math.round(mean * 10) / 10, 5);
    expect(first.body.totals.belowThresholdDealers).toBe(audits.filter((audit) => Number(audit.overallScore) < 80).length);

    const all: AggregatePage['content'] = [];
    for (let page = 0; page < first.body.page.totalPages; page += 1) {
      all.push(...(await generate<AggregatePage>('admin', 'ComplianceAggregateReport', { auditType: 'DWCP', oemId: 1 }, { size: 5, page })).body.content);
    }
    expect(all).toHaveLength(first.body.page.totalElements);
    expect(all.reduce((sum, row) => sum + row.auditedDealers, 0)).toBe(first.body.totals.auditedDealers);
    expect(all.reduce((sum, row) => sum + row.dealers, 0)).toBe(first.body.totals.dealers);
    const district = all.find((row) => row.auditedDealers > 0)!;
    const inDistrict = audits.filter((audit) => audit.districtId === district.districtId);
    expect(district.compliantDealers).toBe(inDistrict.filter((audit) => audit.compliant).length);
  });

  it('sorts by a count, flags districts below the threshold, and refuses bad filters with field errors', async () => {
    const sorted = await generate<AggregatePage>('admin', 'ComplianceAggregateReport', { auditType: 'DWCP', scoreThreshold: 101 - 1 }, { sort: 'complianceRate,desc', size: 50 });
    const rates = sorted.body.content.map((row) => row.complianceRate).filter((rate): rate is number => rate !== null);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(sorted.body.content.filter((row) => row.averageScore !== null).every((row) => row.belowThreshold)).toBe(true);
    const bad = await generate('admin', 'ComplianceAggregateReport', { scoreThreshold: 120, dateFrom: 'today' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['auditType', 'dateFrom', 'scoreThreshold']);
    const period = await generate('admin', 'ComplianceAggregateReport', { auditType: 'DWCP', periodId: 9999 });
    expect(fieldsOf(period.body)).toEqual(['periodId']);
    const sort = await generate('admin', 'ComplianceAggregateReport', { auditType: 'DWCP' }, { sort: 'secret,asc' });
    expect(fieldsOf(sort.body)).toEqual(['query.sort']);
  });

  it('counts only the dealer itself for a dealer, and refuses another dealer', async () => {
    const own = await generate<AggregatePage>('dealer', 'ComplianceAggregateReport', { auditType: 'DWCP', dateFrom: '2000-01-01' });
    expect(own.status).toBe(200);
    expect(own.body.totals.dealers).toBe(1);
    expect((await generate('dealer', 'ComplianceAggregateReport', { auditType: 'DWCP', dealerCode: 'HON0002' })).status).toBe(403);
  });
});

describe('the dealer, CRM and provider reports', () => {
  it('lists each dealer with its latest audit and category results', async () => {
    const res = await generate<DealerReport>('admin', 'ComplianceDealerReport', { auditType: 'DWCP', oemId: 1, dateFrom: '2000-01-01' });
    expect(res.status).toBe(200);
    const audits = await latestAudits('2000-01-01', '2999-12-31', 1);
    expect(res.body.rows.map((row) => row.reportId).sort((a, b) => a - b)).toEqual(audits.map((audit) => audit.id).sort((a, b) => a - b));
    expect(res.body.rows.every((row) => row.categories.length > 0)).toBe(true);
    const own = await generate<DealerReport>('dealer', 'ComplianceDealerReport', { auditType: 'DWCP', dateFrom: '2000-01-01' });
    expect(new Set(own.body.rows.map((row) => row.dealerCode))).toEqual(new Set(['HON0001']));
  });

  it('aggregates dealers by CRM provider and lists those whose CRM failed its latest audit', async () => {
    const aggregate = await generate<CrmReport>('oem', 'CrmComplianceAggregateReport', { auditType: 'DWCP', dateFrom: '2000-01-01' });
    expect(aggregate.status).toBe(200);
    expect(aggregate.body.rows.length).toBeGreaterThan(0);
    expect(aggregate.body.rows.reduce((sum, row) => sum + row.dealers, 0)).toBe(aggregate.body.totals.dealers);
    const failing = await generate<NonCompliant>('oem', 'CRMNonCompliantReport', { auditType: 'DWCP', dateFrom: '2000-01-01' });
    expect(failing.body.rows.length).toBe(aggregate.body.totals.nonCompliantDealers);
    expect(failing.body.rows.every((row) => row.failedCategories.length > 0)).toBe(true);
  });

  it('lists the non-compliant dealers by website provider with their failed categories', async () => {
    const res = await generate<NonCompliant>('admin', 'DWCPWebproviderNonCompliantReport', { auditType: 'DWCP', dateFrom: '2000-01-01' });
    expect(res.status).toBe(200);
    expect(res.body.rows.length).toBeGreaterThan(0);
    const names = res.body.rows.map((row) => row.providerName.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const row of res.body.rows.slice(0, 5)) {
      const report = await server().as('admin').get(`/api/portal/compliance/report/view/${row.reportId}`);
      expect(report.body.compliant).toBe(false);
    }
  });
});

describe('getComplianceDealerReportFilter and downloads', () => {
  it('narrows the districts by region and the dealers by the choices', async () => {
    const options = await server().as('oem').post<FilterOptions>('/api/portal/compliance/dealerReportFilter', { json: { auditType: 'DWCP' } });
    expect(options.status).toBe(200);
    expect(options.body.districts).toEqual([]);
    expect(options.body.regions.every((region) => region.oemId === 1)).toBe(true);
    const region = options.body.regions[0]!;
    const narrowed = await server().as('oem').post<FilterOptions>('/api/portal/compliance/dealerReportFilter', { json: { auditType: 'DWCP', regionId: region.id } });
    expect(narrowed.body.districts.every((district) => district.regionId === region.id)).toBe(true);
    expect(narrowed.body.dealers.every((dealer) => dealer.region === region.name)).toBe(true);
    expect(narrowed.body.periods.filter((period) => period.current)).toHaveLength(1);
    expect((await server().as('oem').post('/api/portal/compliance/dealerReportFilter', { json: {} })).status).toBe(400);
  });

  it('lists the periods with completed reports and zips them with their files', async () => {
    const list = await server().as('dealer').get<Download[]>('/api/portal/compliance/report/availableDownloads/DWCP');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    const period = list.body[0]!;
    const zip = await server().as('dealer').post<Buffer>('/api/portal/compliance/downloadAllReports', { json: { auditType: 'DWCP', periodId: period.periodId } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toContain('Compliance-DWCP-reports.zip');
    const archive = await JSZip.loadAsync(zip.body);
    const entries = Object.values(archive.files);
    const pdfs = entries.filter((entry) => /^[^/]+\/report-\d+\.pdf$/.test(entry.name));
    expect(pdfs).toHaveLength(period.reportCount);
    expect((await pdfs[0]!.async('nodebuffer')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const evidence = entries.filter((entry) => /^[^/]+\/files\//.test(entry.name));
    expect(evidence).toHaveLength(period.fileCount);
    for (const file of evidence) expect((await file.async('nodebuffer')).length).toBeGreaterThan(0);
    const none = await server().as('dealer').post('/api/portal/compliance/downloadAllReports', { json: { auditType: 'DWCP', dateFrom: '1990-01-01', dateTo: '1990-12-31' } });
    expect(none.status).toBe(404);
    expect((await server().as('dealer').get('/api/portal/compliance/report/availableDownloads/ABC')).status).toBe(400);
  });
});

describe('exports of the compliance reports', () => {
  it('writes an XLSX whose rows are the aggregate report rows', async () => {
    const filter = { auditType: 'DWCP', oemId: 1 };
    const report = await generate<AggregatePage>('admin', 'ComplianceAggregateReport', filter, { size: 500 });
    const res = await server().as('admin').post<Buffer>('/api/portal/reports/generate/ComplianceAggregateReport/xlsx', { json: { oemId: 1 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="ComplianceAggregateReport-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Summary')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) rows.push((row.values as unknown[]).slice(1));
    });
    // Each OEM names its own districts: the OEM column tells two "Central District 1" apart.
    const expected: unknown[][] = report.body.content.map((row) => [row.oemName, row.regionName, row.districtName, row.dealers, row.auditedDealers, row.compliantDealers, row.nonCompliantDealers, row.complianceRate, row.averageScore, row.belowThresholdDealers]);
    const totals = report.body.totals;
    expected.push(['Total', undefined, undefined, totals.dealers, totals.auditedDealers, totals.compliantDealers, totals.nonCompliantDealers, totals.complianceRate, totals.averageScore, totals.belowThresholdDealers]);
    expect(rows.map((row) => row.map((cell) => (cell === null ? undefined : cell)))).toEqual(expected.map((row) => row.map((cell) => (cell === null ? undefined : cell))));
  });
});
