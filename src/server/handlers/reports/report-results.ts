/**
 * The results of a named report (ReportResults) as self-describing tables: the lead reports
 * from the lead facts, the compliance reports from the compliance area's queries. Every figure
 * is aggregated by the database; this module only names the columns and places the values.
 * `primaryTable` is the table an export writes first (the one the report page leads with).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { LeadType, ReportName } from '../../db/vocabulary.ts';
import { LEAD_TYPES } from '../../db/vocabulary.ts';
import { aggregateReport, DEFAULT_AGGREGATE_ORDER } from '../compliance/aggregate-report.ts';
import { crmAggregateReport, crmNonCompliantReport } from '../compliance/crm-reports.ts';
import { dealerReport } from '../compliance/dealer-report.ts';
import type { ComplianceCounts } from '../compliance/latest-audits.ts';
import { providerNonCompliantReport } from '../compliance/provider-non-compliant-report.ts';
import type { ReportDates } from '../compliance/report-period.ts';
import { leadFacts, type LeadFactRow, type LeadScope } from './lead-facts.ts';
import { REPORT_AUDIT_TYPES } from './report-forms.ts';

type Results = components['schemas']['ReportResults'];
type Table = components['schemas']['ReportTable'];
type Column = components['schemas']['ReportColumn'];
type Row = components['schemas']['ReportRow'];
type Filter = components['schemas']['ReportFilter'];

export interface ReportRequest {
  name: ReportName;
  filter: Filter;
  dates: ReportDates;
  leadType?: LeadType;
  leadThreshold: number;
  closeRateThreshold: number;
  scoreThreshold: number;
}

const col = (key: string, label: string, type: Column['type'] = 'text'): Column => ({ key, label, type });
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

const EMPTY: Omit<Results, 'reportName'> = {
  conciergeReportData: null,
  commonReport: null,
  regionListNew: [],
  regionListCpo: [],
  regionListUsed: [],
  dealerDetailMatchsNew: [],
  dealerDetailMatchsCpo: [],
  dealerDetailMatchsUsed: [],
};

const PLACE_COLUMNS = [col('regionName', 'COLUMN_REGION'), col('districtName', 'REPORT_COLUMN_DISTRICT')];
const DEALER_COLUMNS = [col('dealerCode', 'COLUMN_DEALER_CODE'), col('dealerName', 'COLUMN_DEALER_NAME'), ...PLACE_COLUMNS];
const COUNT_COLUMNS = [
  col('dealers', 'REPORT_COLUMN_DEALERS', 'integer'),
  col('auditedDealers', 'REPORT_COLUMN_AUDITED', 'integer'),
  col('compliantDealers', 'REPORT_COLUMN_COMPLIANT', 'integer'),
  col('nonCompliantDealers', 'REPORT_COLUMN_NON_COMPLIANT', 'integer'),
  col('complianceRate', 'REPORT_COLUMN_COMPLIANCE_RATE', 'percent'),
  col('averageScore', 'REPORT_COLUMN_AVERAGE_SCORE', 'percent'),
  col('belowThresholdDealers', 'REPORT_COLUMN_BELOW_THRESHOLD', 'integer'),
];
const countsRow = (counts: ComplianceCounts, label: Row = {}): Row => ({ ...label, ...counts });

function leadScope(request: ReportRequest, source?: string): LeadScope {
  const { oemId, regionId, districtId, dealerCode } = request.filter;
  return { oemId, regionId, districtId, dealerCode, source, leadType: request.leadType };
}

function leadRow(row: LeadFactRow): Row {
  return {
    regionName: row.regionName,
    districtName: row.districtName,
    dealerCode: row.dealerCode,
    dealerName: row.dealerName,
    dealers: row.dealers,
    leads: row.leads,
    responded: row.responded,
    responseRate: rate(row.responded, row.leads),
    averageResponseSeconds: row.averageResponseSeconds,
    sales: row.sales,
    newSales: row.newSales,
    cpoSales: row.cpoSales,
    usedSales: row.usedSales,
    closeRate: rate(row.sales, row.leads),
  };
}

/** A lead table of the rows of one grouping with the totals row of the whole scope. */
async function leadTable(db: Kysely<Database>, caller: Caller, request: ReportRequest, source: string | undefined, grouping: 'dealer' | 'district', columns: Column[]): Promise<Table> {
  const [rows, totals] = await Promise.all([
    leadFacts(db, caller, leadScope(request, source), request.dates, grouping),
    leadFacts(db, caller, leadScope(request, source), request.dates, 'all'),
  ]);
  return { columns, rows: rows.map(leadRow), totals: totals[0] ? leadRow(totals[0]) : null };
}

