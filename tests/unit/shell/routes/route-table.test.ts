import { describe, expect, it } from 'vitest';
import { resolveNavigationTarget } from '../../../../src/shell/routes/navigation-target.ts';
import { ADDON_DIGITAL_DEALER, ADDON_WEBSITE_PROGRAM } from '../../../../src/constants.ts';
import {
  ROUTES,
  buildRoutePath,
  matchRoute,
  pathParams,
  resolveRouteTarget,
  routeByName,
} from '../../../../src/shell/routes/route-table.ts';

// portal-shell §2.1, as written there (home is /, login /login).
const SPEC_PATHS = `dealerwebsitecertification; digitaladvertising; smartleads; smartanalytics; oemsmartanalytics; marketPlaceServices; fieldsupport; enterpriseservices; leadmanagement; concierge; contactus; pricecomparison; drspricingcomparison; shoppercontact; fieldsConsultants; shopperAssurance; manageprofile; billingProfile/{dlCode}/{editMode}; dwcpenrollment; admindwcpenrollment; resources; payloadlookup; payloadlookupxml; leadsettingsPreview; setbudget; logviewer; responseTimeOverride; websiteprogram; websiteprogram/{dlCode}; managepackages; managePackagesDigitalDealer; websiteprogram/managesubscription/{dlCode}; managesubscription; managesubscription/{dlCode}; manageenrollments; compliance/dataRecording; compliance/dataRecording/{reportId}; compliance/createReport/{auditType}; compliance/crmDataRecording; compliance/createCrmReport; compliance/drsDataRecording; compliance/complianceScoresReport; viewLeads; viewLeadResponseTime; viewLead; viewLeads/communication/{dispositionId}; notificationsUnsubscription; editManageEnrollment/{dlCode}/{editMode}; addonManageEnrollment/{dlCode}/{addonId}; reports; video; privacy; newsmartanalytics; howToEnroll; DigitalCertification; DrsServices; settings/manualDMFCorrection; settings/preLead; page404; haccPage404`
  .split(';')
  .map((p) => `/${p.trim().replace(/\{(\w+)\}/g, ':$1')}`);

describe('the route table', () => {
  it('has every path of §2.1, login and home, each once', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of [...SPEC_PATHS, '/login', '/']) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('has the additional routes of §2.1', () => {
    for (const name of ['viewDealerReport', 'leadCommunicationDetails', 'enrolment', 'websiteProgramEdit', 'managesubscriptionEdit', 'managesubscriptionWebProgramEdit', 'crmComplianceCreateReport', 'complianceCreateReport', 'editComplianceReport', 'nnanetLogout', 'locale', 'localeAbout']) {
      expect(routeByName(name), name).toBeDefined();
    }
    expect(routeByName('viewDealerReport')?.path).toBe('/compliance/viewDealerReport/:reportId');
  });

  it('makes public only haccPage404, nnanetLogout, login and the catch-all (§2.2)', () => {
    expect(ROUTES.filter((r) => r.access === 'public').map((r) => r.name).sort()).toEqual(['haccPage404', 'login', 'nnanetLogout', 'notFound']);
  });

  it('carries the parents, add-ons and audit types of §2.1', () => {
    expect(routeByName('editManageEnrollment')?.parent).toBe('manageEnrollments');
    expect(routeByName('billingProfile')?.parent).toBe('manageEnrollments');
    expect(routeByName('dataRecording')?.parent).toBe('reports');
    expect(routeByName('websiteProgram')?.addonId).toBe(ADDON_WEBSITE_PROGRAM);
    expect(routeByName('managePackages')?.addonId).toBe(ADDON_WEBSITE_PROGRAM);
    expect(routeByName('managePackagesDigitalDealer')?.addonId).toBe(ADDON_DIGITAL_DEALER);
    expect(routeByName('dataRecording')?.auditType).toBe('DWCP');
    expect(routeByName('drsDataRecording')?.auditType).toBe('DRS');
    expect(routeByName('crmDataRecording')?.reportNameFromQuery).toBe(true);
    for (const route of ROUTES) if (route.parent) expect(routeByName(route.parent), route.name).toBeDefined();
  });
});

describe('route lookups', () => {
  it('lists path parameters', () => {
    expect(pathParams('/addonManageEnrollment/:dlCode/:addonId')).toEqual(['dlCode', 'addonId']);
  });

  it('builds addresses, encoding parameters and skipping empty query values', () => {
    expect(buildRoutePath('billingProfile', { dlCode: 'D 1/2', editMode: 'edit' })).toBe('/billingProfile/D%201%2F2/edit');
    expect(buildRoutePath('reports', {}, { q: 'ComplianceAggregateReport', x: '' })).toBe('/reports?q=ComplianceAggregateReport');
    expect(() => buildRoutePath('billingProfile', { dlCode: 'D1' })).toThrow('needs parameter "editMode"');
    expect(() => buildRoutePath('nowhere')).toThrow('unknown route');
  });

  it('matches addresses, static segments before parameters', () => {
    expect(matchRoute('/editManageEnrollment/D100/view')).toMatchObject({ route: { name: 'editManageEnrollment' }, params: { dlCode: 'D100', editMode: 'view' } });
    expect(matchRoute('/login').route.name).toBe('login');
    expect(matchRoute('/fr')).toMatchObject({ route: { name: 'locale' }, params: { locale: 'fr' } });
    expect(matchRoute('/de').route.name).toBe('notFound');
    expect(matchRoute('/websiteprogram/managesubscription/D1').route.name).toBe('managesubscriptionWebProgramEdit');
    expect(matchRoute('/no/such/page').route.name).toBe('notFound');
    expect(matchRoute('/').route.name).toBe('home');
  });

  it('resolves menu names: http links pass through, report names open reports with q, unknown names the not-found page', () => {
    expect(resolveRouteTarget('https://bi.example.com/x')).toEqual({ kind: 'external', url: 'https://bi.example.com/x' });
    expect(resolveRouteTarget('DRSNonComplianceAuditReport')).toEqual({ kind: 'route', name: 'reports', query: { q: 'DRSNonComplianceAuditReport' } });
    expect(resolveRouteTarget('manageEnrollments')).toEqual({ kind: 'route', name: 'manageEnrollments', query: {} });
    expect(resolveRouteTarget('noSuchRoute')).toEqual({ kind: 'route', name: 'page404', query: {} });
  });

  it('resolves a name spelled in the other case of the spec, as the product files link Digital Advertising', () => {
    expect(resolveRouteTarget('digitaladvertising')).toEqual({ kind: 'route', name: 'digitalAdvertising', query: {} });
    expect(resolveNavigationTarget(undefined, 'digitaladvertising')).toEqual({ kind: 'internal', to: '/digitaladvertising' });
  });
});
