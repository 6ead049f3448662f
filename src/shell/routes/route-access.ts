import type { MenuItem, UserDetails } from '../session/use-session.ts';
import { userRoles } from './screen-access.ts';
import { AUDIT_MENU_URL_SUFFIXES, routeByName, type RouteDefinition } from './route-table.ts';

/** The query of the address being opened (only `q` matters to the access rules). */
export type AccessQuery = Readonly<Record<string, string | undefined>>;

/** Every url of the menu tree, at any depth, as the server sent it. */
export function menuUrls(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => [...(item.url.trim() === '' ? [] : [item.url.trim()]), ...menuUrls(item.filteredChildren)]);
}

/** The path of a menu url without query, hash or trailing slash, lower-cased: `/ManageEnrollments/?x` → `/manageenrollments`. */
function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return (withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash).toLowerCase();
}

/**
 * Whether a menu url names the route: its path is the route's path, or (menus that send names
 * rather than paths) its text is the route's name. Compared without case: the server's urls and
 * the route table spell a few paths differently (manageenrollments / manageEnrollments).
 */
function menuNamesRoute(url: string, route: RouteDefinition): boolean {
  if (/^https?:\/\//i.test(url)) return false;
  const path = pathOf(url);
  return path === route.path.toLowerCase() || path === `/${route.name.toLowerCase()}`;
}

/**
 * Whether a url ends in `value` as a whole: the text before it is a separator (`=`, `/`) or
 * nothing. A bare `endsWith` would let `/reports?q=DRSComplianceAggregateReport` allow the
 * report `ComplianceAggregateReport`, or a `q` of `Report` allow every report.
 */
export function urlEndsWith(url: string, value: string): boolean {
  if (value === '' || !url.endsWith(value)) return false;
  const before = url.charAt(url.length - value.length - 1);
  return before === '' || before === '=' || before === '/';
}

// A parent chain longer than this is a cycle in the table, not a deeper menu.
const MAX_PARENT_DEPTH = 10;

/**
 * The access rule of portal-shell §2.2, for the route named `name` opened with `query`:
 * - public and open routes: allowed (open ones only need the login, checked before);
 * - a route whose url is in the menu: allowed;
 * - reports: allowed when a menu url ends in the `q` value (and only so);
 * - audit routes: allowed when a menu url ends in ComplianceAggregateReport,
 *   CRMComplianceAggregateReport or DRSComplianceAggregateReport;
 * - otherwise allowed when its parent route is (with the same query), up the chain.
 * Unknown names are not allowed.
 */
export function isRouteAllowed(name: string, query: AccessQuery, menu: readonly MenuItem[]): boolean {
  const urls = menuUrls(menu);
  const allowed = (routeName: string | undefined, depth: number): boolean => {
    const route = routeName === undefined ? undefined : routeByName(routeName);
    if (!route || depth > MAX_PARENT_DEPTH) return false;
    if (route.access === 'public' || route.access === 'open') return true;
    if (route.access === 'report') {
      // The reports route is one path for every report: its url in the menu means the report
      // named by q, never all of them.
      const reportName = query.q?.trim();
      if (reportName && urls.some((url) => urlEndsWith(url, reportName))) return true;
    } else if (urls.some((url) => menuNamesRoute(url, route))) {
      return true;
    }
    if (route.access === 'audit' && urls.some((url) => AUDIT_MENU_URL_SUFFIXES.some((suffix) => urlEndsWith(url, suffix)))) return true;
    return allowed(route.parent, depth + 1);
  };
  return allowed(name, 0);
}

/**
 * Whether a BI dashboard route opens for this user: any route that is not a dashboard does; a
 * dashboard does for an administrator, or when the user's biDashboards list one of its keys (the
 * header offers exactly those). The server answers the dashboard's call by the same rule, so a
 * page the user may not see is refused here, with its reason, instead of drawing refused blocks.
 */
export function isDashboardAllowed(route: Pick<RouteDefinition, 'dashboardKeys'>, user: Pick<UserDetails, 'role' | 'belongsToCmsEditorGroup' | 'biDashboards'> | undefined): boolean {
  const keys = route.dashboardKeys;
  if (!keys) return true;
  if (!user) return false;
  if (userRoles(user).has('admin')) return true;
  return user.biDashboards.some((dashboard) => keys.some((key) => Object.hasOwn(dashboard, key)));
}
