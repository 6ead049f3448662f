/**
 * BI dashboards and the Admin Portal overview (contract tag `dashboards`; issue #20): the
 * header's BI Dashboards entries and its Admin Portal tab open pages of the portal whose figures
 * these calls aggregate in SQL from the portal's own records, for the period asked (default the
 * last 90 days) and the records the caller may see (dashboards/dashboard-scope.ts).
 */
import type { Caller } from '../auth/caller.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import { signedIn } from '../kernel/signed-in.ts';
import { adminOverview } from './dashboards/admin-overview.ts';
import { complianceDashboard } from './dashboards/compliance.ts';
import { DEFAULT_PERIOD, periodWindow, type DashboardPeriod, type PeriodWindow } from './dashboards/dashboard-period.ts';
import { assertDashboardOpen, dashboardScopeOf, type DashboardScope } from './dashboards/dashboard-scope.ts';
import { digitalRetail } from './dashboards/digital-retail.ts';
import { leadPerformance } from './dashboards/lead-performance.ts';
import { portalUsage } from './dashboards/portal-usage.ts';
import { retailerPerformance } from './dashboards/retailer-performance.ts';
import { shopperJourney } from './dashboards/shopper-journey.ts';

export function createDashboardHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const assertAnyDashboardOpen = async (caller: Caller, keys: readonly string[]) => {
    let refusal: unknown;
    for (const key of keys) {
      try {
        await assertDashboardOpen(db, caller, key);
        return;
      } catch (error) {
        refusal = error;
      }
    }
    throw refusal;
  };

  /** The caller checked against the dashboard's key (none for the Admin Portal), its window and scope. */
  const open = async (caller: Caller | null, keys: readonly string[], period: DashboardPeriod | undefined) => {
    const user = signedIn(caller);
    if (keys.length > 0) await assertAnyDashboardOpen(user, keys);
    const window = periodWindow(period ?? DEFAULT_PERIOD, clock.now());
    const scope = await dashboardScopeOf(db, user);
    return { window, scope, header: headerOf(window, scope) };
  };
  return {
    getLeadPerformanceDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ['leadPerformance'], query.period);
      return { body: { ...header, ...(await leadPerformance(db, window, scope)) } };
    },
    getComplianceDashboard: async ({ caller, query }) => {
      // The website compliance dashboard is this one narrowed to DWCP audits.
      const keys = query.auditType === 'DWCP' ? ['websiteCompliance', 'compliance'] : ['compliance'];
      const { window, scope, header } = await open(caller, keys, query.period);
      return { body: { ...header, ...(await complianceDashboard(db, window, scope, query.auditType)) } };
    },
    getRetailerPerformanceDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ['retailerPerformance'], query.period);
      return { body: { ...header, ...(await retailerPerformance(db, window, scope)) } };
    },
    getDigitalRetailDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ['digitalRetail'], query.period);
      return { body: { ...header, ...(await digitalRetail(db, window, scope)) } };
    },
    getShopperJourneyDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ['shopperJourney'], query.period);
      return { body: { ...header, ...(await shopperJourney(db, window, scope)) } };
    },
    getPortalUsageDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ['portalUsage'], query.period);
      return { body: { ...header, ...(await portalUsage(db, window, scope)) } };
    },
    getAdminOverview: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, [], query.period);
      return { body: { ...header, ...(await adminOverview(db, window, scope, clock.now())) } };
    },
  };
}

function headerOf(window: PeriodWindow, scope: DashboardScope) {
  return { period: window.period, periodStart: window.start, periodEnd: window.end, scopeLevel: scope.level, scopeName: scope.name };
}
