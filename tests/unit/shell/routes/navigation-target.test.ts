import { describe, expect, it } from 'vitest';
import { resolveNavigationTarget } from '../../../../src/shell/routes/navigation-target.ts';
import { COMPLIANCE_REPORT_NAMES } from '../../../../src/shell/routes/route-table.ts';

describe('resolving a menu entry or link (portal-shell §2.1, §2.4)', () => {
  it.each([
    // Full http links pass through unchanged.
    ['https://bi.example.com/dash?x=1', undefined, { kind: 'external', href: 'https://bi.example.com/dash?x=1' }],
    ['http://lms.example.com', undefined, { kind: 'external', href: 'http://lms.example.com' }],
    ['', 'https://example.com/help', { kind: 'external', href: 'https://example.com/help' }],
    // Addresses of the portal stay as they are; unknown ones are the not-found page.
    ['/smartleads', 'SmartLeads', { kind: 'internal', to: '/smartleads' }],
    ['/reports?q=ComplianceAggregateReport', 'Aggregate', { kind: 'internal', to: '/reports?q=ComplianceAggregateReport' }],
    ['/compliance/crmDataRecording?q=CRMComplianceAggregateReport', 'CRM', { kind: 'internal', to: '/compliance/crmDataRecording?q=CRMComplianceAggregateReport' }],
    ['/nowhere/at/all', 'Lost', { kind: 'internal', to: '/page404' }],
    // Route names open their route; unknown names the not-found page.
    ['smartleads', undefined, { kind: 'internal', to: '/smartleads' }],
    ['manageEnrollments', undefined, { kind: 'internal', to: '/manageenrollments' }],
    ['', 'contactus', { kind: 'internal', to: '/contactus' }],
    ['noSuchScreen', undefined, { kind: 'internal', to: '/page404' }],
    // A route that needs parameters cannot be opened by its bare name.
    ['billingProfile', undefined, { kind: 'internal', to: '/page404' }],
  ])('url %j, name %j → %j', (url, name, expected) => {
    expect(resolveNavigationTarget(url, name)).toEqual(expected);
  });

  it.each(COMPLIANCE_REPORT_NAMES)('the compliance report name %s opens reports?q=<name>', (reportName) => {
    expect(resolveNavigationTarget(reportName)).toEqual({ kind: 'internal', to: `/reports?q=${reportName}` });
  });

  it('has nine compliance report names, each a ReportName of the contract', async () => {
    const { readFile } = await import('node:fs/promises');
    const contract = await readFile(new URL('../../../../openapi/schemas/reports.yaml', import.meta.url), 'utf8');
    expect(COMPLIANCE_REPORT_NAMES).toHaveLength(9);
    for (const name of COMPLIANCE_REPORT_NAMES) expect(contract).toContain(`const: ${name}`);
  });
});
