import type { ComponentType } from 'react';
import { SCREEN_AREAS } from 'virtual:screen-areas';
import { withAreaTexts } from '../i18n/area-texts.tsx';

export type ScreenModule = { default: ComponentType };

type PageLoader = () => Promise<ScreenModule>;

/** A screen definition of the repository: its area (one chunk per area) and the route its file names. */
export interface LandedScreen {
  readonly id: string;
  readonly area: string;
  readonly route: string;
}

/**
 * Every screen definition of schemas/screens/<area>/*.json by id, as the build lists them
 * (`virtual:screen-areas`: a new area is a folder, a new screen a file). Which route shows which
 * screen is decided at run time (screen-routes.ts): a definition the studio published may name
 * another route than its file.
 */
export const LANDED_SCREENS: ReadonlyMap<string, LandedScreen> = new Map(
  Object.entries(SCREEN_AREAS).flatMap(([area, { routes, ids }]) => ids.map((id, index): [string, LandedScreen] => [id, { id, area, route: routes[index]! }])),
);

/**
 * The page of one screen definition: loads its area's definitions and the shared engine chunk the
 * first time one of them opens, and waits for the areas' texts. Undefined for an id that is no
 * screen of the repository.
 */
export function screenPageLoader(screenId: string): PageLoader | undefined {
  const screen = LANDED_SCREENS.get(screenId);
  if (!screen) return undefined;
  const { load } = SCREEN_AREAS[screen.area]!;
  return async () => {
    const [{ definitions }, { areaPage }] = await Promise.all([load(), import('./area-pages.ts')]);
    return withAreaTexts(await areaPage(screen.area, definitions, screenId));
  };
}

/**
 * The routes whose page is code rather than a screen definition: route name → the lazily loaded
 * module of its page. Any other route shows the screen definition that names it (route-screen.tsx),
 * else its program's product texts (ProductPage), else the not-found page. Each waits for the
 * areas' texts (the studio's check and the enrolment texts use them).
 */
export const ROUTE_SCREENS: Readonly<Record<string, PageLoader>> = {
  howToEnroll: () => import('../cms-editing/HowToEnrollPage.tsx').then(withAreaTexts),
  actAsDealer: () => import('../impersonation/ActAsDealerPage.tsx').then(withAreaTexts),
  // Its own chunk (CodeMirror, the contract's shape, the QA check): no other page loads any of it.
  studio: () => import('../../studio/StudioPage.tsx').then(withAreaTexts),
  // The same page, opened on its QA workbench (issue #19).
  studioQa: () => import('../../studio/StudioPage.tsx').then(withAreaTexts),
};