async function leadResults(db: Kysely<Database>, caller: Caller, request: ReportRequest): Promise<Omit<Results, 'reportName'>> {
  const activity = [col('leads', 'REPORT_COLUMN_LEADS', 'integer'), col('responded', 'REPORT_COLUMN_RESPONDED', 'integer'), col('responseRate', 'REPORT_COLUMN_RESPONSE_RATE', 'percent'), col('averageResponseSeconds', 'REPORT_COLUMN_AVERAGE_RESPONSE', 'seconds'), col('sales', 'REPORT_COLUMN_SALES', 'integer'), col('closeRate', 'REPORT_COLUMN_CLOSE_RATE', 'percent')];
  const sales = [col('leads', 'REPORT_COLUMN_LEADS', 'integer'), col('sales', 'REPORT_COLUMN_SALES', 'integer'), col('newSales', 'REPORT_COLUMN_NEW_SALES', 'integer'), col('cpoSales', 'REPORT_COLUMN_CPO_SALES', 'integer'), col('usedSales', 'REPORT_COLUMN_USED_SALES', 'integer'), col('closeRate', 'REPORT_COLUMN_CLOSE_RATE', 'percent')];
  switch (request.name) {
    case 'concierge':
      return { ...EMPTY, conciergeReportData: await leadTable(db, caller, request, 'Concierge', 'dealer', [...DEALER_COLUMNS, ...activity]) };
    case 'shopperContact': {
      const [aggregated, dealers] = await Promise.all([
        leadTable(db, caller, request, 'SmartNurture', 'district', [...PLACE_COLUMNS, col('dealers', 'REPORT_COLUMN_DEALERS', 'integer'), ...activity]),
        leadTable(db, caller, request, 'SmartNurture', 'dealer', [...DEALER_COLUMNS, ...activity]),
      ]);
      return { ...EMPTY, commonReport: { dealerAggregatedReportData: aggregated, dealerReportData: dealers } };
    }
    case 'affinityDealerSales': {
      const [aggregated, dealers] = await Promise.all([
        leadTable(db, caller, request, undefined, 'district', [...PLACE_COLUMNS, col('dealers', 'REPORT_COLUMN_DEALERS', 'integer'), ...sales]),
        leadTable(db, caller, request, undefined, 'dealer', [...DEALER_COLUMNS, ...sales]),
      ]);
      // Dealers below the lead threshold are not rated: their close rate is left empty.
      for (const row of dealers.rows) if (Number(row.leads) < request.leadThreshold) row.closeRate = null;
      return { ...EMPTY, commonReport: { dealerAggregatedReportData: aggregated, dealerReportData: dealers } };
    }
    case 'salesConversion': {
      const [regions, dealers] = await Promise.all([
        leadFacts(db, caller, leadScope(request), request.dates, 'region', true),
        leadFacts(db, caller, leadScope(request), request.dates, 'dealer', true),
      ]);
      const regionRows = (type: LeadType) =>
        regions
          .filter((row) => row.leadType === type && row.regionId !== null)
          .map((row) => {
            const closeRate = rate(row.sales, row.leads);
            return { regionId: row.regionId!, regionName: row.regionName ?? '', leadType: type, dealers: row.dealers, leads: row.leads, sales: row.sales, closeRate, belowCloseRateThreshold: closeRate !== null && closeRate < request.closeRateThreshold };
          });
      const dealerRows = (type: LeadType) =>
        dealers
          .filter((row) => row.leadType === type)
          .map((row) => {
            const closeRate = rate(row.sales, row.leads);
            const meetsLeadThreshold = row.leads >= request.leadThreshold;
            return {
              dealerCode: row.dealerCode!,
              dealerName: row.dealerName!,
              ...(row.regionName ? { regionName: row.regionName } : {}),
              ...(row.districtName ? { districtName: row.districtName } : {}),
              leadType: type,
              leads: row.leads,
              sales: row.sales,
              closeRate,
              meetsLeadThreshold,
              belowCloseRateThreshold: meetsLeadThreshold && closeRate !== null && closeRate < request.closeRateThreshold,
            };
          });
      return {
        ...EMPTY,
        regionListNew: regionRows('NEW'),
        regionListCpo: regionRows('CPO'),
        regionListUsed: regionRows('USED'),
        dealerDetailMatchsNew: dealerRows('NEW'),
        dealerDetailMatchsCpo: dealerRows('CPO'),
        dealerDetailMatchsUsed: dealerRows('USED'),
      };
    }
    default:
      throw new Error(`${request.name} is not a lead report`);
  }
}

