/**
 * The route table of portal-shell §2.1 (names and paths) and business-areas §2 (names, parents),
 * as data plus pure lookups. Screen definitions name routes from here; the shell builds the
 * router and the access rule (§2.2) on it.
 *
 * Names: business-areas §2 gives the names (manageEnrollments, editManageEnrollment, …) and §2.1
 * the paths. Where §2.1 lists only a path, the route takes the name business-areas gives the
 * same screen; the "other route definitions" of §2.1 whose paths are "not shown" take the listed
 * path that is plainly theirs (complianceCreateReport is compliance/createReport/{auditType},
 * enrolment is dwcpenrollment, …) and say so with `pathShownInSpec: false`, so no screen has two
 * routes.
 */
import { ADDON_DIGITAL_DEALER, ADDON_WEBSITE_PROGRAM, COMPLIANCE_REPORT_NAMES, LANGUAGES } from '../../constants.ts';

/**
 * How the shell decides access (portal-shell §2.2): public routes need no login; menu routes are
 * allowed when the menu has their URL or a parent is allowed; report routes when the menu has a
 * URL ending in the `q` value; audit routes when it has a URL ending in ComplianceAggregateReport,
 * CRMComplianceAggregateReport or DRSComplianceAggregateReport; open routes need only a login.
 */
export type RouteAccess = 'public' | 'open' | 'menu' | 'report' | 'audit';

export interface RouteDefinition {
  readonly name: string;
  /** react-router path; `:name` segments are the path parameters. */
  readonly path: string;
  readonly access: RouteAccess;
  /** The route whose permission this one inherits, "for menu purposes". */
  readonly parent?: string;
  /** Query parameters the screen reads (the reports route's `q`). */
  readonly query?: readonly string[];
  /** Allowed values of a path parameter, when the spec limits them. */
  readonly paramValues?: Readonly<Record<string, readonly string[]>>;
  /** The add-on the route works on (§2.1: 4 website programs and packages, 6 digital dealer). */
  readonly addonId?: number;
  /** The audit type of a data recording route (§2.1: DWCP, DRS). */
  readonly auditType?: 'DWCP' | 'DRS';
  /** True when the screen takes its report name from the `q` query parameter. */
  readonly reportNameFromQuery?: boolean;
  /**
   * A BI dashboard page: the UserDetails.biDashboards keys any one of which opens it (an
   * administrator opens every dashboard), as the server's dashboard calls decide.
   */
  readonly dashboardKeys?: readonly string[];
  /** False for the §2.1 "other route definitions" whose exact paths the spec does not show. */
  readonly pathShownInSpec: boolean;
}

const shown = (name: string, path: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  name,
  path,
  access: 'menu',
  pathShownInSpec: true,
  ...extra,
});
const designed = (name: string, path: string, extra: Partial<RouteDefinition> = {}): RouteDefinition =>
  shown(name, path, { ...extra, pathShownInSpec: false });

/** The dashboard keys (UserDetails.biDashboards) the portal draws itself, each at /dashboards/<key>. */
export const BI_DASHBOARD_KEYS = [
  'leadPerformance',
  'compliance',
  'websiteCompliance',
  'retailerPerformance',
  'digitalRetail',
  'shopperJourney',
  'portalUsage',
] as const;

/**
 * The keys that open each dashboard page besides its own: the website compliance dashboard is the
 * compliance one narrowed to DWCP audits, so a user offered Compliance may open it too (the
 * server's getComplianceDashboard decides the same).
 */
const DASHBOARD_ALSO_OPENED_BY: Readonly<Partial<Record<(typeof BI_DASHBOARD_KEYS)[number], readonly string[]>>> = {
  websiteCompliance: ['compliance'],
};

/** The route of a dashboard key: `leadPerformance` → `biLeadPerformance`. */
export const biDashboardRouteName = (key: string) => `bi${key.charAt(0).toUpperCase()}${key.slice(1)}`;

