import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LANGUAGES } from '../../constants.ts';
import { lazyPage } from '../errors/lazy-page.ts';
import type { NotFoundPageProps } from '../errors/not-found-page.tsx';
import { LocaleRoute } from '../i18n/locale-route.tsx';
import { LoginPage } from '../login/login-page.tsx';
import { PageProgress } from '../routes/page-progress.tsx';
import { ROUTES, type RouteDefinition } from '../routes/route-table.ts';
import { RootLayout } from './root-layout.tsx';

// Every page but the login page draws with MUI under the skin's theme: that layout is its own
// chunk, so the login page's first load carries no MUI (issue #11, login ≤ 120 KB).
const themedChunk = () => import('./themed-layout.tsx');
const ThemedLayout = lazyPage(themedChunk);
// The session gate and the public pages come with it (themed-layout.tsx re-exports them).
const RequireSession = lazyPage(async () => ({ default: (await themedChunk()).RequireSession }));
const LogoutPage = lazyPage(async () => ({ default: (await themedChunk()).LogoutPage }));
const NotFoundPage = lazyPage<NotFoundPageProps>(async () => ({ default: (await themedChunk()).NotFoundPage }));
// The signed-in frame (header, footer, home) is its own chunk: the login page does not load it.
const AppFrame = lazyPage(() => import('./app-frame.tsx'));
const HomePage = lazyPage(() => import('../home/HomePage.tsx'));
const AboutPage = lazyPage(() => import('./about-page.tsx'));
// The table's routes and their screens' loaders come with the frame (app-frame.tsx imports them
// too, so their chunk loads beside the frame's, not after it): the login page does not carry them.
const GuardedRoute = lazyPage<{ name: string }>(async () => ({ default: (await import('../routes/guarded-route.tsx')).GuardedRoute }));

function suspended(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageProgress />}>
      <Page />
    </Suspense>
  );
}

/** Routes the shell builds itself rather than from the table's generic guarded entry. */
const BUILT_IN = new Set(['login', 'home', 'page404', 'haccPage404', 'nnanetLogout', 'locale', 'localeAbout', 'notFound']);

function guarded(route: RouteDefinition): RouteObject {
  return {
    path: route.path,
    element: (
      <Suspense fallback={<PageProgress />}>
        <GuardedRoute name={route.name} />
      </Suspense>
    ),
  };
}

/**
 * The routes (portal-shell §2.1, §2.2), history mode with base `/`:
 * public: /login, /nnanetLogout, /haccPage404 and the catch-all 404; everything else behind the
 * session gate, inside the signed-in frame. `/en` and `/fr` are the locale routes (home at the
 * index, about below); each route of the table is a guarded route.
 */
export function createShellRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/login', element: <LoginPage /> },
        {
          element: suspended(ThemedLayout),
          children: [
            { path: '/nnanetLogout', element: <LogoutPage /> },
            { path: '/haccPage404', element: <NotFoundPage showHomeLink={false} standalone /> },
            {
              element: <RequireSession />,
              children: [
                {
                  element: suspended(AppFrame),
                  children: [
                    // The same shape as the locale routes below (locale-route.tsx): a language switch from
                    // `/` to `/fr` keeps the home page mounted.
                    { path: '/', element: <LocaleRoute />, children: [{ index: true, element: suspended(HomePage) }] },
                    ...LANGUAGES.map(
                      (code): RouteObject => ({
                        path: `/${code}`,
                        element: <LocaleRoute language={code} />,
                        children: [
                          { index: true, element: suspended(HomePage) },
                          { path: 'about', element: suspended(AboutPage) },
                        ],
                      }),
                    ),
                    { path: '/page404', element: <NotFoundPage /> },
                    // A learning system sends users back with `changePassword` in the address: the
                    // frame opens the dialog and resets the address to `/` (portal-shell §2.4).
                    { path: '/changePassword', element: suspended(HomePage) },
                    ...ROUTES.filter((route) => !BUILT_IN.has(route.name)).map(guarded),
                  ],
                },
              ],
            },
            { path: '*', element: <NotFoundPage standalone /> },
          ],
        },
      ],
    },
  ];
}

const SHELL_ROUTES = createShellRoutes();

/** The shell's routes, rendered for the current address. */
export function ShellRoutes() {
  return useRoutes(SHELL_ROUTES);
}