async function complianceResults(db: Kysely<Database>, caller: Caller, request: ReportRequest): Promise<Omit<Results, 'reportName'>> {
  const auditType = REPORT_AUDIT_TYPES[request.name]!;
  const filter = { ...request.filter, auditType } as components['schemas']['ComplianceReportFilter'];
  const { dates, scoreThreshold: threshold } = request;
  const dealerColumns = [...DEALER_COLUMNS, col('reportId', 'REPORT_COLUMN_REPORT_ID', 'integer'), col('auditDate', 'REPORT_COLUMN_AUDIT_DATE', 'date'), col('overallScore', 'REPORT_COLUMN_SCORE', 'percent'), col('compliant', 'REPORT_COLUMN_VERDICT'), col('belowThreshold', 'REPORT_COLUMN_BELOW_THRESHOLD_FLAG')];
  const nonCompliantColumns = [col('providerName', 'REPORT_COLUMN_PROVIDER'), ...DEALER_COLUMNS, col('reportId', 'REPORT_COLUMN_REPORT_ID', 'integer'), col('auditDate', 'REPORT_COLUMN_AUDIT_DATE', 'date'), col('overallScore', 'REPORT_COLUMN_SCORE', 'percent'), col('failedCategories', 'REPORT_COLUMN_FAILED_CATEGORIES')];
  const totalsTable = (totals: ComplianceCounts): Table => ({ columns: [col('scope', 'REPORT_COLUMN_SCOPE'), ...COUNT_COLUMNS], rows: [countsRow(totals, { scope: 'REPORT_ALL_DEALERS' })], totals: null });

  switch (request.name) {
    case 'ComplianceAggregateReport':
    case 'DRSComplianceAggregateReport':
    case 'ComplianceDealerReport':
    case 'DRSComplianceDealerReport':
    case 'ComplianceScorecardReport': {
      const [aggregate, dealers] = await Promise.all([
        aggregateReport(db, caller, { filter, dates, threshold, order: DEFAULT_AGGREGATE_ORDER }),
        dealerReport(db, caller, filter, dates, threshold),
      ]);
      const categoryNames = request.name === 'ComplianceScorecardReport' ? [...new Set(dealers.rows.flatMap((row) => row.categories.map((category) => category.categoryName)))] : [];
      return {
        ...EMPTY,
        commonReport: {
          dealerAggregatedReportData: {
            columns: [col('oemName', 'COMPLIANCE_FIELD_OEM'), ...PLACE_COLUMNS, ...COUNT_COLUMNS],
            rows: aggregate.rows.map((row) => countsRow(row, { oemName: row.oemName, regionName: row.regionName, districtName: row.districtName })),
            totals: countsRow(aggregate.totals, { oemName: 'REPORT_TOTAL' }),
          },
          dealerReportData: {
            columns: [...dealerColumns, ...categoryNames.map((name, index) => col(`category${index + 1}`, name, 'number'))],
            rows: dealers.rows.map((row) => ({
              dealerCode: row.dealerCode,
              dealerName: row.dealerName,
              regionName: row.regionName ?? null,
              districtName: row.districtName ?? null,
              reportId: row.reportId,
              auditDate: row.auditDate,
              overallScore: row.overallScore,
              compliant: row.compliant,
              belowThreshold: row.belowThreshold,
              ...Object.fromEntries(categoryNames.map((name, index) => [`category${index + 1}`, row.categories.find((category) => category.categoryName === name)?.score ?? null])),
            })),
            totals: countsRow(dealers.totals),
          },
        },
      };
    }
    case 'DWCPWebproviderNonCompliantReport':
    case 'DRSNonComplianceAuditReport':
    case 'CRMNonCompliantReport': {
      const report = request.name === 'CRMNonCompliantReport' ? await crmNonCompliantReport(db, caller, filter, dates, threshold) : await providerNonCompliantReport(db, caller, filter, dates, threshold);
      return {
        ...EMPTY,
        commonReport: {
          dealerAggregatedReportData: totalsTable(report.totals),
          dealerReportData: {
            columns: nonCompliantColumns,
            rows: report.rows.map((row) => ({
              providerName: row.providerName,
              dealerCode: row.dealerCode,
              dealerName: row.dealerName,
              regionName: row.regionName ?? null,
              districtName: row.districtName ?? null,
              reportId: row.reportId,
              auditDate: row.auditDate,
              overallScore: row.overallScore,
              failedCategories: row.failedCategories.join('; '),
            })),
            totals: null,
          },
        },
      };
    }
    case 'CRMComplianceAggregateReport': {
      const [aggregate, nonCompliant] = await Promise.all([crmAggregateReport(db, caller, filter, dates, threshold), crmNonCompliantReport(db, caller, filter, dates, threshold)]);
      return {
        ...EMPTY,
        commonReport: {
          dealerAggregatedReportData: {
            columns: [col('crmName', 'REPORT_COLUMN_CRM'), ...COUNT_COLUMNS],
            rows: aggregate.rows.map((row) => countsRow(row, { crmName: row.crmName })),
            totals: countsRow(aggregate.totals, { crmName: 'REPORT_TOTAL' }),
          },
          dealerReportData: {
            columns: nonCompliantColumns,
            rows: nonCompliant.rows.map((row) => ({ providerName: row.providerName, dealerCode: row.dealerCode, dealerName: row.dealerName, regionName: row.regionName ?? null, districtName: row.districtName ?? null, reportId: row.reportId, auditDate: row.auditDate, overallScore: row.overallScore, failedCategories: row.failedCategories.join('; ') })),
            totals: null,
          },
        },
      };
    }
    default:
      throw new Error(`${request.name} is not a compliance report`);
  }
}