export const ROUTES: readonly RouteDefinition[] = [
  shown('login', '/login', { access: 'public' }),
  shown('home', '/', { access: 'open' }),
  shown('dealerwebsitecertification', '/dealerwebsitecertification'),
  shown('digitalAdvertising', '/digitaladvertising'),
  shown('smartleads', '/smartleads'),
  shown('smartanalytics', '/smartanalytics'),
  shown('oemsmartanalytics', '/oemsmartanalytics'),
  shown('marketPlaceServices', '/marketPlaceServices'),
  shown('fieldsupport', '/fieldsupport'),
  shown('enterpriseservices', '/enterpriseservices'),
  shown('leadmanagement', '/leadmanagement'),
  shown('concierge', '/concierge'),
  shown('contactus', '/contactus'),
  shown('pricecomparison', '/pricecomparison'),
  shown('drspricingcomparison', '/drspricingcomparison'),
  shown('shoppercontact', '/shoppercontact'),
  shown('fieldsConsultants', '/fieldsConsultants'),
  shown('shopperAssurance', '/shopperAssurance'),
  shown('manageprofile', '/manageprofile'),
  shown('manageEnrollments', '/manageenrollments'),
  shown('billingProfile', '/billingProfile/:dlCode/:editMode', { parent: 'manageEnrollments' }),
  shown('editManageEnrollment', '/editManageEnrollment/:dlCode/:editMode', { parent: 'manageEnrollments' }),
  // Opened from a Manage Enrollments row; no menu entry has its URL, so it inherits that screen's access.
  shown('addonManageEnrollment', '/addonManageEnrollment/:dlCode/:addonId', { parent: 'manageEnrollments' }),
  designed('enrolment', '/dwcpenrollment'),
  shown('admindwcpenrollment', '/admindwcpenrollment'),
  // DWCP administration's step to enroll a dealer: act as one of its users (business-areas §5).
  designed('actAsDealer', '/admindwcpenrollment/actAs/:dlCode', { parent: 'admindwcpenrollment' }),
  // business-areas §2 names the page (Download Manager) and §7 its call, not a route: any
  // signed-in user may open it, the call answers the documents the caller may download.
  designed('downloadManager', '/downloadManager', { access: 'open' }),
  shown('resources', '/resources'),
  shown('payloadlookup', '/payloadlookup'),
  shown('payloadlookupxml', '/payloadlookupxml', { parent: 'payloadlookup' }),
  shown('leadsettingsPreview', '/leadsettingsPreview'),
  shown('setbudget', '/setbudget'),
  shown('logViewer', '/logviewer'),
  shown('responseTimeOverride', '/responseTimeOverride'),
  shown('websiteProgram', '/websiteprogram', { addonId: ADDON_WEBSITE_PROGRAM }),
  designed('websiteProgramEdit', '/websiteprogram/:dlCode', { parent: 'websiteProgram', addonId: ADDON_WEBSITE_PROGRAM }),
  shown('managePackages', '/managepackages', { addonId: ADDON_WEBSITE_PROGRAM }),
  shown('managePackagesDigitalDealer', '/managePackagesDigitalDealer', { addonId: ADDON_DIGITAL_DEALER }),
  designed('managesubscriptionWebProgramEdit', '/websiteprogram/managesubscription/:dlCode', { parent: 'websiteProgram' }),
  shown('managesubscription', '/managesubscription'),
  designed('managesubscriptionEdit', '/managesubscription/:dlCode', { parent: 'managesubscription' }),
  // business-areas §7 names the SmartLeads services calls but no route: opened from Manage Packages.
  designed('smartLeadsServices', '/smartLeadsServices', { parent: 'managePackages' }),
  shown('reports', '/reports', { access: 'report', query: ['q'] }),
  shown('dataRecording', '/compliance/dataRecording', { access: 'audit', parent: 'reports', auditType: 'DWCP' }),
  designed('editComplianceReport', '/compliance/dataRecording/:reportId', { access: 'audit', parent: 'dataRecording' }),
  designed('complianceCreateReport', '/compliance/createReport/:auditType', {
    access: 'audit',
    parent: 'dataRecording',
    paramValues: { auditType: ['DWCP', 'DRS'] },
  }),
  shown('crmDataRecording', '/compliance/crmDataRecording', {
    access: 'audit',
    parent: 'reports',
    query: ['q'],
    reportNameFromQuery: true,
  }),
  designed('crmComplianceCreateReport', '/compliance/createCrmReport', { access: 'audit', parent: 'crmDataRecording' }),
  shown('drsDataRecording', '/compliance/drsDataRecording', { access: 'audit', parent: 'reports', auditType: 'DRS' }),
  shown('complianceScoresReport', '/compliance/complianceScoresReport', { access: 'audit' }),
  // A dealer opens its report from a report it may see (q = that report's name): the reports
  // route is its parent, so the menu's report entry grants it as well as the audit entries.
  shown('viewDealerReport', '/compliance/viewDealerReport/:reportId', { access: 'audit', parent: 'reports', query: ['q'] }),
  shown('viewLeads', '/viewLeads'),
  shown('viewLeadResponseTime', '/viewLeadResponseTime'),
  shown('viewLead', '/viewLead', { parent: 'viewLeads' }),
  designed('leadCommunicationDetails', '/viewLeads/communication/:dispositionId', { parent: 'viewLeads' }),
  shown('notificationsUnsubscription', '/notificationsUnsubscription', { access: 'open' }),
  shown('video', '/video', { access: 'open' }),
  shown('privacy', '/privacy', { access: 'open' }),
  shown('newsmartanalytics', '/newsmartanalytics'),
  shown('howToEnroll', '/howToEnroll'),
  // Issue #18: product staff's and QA's screen studio; the menu grants it to those roles only.
  designed('studio', '/studio'),
  // Issue #19: the studio's QA workbench; whoever may open the studio may open it.
  designed('studioQa', '/studio/qa', { parent: 'studio' }),
  shown('DigitalCertification', '/DigitalCertification'),
  // Issue #20: the header's BI dashboards (UserDetails.biDashboards keys) and its Admin Portal tab
  // are pages of the portal. The header offers them; the server answers a dashboard only to a
  // user it lists it for (or an admin) and the overview only to admins.
  ...BI_DASHBOARD_KEYS.map((key) =>
    designed(biDashboardRouteName(key), `/dashboards/${key}`, { access: 'open', dashboardKeys: [key, ...(DASHBOARD_ALSO_OPENED_BY[key] ?? [])] }),
  ),
  designed('adminPortal', '/adminPortal', { access: 'open' }),
  shown('DrsServices', '/DrsServices'),
  shown('manualDMFCorrection', '/settings/manualDMFCorrection'),
  shown('preLead', '/settings/preLead'),
  shown('page404', '/page404', { access: 'open' }),
  shown('haccPage404', '/haccPage404', { access: 'public' }),
  shown('nnanetLogout', '/nnanetLogout', { access: 'public' }),
  shown('locale', '/:locale', { access: 'open', paramValues: { locale: LANGUAGES } }),
  designed('localeAbout', '/:locale/about', { access: 'open', parent: 'locale', paramValues: { locale: LANGUAGES } }),
  shown('notFound', '*', { access: 'public' }),
];

