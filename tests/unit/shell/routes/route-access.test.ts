import { describe, expect, it } from 'vitest';
import { isRouteAllowed, menuUrls, urlEndsWith } from '../../../../src/shell/routes/route-access.ts';
import type { MenuItem } from '../../../../src/shell/session/use-session.ts';
import { entry, group } from '../session/shell-fixtures.ts';

// Menus as the server sends them: branches without url, leaves with route paths or report urls.
const dealerMenu: MenuItem[] = [
  group('Programs', [entry('/smartleads', 'SmartLeads'), entry('/dealerwebsitecertification')]),
  group('Enrollments', [entry('/websiteprogram'), entry('/managepackages'), entry('/managesubscription')]),
  group('Leads', [entry('/viewLeads')]),
  group('Reports', [group('Compliance', [entry('/reports?q=ComplianceDealerReport'), entry('/reports?q=DRSComplianceAggregateReport')])]),
  group('Settings', [entry('/manageprofile'), entry('/changePassword', 'Change Password')]),
  entry('/contactus', 'Contact Us'),
];

const oemMenu: MenuItem[] = [
  group('Enrollments', [entry('/manageenrollments')]),
  group('Reports', [
    group('Compliance', [entry('/reports?q=ComplianceAggregateReport'), entry('/reports?q=CRMNonCompliantReport')]),
    group('Audits', [entry('/compliance/crmDataRecording?q=CRMComplianceAggregateReport')]),
  ]),
];

// Menus whose urls are route names rather than paths.
const namedMenu: MenuItem[] = [group('Tools', [entry('payloadlookup'), entry('ManageEnrollments')])];

const empty: MenuItem[] = [];

const menus = { dealerMenu, oemMenu, namedMenu, empty };

type Row = [route: string, query: Record<string, string>, menu: keyof typeof menus | MenuItem[], allowed: boolean, why: string];

const table: Row[] = [
  // The menu holds the route's url.
  ['smartleads', {}, 'dealerMenu', true, 'url in the menu (third level)'],
  ['contactus', {}, 'dealerMenu', true, 'url of a top-level leaf'],
  ['smartleads', {}, 'oemMenu', false, 'url not in the menu'],
  ['viewLeads', {}, 'empty', false, 'empty menu allows no menu route'],
  ['payloadlookup', {}, 'namedMenu', true, 'menu url given as the route name'],
  ['manageEnrollments', {}, 'oemMenu', true, 'paths compare without case (/manageenrollments)'],
  // A parent route that is allowed allows its children.
  ['billingProfile', {}, 'oemMenu', true, 'child of manageEnrollments'],
  ['editManageEnrollment', {}, 'oemMenu', true, 'child of manageEnrollments'],
  ['editManageEnrollment', {}, 'dealerMenu', false, 'parent manageEnrollments not allowed'],
  ['manageEnrollments', {}, 'namedMenu', true, 'name-style url, other casing'],
  ['payloadlookupxml', {}, 'namedMenu', true, 'child of payloadlookup'],
  ['viewLead', {}, 'dealerMenu', true, 'child of viewLeads'],
  ['leadCommunicationDetails', {}, 'dealerMenu', true, 'child of viewLeads'],
  ['websiteProgramEdit', {}, 'dealerMenu', true, 'child of websiteProgram'],
  ['managesubscriptionEdit', {}, 'dealerMenu', true, 'child of managesubscription'],
  ['managesubscriptionEdit', {}, 'oemMenu', false, 'parent not allowed'],
  // Reports: a menu url ending in q.
  ['reports', { q: 'ComplianceDealerReport' }, 'dealerMenu', true, 'menu url ends in q'],
  ['reports', { q: 'ComplianceAggregateReport' }, 'dealerMenu', false, 'only DRSComplianceAggregateReport ends so, not as a whole name'],
  ['reports', { q: 'Report' }, 'dealerMenu', false, 'a partial name is not a report of the menu'],
  ['reports', { q: 'ComplianceAggregateReport' }, 'oemMenu', true, 'the aggregate report is in the OEM menu'],
  ['reports', {}, 'dealerMenu', false, 'no q, no report'],
  ['reports', { q: '' }, 'dealerMenu', false, 'empty q'],
  // Audit routes: a menu url ending in one of the three aggregate reports.
  ['dataRecording', {}, 'oemMenu', true, 'menu has ComplianceAggregateReport'],
  ['drsDataRecording', {}, 'dealerMenu', true, 'menu has DRSComplianceAggregateReport'],
  ['complianceCreateReport', {}, 'oemMenu', true, 'audit route'],
  ['crmComplianceCreateReport', {}, 'oemMenu', true, 'audit route'],
  ['editComplianceReport', {}, 'oemMenu', true, 'audit route'],
  ['viewDealerReport', {}, 'oemMenu', true, 'audit route'],
  ['dataRecording', {}, 'namedMenu', false, 'no aggregate report in the menu'],
  ['complianceScoresReport', {}, [entry('/reports?q=ComplianceDealerReport')], false, 'a dealer report is not an aggregate'],
  ['crmDataRecording', { q: 'CRMComplianceAggregateReport' }, 'oemMenu', true, 'its own url is in the menu'],
  ['dataRecording', { q: 'ComplianceDealerReport' }, [entry('/reports?q=ComplianceDealerReport')], true, 'parent reports allowed with the same q'],
  // Routes that only need the login, and unknown names.
  ['home', {}, 'empty', true, 'home is open'],
  ['video', {}, 'empty', true, 'open route'],
  ['privacy', {}, 'empty', true, 'open route'],
  ['notificationsUnsubscription', {}, 'empty', true, 'open route'],
  ['login', {}, 'empty', true, 'public route'],
  ['noSuchRoute', {}, 'dealerMenu', false, 'unknown name'],
];

describe('route access (portal-shell §2.2)', () => {
  it.each(table)('%s %j with %o → allowed %s (%s)', (route, query, menu, allowed) => {
    expect(isRouteAllowed(route, query, typeof menu === 'string' ? menus[menu] : menu)).toBe(allowed);
  });

  it('ignores full http links in the menu', () => {
    expect(isRouteAllowed('smartleads', {}, [entry('https://example.com/smartleads')])).toBe(false);
  });

  it('lists the urls of the whole tree, without the empty urls of branches', () => {
    expect(menuUrls(oemMenu)).toEqual([
      '/manageenrollments',
      '/reports?q=ComplianceAggregateReport',
      '/reports?q=CRMNonCompliantReport',
      '/compliance/crmDataRecording?q=CRMComplianceAggregateReport',
    ]);
  });

  it.each([
    ['/reports?q=ComplianceAggregateReport', 'ComplianceAggregateReport', true],
    ['/reports?q=DRSComplianceAggregateReport', 'ComplianceAggregateReport', false],
    ['/reports/ComplianceAggregateReport', 'ComplianceAggregateReport', true],
    ['ComplianceAggregateReport', 'ComplianceAggregateReport', true],
    ['/reports?q=ComplianceAggregateReport', '', false],
  ])('urlEndsWith(%s, %s) = %s', (url, value, expected) => {
    expect(urlEndsWith(url, value)).toBe(expected);
  });
});
