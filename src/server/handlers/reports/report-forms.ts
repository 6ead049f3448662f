/**
 * What each report's filter form holds (ReportForm.fields), in display order. The report's id,
 * title, export formats and whether it has thresholds and periods are rows of
 * `report_definitions`; the fields are the report's shape, so they live with the code that
 * reads them (report-results.ts reads exactly these).
 */
import type { components } from '../../../api/generated/portal.ts';
import type { ReportName } from '../../db/vocabulary.ts';

type Field = components['schemas']['ReportFormField'];

const select = (name: Field['name'], label: string, optionsSource: Field['optionsSource'], required = false): Field => ({ name, label, type: 'select', required, optionsSource });
const date = (name: Field['name'], label: string): Field => ({ name, label, type: 'date', required: false, optionsSource: null });

const PLACE = [select('oemId', 'FIELD_OEM', 'oems'), select('regionId', 'FIELD_REGION', 'regions'), select('districtId', 'FIELD_DISTRICT', 'districts'), select('dealerCode', 'FIELD_DEALER', 'dealers')];
const PERIOD = [select('periodId', 'REPORT_FIELD_PERIOD', 'periods'), date('dateFrom', 'REPORT_FIELD_DATE_FROM'), date('dateTo', 'REPORT_FIELD_DATE_TO')];
const SCORE: Field = { name: 'scoreThreshold', label: 'REPORT_FIELD_SCORE_THRESHOLD', type: 'percent', required: false, optionsSource: null };

export const REPORT_FIELDS: Readonly<Record<ReportName, readonly Field[]>> = {
  concierge: [...PLACE, ...PERIOD],
  shopperContact: [...PLACE, ...PERIOD],
  salesConversion: [
    ...PLACE,
    ...PERIOD,
    select('reportLeadType', 'REPORT_FIELD_LEAD_TYPE', 'leadTypes'),
    { name: 'leadThreshold', label: 'REPORT_FIELD_LEAD_THRESHOLD', type: 'number', required: false, optionsSource: null },
    { name: 'closeRateThreshold', label: 'REPORT_FIELD_CLOSE_RATE_THRESHOLD', type: 'percent', required: false, optionsSource: null },
  ],
  affinityDealerSales: [...PLACE, ...PERIOD, { name: 'leadThreshold', label: 'REPORT_FIELD_LEAD_THRESHOLD', type: 'number', required: false, optionsSource: null }],
  ComplianceAggregateReport: [...PLACE.slice(0, 3), ...PERIOD, SCORE],
  ComplianceDealerReport: [...PLACE, ...PERIOD, SCORE],
  ComplianceScorecardReport: [...PLACE, ...PERIOD],
  DRSComplianceDealerReport: [...PLACE, ...PERIOD, SCORE],
  DWCPWebproviderNonCompliantReport: [...PLACE.slice(0, 3), select('providerId', 'REPORT_FIELD_PROVIDER', 'providers'), ...PERIOD, SCORE],
  CRMComplianceAggregateReport: [PLACE[0]!, select('crmId', 'REPORT_FIELD_CRM', 'crms'), ...PERIOD, SCORE],
  CRMNonCompliantReport: [PLACE[0]!, select('crmId', 'REPORT_FIELD_CRM', 'crms'), date('dateFrom', 'REPORT_FIELD_DATE_FROM'), date('dateTo', 'REPORT_FIELD_DATE_TO'), SCORE],
  DRSComplianceAggregateReport: [...PLACE.slice(0, 3), ...PERIOD, SCORE],
  DRSNonComplianceAuditReport: [...PLACE.slice(0, 3), select('providerId', 'REPORT_FIELD_PROVIDER', 'providers'), ...PERIOD, SCORE],
};

/** The audit type a compliance report is about; lead reports have none. */
export const REPORT_AUDIT_TYPES: Partial<Record<ReportName, 'DWCP' | 'DRS'>> = {
  ComplianceAggregateReport: 'DWCP',
  ComplianceDealerReport: 'DWCP',
  ComplianceScorecardReport: 'DWCP',
  DRSComplianceDealerReport: 'DRS',
  DWCPWebproviderNonCompliantReport: 'DWCP',
  CRMComplianceAggregateReport: 'DWCP',
  CRMNonCompliantReport: 'DWCP',
  DRSComplianceAggregateReport: 'DRS',
  DRSNonComplianceAuditReport: 'DRS',
};
