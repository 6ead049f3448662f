import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { routeTitleKey, useRouteDocumentTitle } from '../app/document-title.ts';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { lazyPage } from '../errors/lazy-page.ts';
import { useSession } from '../session/use-session.ts';
import { CurrentRouteContext, describeRoute } from './current-route.ts';
import { isDashboardAllowed, isRouteAllowed } from './route-access.ts';
import { ROUTE_SCREENS } from './route-screens.ts';
import { routeByName, type RouteDefinition } from './route-table.ts';
import { PageProgress } from './page-progress.tsx';
import { RefusedRedirect } from './refused-redirect.tsx';
import { RouteScreen } from './route-screen.tsx';

const lazyScreens = new Map(Object.entries(ROUTE_SCREENS).map(([name, importer]) => [name, lazyPage(importer)]));

function paramsAllowed(route: RouteDefinition, params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(route.paramValues ?? {}).every(([name, values]) => values.includes(params[name] ?? ''));
}

/**
 * A protected route of the table (portal-shell §2.2): shown when the menu allows it, else the
 * user goes to `/`, where the home page says why. Its page is its code page, or the screen
 * definition served for it, or its program's product texts; the tab shows the route's title
 * until the page names itself.
 */
export function GuardedRoute({ name }: { name: string }) {
  const { t } = useTranslation();
  const route = routeByName(name);
  const params = useParams();
  const { search } = useLocation();
  const { menu, user } = useSession();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const decoded = useMemo(() => Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)), [params]);
  const current = useMemo(() => (route ? describeRoute(route, decoded, query) : undefined), [route, decoded, query]);
  useRouteDocumentTitle(route ? t(routeTitleKey(route.name)) : undefined);

  if (!route || !current || !paramsAllowed(route, decoded)) return <NotFoundPage />;
  if (!isRouteAllowed(route.name, query, menu)) return <RefusedRedirect route={route.name} reason="menu" />;
  if (!isDashboardAllowed(route, user)) return <RefusedRedirect route={route.name} reason="dashboards" />;

  const Screen = lazyScreens.get(route.name);
  return (
    <CurrentRouteContext.Provider value={current}>
      {Screen ? (
        <Suspense fallback={<PageProgress />}>
          <Screen />
        </Suspense>
      ) : (
        <RouteScreen route={route} />
      )}
    </CurrentRouteContext.Provider>
  );
}
