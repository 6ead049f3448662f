import type { UserDetails } from '../session/use-session.ts';
import type { NavigationTarget } from '../routes/navigation-target.ts';
import { resolveNavigationTarget } from '../routes/navigation-target.ts';

/**
 * The two header targets that live outside the portal, set per deployment (Vite environment):
 * - VITE_ADMIN_PORTAL_URL: the administrators' back office (the Admin Portal tab);
 * - VITE_BI_DASHBOARD_URL: the BI tool, with `{key}` standing for a dashboard's key.
 * The contract has no call for either, so the portal only links to them.
 */
export interface HeaderLinkConfig {
  readonly adminPortalUrl: string;
  readonly biDashboardUrl: string;
}

const DEFAULTS: HeaderLinkConfig = {
  adminPortalUrl: 'https://admin.smartportal.example/',
  biDashboardUrl: 'https://bi.smartportal.example/dashboards/{key}',
};

export function readHeaderLinkConfig(env: Record<string, string | boolean | undefined>): HeaderLinkConfig {
  const text = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    adminPortalUrl: text('VITE_ADMIN_PORTAL_URL') ?? DEFAULTS.adminPortalUrl,
    biDashboardUrl: text('VITE_BI_DASHBOARD_URL') ?? DEFAULTS.biDashboardUrl,
  };
}

export interface BiDashboardLink {
  readonly key: string;
  readonly label: string;
  readonly target: NavigationTarget;
}

/** The user's BI dashboards (single-key objects: key → label) as header links, in the server's order. */
export function biDashboardLinks(user: Pick<UserDetails, 'biDashboards'>, config: HeaderLinkConfig): BiDashboardLink[] {
  return user.biDashboards.flatMap((dashboard) =>
    Object.entries(dashboard).map(([key, label]) => ({
      key,
      label,
      target: resolveNavigationTarget(config.biDashboardUrl.replaceAll('{key}', encodeURIComponent(key))),
    })),
  );
}
