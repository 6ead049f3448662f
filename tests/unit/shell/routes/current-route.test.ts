import { describe, expect, it } from 'vitest';
import { ADDON_DIGITAL_DEALER, ADDON_WEBSITE_PROGRAM } from '../../../../src/constants.ts';
import { describeRoute } from '../../../../src/shell/routes/current-route.ts';
import { matchRoute } from '../../../../src/shell/routes/route-table.ts';

function current(address: string) {
  const [pathname = '', search = ''] = address.split('?');
  const { route, params } = matchRoute(pathname);
  return describeRoute(route, params, Object.fromEntries(new URLSearchParams(search)));
}

describe('what a route works on (portal-shell §2.1)', () => {
  it.each([
    ['/websiteprogram', ADDON_WEBSITE_PROGRAM],
    ['/websiteprogram/H1001', ADDON_WEBSITE_PROGRAM],
    ['/managepackages', ADDON_WEBSITE_PROGRAM],
    ['/managePackagesDigitalDealer', ADDON_DIGITAL_DEALER],
    ['/addonManageEnrollment/H1001/6', 6],
    ['/smartleads', undefined],
  ])('%s works on add-on %s', (address, addonId) => {
    expect(current(address).addonId).toBe(addonId);
  });

  it.each([
    ['/compliance/dataRecording', 'DWCP'],
    ['/compliance/drsDataRecording', 'DRS'],
    ['/compliance/createReport/DRS', 'DRS'],
    ['/compliance/createReport/DWCP', 'DWCP'],
  ])('%s has the audit type %s', (address, auditType) => {
    expect(current(address).auditType).toBe(auditType);
  });

  it('crmDataRecording and reports take the report name from q', () => {
    expect(current('/compliance/crmDataRecording?q=CRMComplianceAggregateReport').reportName).toBe('CRMComplianceAggregateReport');
    expect(current('/reports?q=ComplianceDealerReport').reportName).toBe('ComplianceDealerReport');
    expect(current('/smartleads?q=x').reportName).toBeUndefined();
  });

  it('passes the path parameters decoded', () => {
    expect(current('/billingProfile/H%201001/true').params).toEqual({ dlCode: 'H 1001', editMode: 'true' });
  });
});