/** The nine compliance report names of §2.1: each opens the reports route with `q` holding the name. */
export { COMPLIANCE_REPORT_NAMES };

/** Menu URL endings that allow the audit routes (§2.2). */
export const AUDIT_MENU_URL_SUFFIXES = [
  'ComplianceAggregateReport',
  'CRMComplianceAggregateReport',
  'DRSComplianceAggregateReport',
] as const;

export const NOT_FOUND_ROUTE = 'page404';

const byName: ReadonlyMap<string, RouteDefinition> = new Map(ROUTES.map((route) => [route.name, route]));
/**
 * The spec spells some route names two ways (portal-shell §2.2 "digitaladvertising",
 * business-areas "digitalAdvertising"), and the OEM product files link by the first; no two
 * routes differ only in case, so a name that misses exactly is looked up without case.
 */
const byLowerName: ReadonlyMap<string, RouteDefinition> = new Map(ROUTES.map((route) => [route.name.toLowerCase(), route]));

export function routeByName(name: string): RouteDefinition | undefined {
  return byName.get(name);
}

/** Path parameter names of a path, in order. */
export function pathParams(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

export type RouteValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The address of a route: every path parameter filled (encoded), query parameters with a value
 * appended in the given order. Throws for an unknown route or a missing parameter: a link that
 * cannot be built is a defect, not a page to guess.
 */
export function buildRoutePath(name: string, params: RouteValues = {}, query: RouteValues = {}): string {
  const route = byName.get(name);
  if (!route || route.path === '*') throw new Error(`unknown route "${name}"`);
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined || value === null || value === '') throw new Error(`route "${name}" needs parameter "${param}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

function matchOne(route: RouteDefinition, segments: readonly string[]): Record<string, string> | undefined {
  const pattern = route.path.split('/').filter(Boolean);
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(':')) {
      const name = part.slice(1);
      const value = decodeURIComponent(segment);
      const allowed = route.paramValues?.[name];
      if (allowed && !allowed.includes(value)) return undefined;
      params[name] = value;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

/**
 * The route an address shows. Static segments win over parameters (`/login` is not a locale),
 * and an address no route has shows the not-found page.
 */
export function matchRoute(pathname: string): RouteMatch {
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean);
  const staticness = (route: RouteDefinition) => route.path.split('/').filter((p) => p && !p.startsWith(':')).length;
  const candidates = ROUTES.filter((route) => route.path !== '*').sort((a, b) => staticness(b) - staticness(a));
  for (const route of candidates) {
    const params = matchOne(route, segments);
    if (params) return { route, params };
  }
  return { route: byName.get('notFound') as RouteDefinition, params: {} };
}

export type RouteTarget =
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'route'; readonly name: string; readonly query: Readonly<Record<string, string>> };

/**
 * Where a name from the menu or a CMS link leads (§2.1 "Additional route facts"): full http
 * links pass through unchanged, a compliance report name opens the reports route with `q`, a
 * route name opens that route, and any other name the not-found page.
 */
export function resolveRouteTarget(name: string): RouteTarget {
  if (/^https?:\/\//i.test(name)) return { kind: 'external', url: name };
  if ((COMPLIANCE_REPORT_NAMES as readonly string[]).includes(name)) return { kind: 'route', name: 'reports', query: { q: name } };
  const route = byName.get(name) ?? byLowerName.get(name.toLowerCase());
  if (route && route.path !== '*') return { kind: 'route', name: route.name, query: {} };
  return { kind: 'route', name: NOT_FOUND_ROUTE, query: {} };
}
