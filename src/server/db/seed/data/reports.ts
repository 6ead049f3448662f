import type { ReportExportFormat, ReportName, ReportThresholdKey, ReportThresholdUnit } from '../../vocabulary.ts';

export interface ReportDefinitionSeed {
  id: number;
  name: ReportName;
  title: string;
  exportFormats: readonly ReportExportFormat[];
  hasPeriods: boolean;
  thresholds: readonly {
    key: ReportThresholdKey;
    label: string;
    value: number;
    unit: ReportThresholdUnit;
    minimum: number;
    maximum: number;
  }[];
}

const SCORE = { key: 'scoreThreshold', label: 'Compliance score threshold', value: 80, unit: 'percent', minimum: 0, maximum: 100 } as const;
const LEADS = { key: 'leadThreshold', label: 'Minimum leads', value: 10, unit: 'count', minimum: 0, maximum: 10000 } as const;
const CLOSE_RATE = { key: 'closeRateThreshold', label: 'Close rate threshold', value: 8, unit: 'percent', minimum: 0, maximum: 100 } as const;

export const REPORT_DEFINITIONS: readonly ReportDefinitionSeed[] = [
  { id: 1, name: 'concierge', title: 'Concierge Report', exportFormats: ['csv', 'xlsx'], hasPeriods: true, thresholds: [] },
  { id: 2, name: 'shopperContact', title: 'Shopper Contact Report', exportFormats: ['csv', 'xlsx'], hasPeriods: true, thresholds: [] },
  { id: 3, name: 'salesConversion', title: 'Sales Conversion Report', exportFormats: ['csv', 'xlsx', 'pdf'], hasPeriods: true, thresholds: [LEADS, CLOSE_RATE] },
  { id: 4, name: 'affinityDealerSales', title: 'Affinity Dealer Sales Report', exportFormats: ['csv', 'xlsx'], hasPeriods: true, thresholds: [LEADS] },
  { id: 5, name: 'ComplianceAggregateReport', title: 'Compliance Aggregate Report', exportFormats: ['csv', 'xlsx', 'pdf'], hasPeriods: true, thresholds: [SCORE] },
  { id: 6, name: 'ComplianceDealerReport', title: 'Dealer Compliance Report', exportFormats: ['csv', 'pdf'], hasPeriods: true, thresholds: [SCORE] },
  { id: 7, name: 'ComplianceScorecardReport', title: 'Compliance Scorecard', exportFormats: ['pdf', 'csv'], hasPeriods: true, thresholds: [] },
  { id: 8, name: 'DRSComplianceDealerReport', title: 'DRS Dealer Compliance Report', exportFormats: ['csv', 'pdf'], hasPeriods: true, thresholds: [SCORE] },
  { id: 9, name: 'DWCPWebproviderNonCompliantReport', title: 'Website Provider Non-Compliant Report', exportFormats: ['csv', 'xlsx'], hasPeriods: true, thresholds: [SCORE] },
  { id: 10, name: 'CRMComplianceAggregateReport', title: 'CRM Compliance Aggregate Report', exportFormats: ['csv', 'xlsx'], hasPeriods: true, thresholds: [SCORE] },
  { id: 11, name: 'CRMNonCompliantReport', title: 'CRM Non-Compliant Report', exportFormats: ['csv', 'xlsx'], hasPeriods: false, thresholds: [SCORE] },
  { id: 12, name: 'DRSComplianceAggregateReport', title: 'DRS Compliance Aggregate Report', exportFormats: ['csv', 'xlsx', 'pdf'], hasPeriods: true, thresholds: [SCORE] },
  { id: 13, name: 'DRSNonComplianceAuditReport', title: 'DRS Non-Compliance Audit Report', exportFormats: ['csv', 'xlsx'], hasPeriods: true, thresholds: [SCORE] },
];

/** Compliance categories per audit: [name, description, mandatory, qualified]. */
export const DEALER_DWCP_CATEGORIES: readonly (readonly [string, string, boolean, boolean])[] = [
  ['Brand standards', 'Logos, colours and disclaimers follow the brand guidelines.', true, true],
  ['New inventory', 'New vehicle inventory is complete, priced and photographed.', true, true],
  ['Pre-owned and CPO inventory', 'Used and certified vehicles are listed with certification details.', true, false],
  ['Specials and incentives', 'Current national and regional offers are displayed and dated.', true, true],
  ['Lead forms', 'Forms submit to the lead program and confirm receipt.', true, true],
  ['Mobile experience', 'Pages render and forms work on phones.', false, true],
  ['Accessibility', 'Pages meet accessibility guidelines.', false, false],
  ['Privacy and consent', 'Privacy policy, cookie consent and opt-outs are present.', true, false],
];

export const DEALER_DRS_CATEGORIES: readonly (readonly [string, string, boolean, boolean])[] = [
  ['Payment calculator', 'Payments match the OEM finance programs.', true, true],
  ['Trade-in appraisal', 'The appraisal tool values trade-ins and hands them to the deal.', true, false],
  ['Credit application', 'Secure credit application with consent.', true, true],
  ['Deal hand-off', 'Deals reach the dealership CRM with all details.', true, true],
  ['Price transparency', 'Fees and add-ons are disclosed before submission.', false, false],
];

export const CRM_CATEGORIES: readonly (readonly [string, string, boolean, boolean])[] = [
  ['Lead import', 'Leads arrive in ADF format with every field mapped.', true, true],
  ['Response tracking', 'First response time is recorded per lead.', true, true],
  ['Disposition reporting', 'Dispositions are sent back within 24 hours.', true, false],
  ['Sales matching', 'Sold vehicles are matched to leads.', false, true],
  ['Data security', 'Access controls and audit logs are in place.', true, false],
];
