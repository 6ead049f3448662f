/**
 * The route each screen is served on: its published base definition's `route`, else its file's.
 * The portal follows a published route (src/shell/routes/screen-routes.ts), so the studio's list
 * names it and a publish that would put a second screen on a route is refused.
 */
import { screenFiles, type ScreenFile } from './screen-files.ts';
import { layerKey, type LayerKey, type ServedLayer } from './served-layers.ts';

export const routeOf = (source: string | null | undefined): string | null => {
  if (!source) return null;
  try {
    const route = (JSON.parse(source) as { route?: unknown }).route;
    return typeof route === 'string' ? route : null;
  } catch {
    return null;
  }
};

/** The route the portal shows the screen on. */
export const servedRoute = (screen: ScreenFile, served: ReadonlyMap<LayerKey, ServedLayer>): string | null =>
  routeOf(served.get(layerKey(screen.screenId, 'base'))?.source ?? screen.source);

/** The other screen already served on `route`, if any. */
export function screenOnRoute(route: string, except: string, served: ReadonlyMap<LayerKey, ServedLayer>): string | undefined {
  return screenFiles().find((other) => other.screenId !== except && servedRoute(other, served) === route)?.screenId;
}