export async function reportResults(db: Kysely<Database>, caller: Caller, request: ReportRequest): Promise<Results> {
  const parts = REPORT_AUDIT_TYPES[request.name] ? await complianceResults(db, caller, request) : await leadResults(db, caller, request);
  return { reportName: request.name, ...parts };
}

/** The report's tables in export order: the one its page leads with first. */
export function exportTables(results: Results): { sheet: string; table: Table }[] {
  if (results.conciergeReportData) return [{ sheet: 'Concierge', table: results.conciergeReportData }];
  if (results.commonReport) {
    const leadsWithDealers = /NonCompliant|NonCompliance|Dealer|Scorecard/.test(results.reportName) && results.reportName !== 'affinityDealerSales';
    const aggregated = { sheet: 'Summary', table: results.commonReport.dealerAggregatedReportData };
    const dealers = { sheet: 'Dealers', table: results.commonReport.dealerReportData };
    return leadsWithDealers ? [dealers, aggregated] : [aggregated, dealers];
  }
  const regionColumns = [col('leadType', 'REPORT_COLUMN_LEAD_TYPE'), col('regionName', 'COLUMN_REGION'), col('dealers', 'REPORT_COLUMN_DEALERS', 'integer'), col('leads', 'REPORT_COLUMN_LEADS', 'integer'), col('sales', 'REPORT_COLUMN_SALES', 'integer'), col('closeRate', 'REPORT_COLUMN_CLOSE_RATE', 'percent'), col('belowCloseRateThreshold', 'REPORT_COLUMN_BELOW_CLOSE_RATE')];
  const dealerColumns = [col('leadType', 'REPORT_COLUMN_LEAD_TYPE'), ...DEALER_COLUMNS, col('leads', 'REPORT_COLUMN_LEADS', 'integer'), col('sales', 'REPORT_COLUMN_SALES', 'integer'), col('closeRate', 'REPORT_COLUMN_CLOSE_RATE', 'percent'), col('meetsLeadThreshold', 'REPORT_COLUMN_MEETS_LEAD_THRESHOLD'), col('belowCloseRateThreshold', 'REPORT_COLUMN_BELOW_CLOSE_RATE')];
  return [
    { sheet: 'Regions', table: { columns: regionColumns, rows: [...results.regionListNew, ...results.regionListCpo, ...results.regionListUsed] as unknown as Row[], totals: null } },
    { sheet: 'Dealers', table: { columns: dealerColumns, rows: [...results.dealerDetailMatchsNew, ...results.dealerDetailMatchsCpo, ...results.dealerDetailMatchsUsed] as unknown as Row[], totals: null } },
  ];
}

export { LEAD_TYPES };
