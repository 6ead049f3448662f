import { Suspense, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { lazyPage } from '../errors/lazy-page.ts';
import { useSession } from '../session/use-session.ts';
import { CurrentRouteContext, describeRoute } from './current-route.ts';
import { isRouteAllowed } from './route-access.ts';
import { ROUTE_SCREENS } from './route-screens.ts';
import { routeByName, type RouteDefinition } from './route-table.ts';
import { ProductPage } from './product-page.tsx';
import { PageProgress } from './page-progress.tsx';

const lazyScreens = new Map(Object.entries(ROUTE_SCREENS).map(([name, importer]) => [name, lazyPage(importer)]));

function paramsAllowed(route: RouteDefinition, params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(route.paramValues ?? {}).every(([name, values]) => values.includes(params[name] ?? ''));
}

/**
 * A protected route of the table (portal-shell §2.2): shown when the menu allows it, else the
 * user goes to `/`. Its page is the route's screen, or its program's product texts.
 */
export function GuardedRoute({ name }: { name: string }) {
  const route = routeByName(name);
  const params = useParams();
  const { search } = useLocation();
  const { menu } = useSession();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const decoded = useMemo(() => Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)), [params]);
  const current = useMemo(() => (route ? describeRoute(route, decoded, query) : undefined), [route, decoded, query]);

  if (!route || !current || !paramsAllowed(route, decoded)) return <NotFoundPage />;
  if (!isRouteAllowed(route.name, query, menu)) return <Navigate to="/" replace />;

  const Screen = lazyScreens.get(route.name);
  return (
    <CurrentRouteContext.Provider value={current}>
      {Screen ? (
        <Suspense fallback={<PageProgress />}>
          <Screen />
        </Suspense>
      ) : (
        <ProductPage route={route} />
      )}
    </CurrentRouteContext.Provider>
  );
}
