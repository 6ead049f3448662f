import { Suspense, useEffect, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { useShellServices } from '../app/shell-services-context.ts';
import { lazyPage } from '../errors/lazy-page.ts';
import { PageProgress } from './page-progress.tsx';
import { ProductPage } from './product-page.tsx';
import { NOTHING_PUBLISHED } from './published-screens-store.ts';
import { LANDED_SCREENS, screenPageLoader } from './route-screens.ts';
import type { RouteDefinition } from './route-table.ts';
import { screenIdForRoute } from './screen-routes.ts';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageOf(screenId: string): LazyExoticComponent<ComponentType> | undefined {
  let page = pages.get(screenId);
  if (!page) {
    const loader = screenPageLoader(screenId);
    if (!loader) return undefined;
    page = lazyPage(loader);
    pages.set(screenId, page);
  }
  return page;
}

/**
 * The page of a route that has no code page: the screen definition served for it, chosen once
 * the studio's published definitions are in (so a published route change is followed and the
 * old route never shows the stale screen first), else the program's product texts.
 */
export function RouteScreen({ route }: { route: RouteDefinition }) {
  const { publishedScreens } = useShellServices();
  const published = useSyncExternalStore(publishedScreens.subscribe, publishedScreens.getState);
  useEffect(() => publishedScreens.request(), [publishedScreens]);
  if (published.status === 'idle' || published.status === 'loading') return <PageProgress />;
  const screenId = screenIdForRoute(route.name, LANDED_SCREENS, (published.value ?? NOTHING_PUBLISHED).bases);
  const Page = screenId ? pageOf(screenId) : undefined;
  if (!Page) return <ProductPage route={route} />;
  return (
    <Suspense fallback={<PageProgress />}>
      <Page />
    </Suspense>
  );
}
