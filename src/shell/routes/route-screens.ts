import type { ComponentType } from 'react';
import { SCREEN_AREAS } from 'virtual:screen-areas';

export type ScreenModule = { default: ComponentType };

type PageLoader = () => Promise<ScreenModule>;

/**
 * The routes whose pages are screen definitions, derived from schemas/screens/<area>/*.json by
 * the build (`virtual:screen-areas`: a new area is a folder, a new screen a file): each route
 * loads its area's definitions (one chunk per area) and the shared engine chunk the first time
 * one of them opens.
 */
function definitionRoutes(): Record<string, PageLoader> {
  const routes: Record<string, PageLoader> = {};
  for (const [area, { routes: names, load }] of Object.entries(SCREEN_AREAS)) {
    for (const route of names) {
      routes[route] = async () => {
        const [{ definitions }, { areaPage }] = await Promise.all([load(), import('./area-pages.ts')]);
        return areaPage(area, definitions, route);
      };
    }
  }
  return routes;
}

/**
 * The screen of each route that has one: route name → the lazily loaded module of its page. A
 * route without an entry shows its program's product texts (ProductPage), or the not-found page.
 */
export const ROUTE_SCREENS: Readonly<Record<string, PageLoader>> = {
  ...definitionRoutes(),
  howToEnroll: () => import('../cms-editing/HowToEnrollPage.tsx'),
  actAsDealer: () => import('../impersonation/ActAsDealerPage.tsx'),
  // Its own chunk (CodeMirror, the contract's shape, the QA check): no other page loads any of it.
  studio: () => import('../../studio/StudioPage.tsx'),
  // The same page, opened on its QA workbench (issue #19).
  studioQa: () => import('../../studio/StudioPage.tsx'),
};
