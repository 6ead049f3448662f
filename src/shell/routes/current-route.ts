import { createContext, useContext } from 'react';
import type { RouteDefinition } from './route-table.ts';

/** The route a screen is shown under, with what the route table says it works on (portal-shell §2.1). */
export interface CurrentRoute {
  readonly route: RouteDefinition;
  /** Path parameters (dlCode, editMode, reportId, auditType, …), decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** Query parameters of the address. */
  readonly query: Readonly<Record<string, string>>;
  /** 4 for websiteProgram and managePackages, 6 for managePackagesDigitalDealer. */
  readonly addonId: number | undefined;
  /** DWCP for dataRecording, DRS for drsDataRecording, or the `auditType` path parameter. */
  readonly auditType: string | undefined;
  /** The report a reports or crmDataRecording route shows, from `q`. */
  readonly reportName: string | undefined;
}

export const CurrentRouteContext = createContext<CurrentRoute | undefined>(undefined);

/** The current route of a guarded page; screens read their route facts here, not from the address. */
export function useCurrentRoute(): CurrentRoute {
  const current = useContext(CurrentRouteContext);
  if (!current) throw new Error('useCurrentRoute() is only available under a guarded route.');
  return current;
}

export function describeRoute(route: RouteDefinition, params: Readonly<Record<string, string>>, query: Readonly<Record<string, string>>): CurrentRoute {
  const addonFromPath = params.addonId !== undefined && /^\d+$/.test(params.addonId) ? Number(params.addonId) : undefined;
  return {
    route,
    params,
    query,
    addonId: route.addonId ?? addonFromPath,
    auditType: route.auditType ?? params.auditType,
    reportName: route.query?.includes('q') ? query.q : undefined,
  };
}
