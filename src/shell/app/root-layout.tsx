import { Outlet } from 'react-router';
import { ApiEventModals } from '../errors/api-event-modals.tsx';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { useSupportContact } from '../home/support-contact.ts';
import { LoadingBar } from './loading-bar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { useShellServices } from './shell-services-context.ts';

/**
 * Around every page, public or not: the loading indicator, the modals the client's events open
 * (Session Expired, Unable to Complete Request, 403 → `/`), and a boundary for pages that fail.
 */
export function RootLayout() {
  const { runtime } = useShellServices();
  const contact = useSupportContact();
  return (
    <>
      <ScrollToTop />
      <LoadingBar runtime={runtime} />
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
      <ApiEventModals events={runtime.events} contact={contact} />
    </>
  );
}
