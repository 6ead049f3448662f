import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };

type PageLoader = () => Promise<ScreenModule>;

/**
 * The routes of an area whose pages are screen definitions: each loads the area's chunk (its
 * definitions, their OEM overlays and the engine) the first time one of them opens.
 */
function area(load: () => Promise<{ loadPage: (routeName: string) => Promise<ScreenModule> }>, routes: readonly string[]): Record<string, PageLoader> {
  return Object.fromEntries(routes.map((route) => [route, () => load().then((chunk) => chunk.loadPage(route))]));
}

/** Route names of the enrollments area's screens (schemas/screens/enrollments/*.json `route`). */
export const ENROLLMENT_ROUTES = [
  'manageEnrollments',
  'editManageEnrollment',
  'billingProfile',
  'addonManageEnrollment',
  'enrolment',
  'admindwcpenrollment',
  'downloadManager',
] as const;

/** Route names of the compliance area's screens (schemas/screens/compliance/*.json `route`). */
export const COMPLIANCE_ROUTES = [
  'dataRecording',
  'drsDataRecording',
  'crmDataRecording',
  'complianceCreateReport',
  'crmComplianceCreateReport',
  'editComplianceReport',
  'viewDealerReport',
  'complianceScoresReport',
] as const;

/** The reports page: one definition for every report name of `q`. */
export const REPORT_ROUTES = ['reports'] as const;

/**
 * The screen of each route that has one: route name → the lazily loaded module of its page
 * (each area's code is its own chunk, loaded when one of its routes opens). Business areas
 * register here as they arrive; a route without an entry shows its program's product texts
 * (ProductPage), or the not-found page.
 */
export const ROUTE_SCREENS: Readonly<Record<string, PageLoader>> = {
  ...area(() => import('./screen-areas/enrollments.ts'), ENROLLMENT_ROUTES),
  ...area(() => import('./screen-areas/compliance.ts'), COMPLIANCE_ROUTES),
  ...area(() => import('./screen-areas/reports.ts'), REPORT_ROUTES),
  howToEnroll: () => import('../cms-editing/HowToEnrollPage.tsx'),
};
