import { PortalRouter } from './portal-router.tsx';
import { ShellProviders } from './shell-providers.tsx';
import type { ShellServices } from './shell-services.ts';
import { ShellRoutes } from './shell-routes.tsx';

/**
 * The whole portal: providers around the router, in history mode with base `/`. The
 * declarative router is enough for what the shell does (no loaders or actions: screens fetch
 * through the engine), and keeps the data router's code out of the login page's bundle.
 */
export function PortalApp({ services }: { services: ShellServices }) {
  return (
    <ShellProviders services={services}>
      <PortalRouter>
        <ShellRoutes />
      </PortalRouter>
    </ShellProviders>
  );
}
