/**
 * Which screen definition a route shows. The studio may publish a base definition whose `route`
 * differs from its file's: the published route wins, so the new route shows that screen and the
 * old one no longer does (it shows what a route without a screen shows). A published definition
 * also wins over a landed file that names the same route.
 */
type Named = { readonly route: string };

const publishedRoute = (definition: unknown): string | undefined =>
  typeof definition === 'object' && definition !== null && typeof (definition as { route?: unknown }).route === 'string' ? (definition as { route: string }).route : undefined;

/** The route each screen is shown on: its published definition's, else its file's. */
export function servedRouteOf(screenId: string, landed: ReadonlyMap<string, Named>, publishedBases: ReadonlyMap<string, unknown>): string | undefined {
  return publishedRoute(publishedBases.get(screenId)) ?? landed.get(screenId)?.route;
}

/** The id of the screen the route shows, or undefined when no served definition names it. */
export function screenIdForRoute(routeName: string, landed: ReadonlyMap<string, Named>, publishedBases: ReadonlyMap<string, unknown>): string | undefined {
  for (const [id, definition] of publishedBases) if (landed.has(id) && publishedRoute(definition) === routeName) return id;
  for (const id of landed.keys()) if (servedRouteOf(id, landed, publishedBases) === routeName) return id;
  return undefined;
}
