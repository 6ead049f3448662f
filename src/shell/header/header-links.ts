import type { UserDetails } from '../session/use-session.ts';
import type { NavigationTarget } from '../routes/navigation-target.ts';
import { resolveNavigationTarget } from '../routes/navigation-target.ts';
import { BI_DASHBOARD_KEYS, biDashboardRouteName, buildRoutePath } from '../routes/route-table.ts';

/**
 * Where the header's Admin Portal tab and BI dashboard links lead. The portal draws both itself
 * (issue #20): the Admin Portal overview at /adminPortal, each dashboard at /dashboards/<key>.
 * A deployment with a real back office or BI tool points them there instead (Vite environment):
 * - VITE_ADMIN_PORTAL_URL: the administrators' back office;
 * - VITE_BI_DASHBOARD_URL: the BI tool, with `{key}` standing for a dashboard's key.
 */
export interface HeaderLinkConfig {
  readonly adminPortalUrl?: string;
  readonly biDashboardUrl?: string;
}

export function readHeaderLinkConfig(env: Record<string, string | boolean | undefined>): HeaderLinkConfig {
  const text = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const adminPortalUrl = text('VITE_ADMIN_PORTAL_URL');
  const biDashboardUrl = text('VITE_BI_DASHBOARD_URL');
  return { ...(adminPortalUrl ? { adminPortalUrl } : {}), ...(biDashboardUrl ? { biDashboardUrl } : {}) };
}

/** The Admin Portal: the configured back office, else the portal's own overview page. */
export function adminPortalTarget(config: HeaderLinkConfig): NavigationTarget {
  return config.adminPortalUrl ? resolveNavigationTarget(config.adminPortalUrl) : { kind: 'internal', to: buildRoutePath('adminPortal') };
}

export interface BiDashboardLink {
  readonly key: string;
  readonly label: string;
  readonly target: NavigationTarget;
}

const DRAWN_HERE: ReadonlySet<string> = new Set(BI_DASHBOARD_KEYS);

/**
 * The user's BI dashboards (single-key objects: key → label) as header links, in the server's
 * order: the configured BI tool's address for each, else the portal's own dashboard page. A key
 * the portal has no page for is left out rather than offered as a link to nowhere.
 */
export function biDashboardLinks(user: Pick<UserDetails, 'biDashboards'>, config: HeaderLinkConfig): BiDashboardLink[] {
  return user.biDashboards.flatMap((dashboard) =>
    Object.entries(dashboard).flatMap(([key, label]) => {
      if (config.biDashboardUrl) {
        return [{ key, label, target: resolveNavigationTarget(config.biDashboardUrl.replaceAll('{key}', encodeURIComponent(key))) }];
      }
      return DRAWN_HERE.has(key) ? [{ key, label, target: { kind: 'internal', to: buildRoutePath(biDashboardRouteName(key)) } as const }] : [];
    }),
  );
}
