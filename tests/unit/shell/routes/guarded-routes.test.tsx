import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet, type RouteObject } from 'react-router';
import { GuardedRoute } from '../../../../src/shell/routes/guarded-route.tsx';
import { RequireSession } from '../../../../src/shell/routes/require-session.tsx';
import type { SentRequest } from '../../api/fake-backend.ts';
import { marker, renderShellRoutes } from '../harness/index.ts';
import { json } from '../session/session-harness.ts';
import { entry, group, user } from '../session/shell-fixtures.ts';

const PRODUCTS = {
  products: [{ key: 'smartleads', title: 'SmartLeads', teaser: 'Leads from shoppers near you.', learnMore: 'smartleads' }],
};

function backend(sent: SentRequest): Response {
  const path = new URL(sent.url).pathname;
  if (path === '/oauth/token') return json(200, { access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 60, scope: 'portal' });
  if (path === '/api/sso/user/userData') return json(200, user());
  if (path === '/api/portal/headerMenu') return json(200, [group('Programs', [entry('/smartleads', 'SmartLeads'), entry('/viewLeads')])]);
  if (path === '/mocdata/products/honda.json') return json(200, PRODUCTS);
  return json(404, { code: 'not_found', message: path });
}

const routes: RouteObject[] = [
  marker('/login', 'LOGIN PAGE'),
  {
    element: <RequireSession />,
    children: [
      {
        element: <Outlet />,
        children: [
          marker('/', 'HOME PAGE'),
          { path: '/smartleads', element: <GuardedRoute name="smartleads" /> },
          { path: '/logviewer', element: <GuardedRoute name="logViewer" /> },
          { path: '/viewLead', element: <GuardedRoute name="viewLead" /> },
          { path: '/compliance/createReport/:auditType', element: <GuardedRoute name="complianceCreateReport" /> },
        ],
      },
    ],
  },
];

async function signedIn(at: string) {
  const h = renderShellRoutes({ handler: backend, routes, at: '/login' });
  await act(() => h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' }));
  await act(() => h.router.navigate(at));
  return h;
}

describe('guarded routes (portal-shell §2.2)', () => {
  afterEach(cleanup);

  it('sends a signed-out visitor to /login and keeps the first request for after login', async () => {
    const h = renderShellRoutes({ handler: backend, routes, at: '/smartleads?tab=2' });
    expect(await screen.findByText('LOGIN PAGE')).toBeTruthy();
    expect(h.storedRequest.peek()).toBe('/smartleads?tab=2');
  });

  it('does not keep the page a user signed out from', async () => {
    const h = await signedIn('/smartleads');
    act(() => h.store.actions.signOut());
    expect(await screen.findByText('LOGIN PAGE')).toBeTruthy();
    expect(h.storedRequest.peek()).toBeUndefined();
  });

  it('shows an allowed route (its program page from the product file)', async () => {
    await signedIn('/smartleads');
    expect(await screen.findByRole('heading', { name: 'SmartLeads' })).toBeTruthy();
    expect(screen.getByText('Leads from shoppers near you.')).toBeTruthy();
  });

  it('redirects a route the menu does not allow to /', async () => {
    const h = await signedIn('/logviewer');
    expect(await screen.findByText('HOME PAGE')).toBeTruthy();
    expect(h.router.state.location.pathname).toBe('/');
  });

  it('allows a child route through its parent (viewLead under viewLeads) and shows its screen', async () => {
    const h = await signedIn('/viewLead');
    await waitFor(() => expect(document.querySelector('[data-screen-id="viewLead"]')).not.toBeNull(), { timeout: 30_000 });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(h.router.state.location.pathname).toBe('/viewLead');
  });

  it('shows not-found for a parameter value the route does not take', async () => {
    await signedIn('/compliance/createReport/CRM');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('offers a retry when the user details or the menu cannot be loaded', async () => {
    let menuFails = true;
    const h = renderShellRoutes({
      handler: (sent) => (menuFails && new URL(sent.url).pathname === '/api/portal/headerMenu' ? json(500, { code: 'internal_error', message: 'x' }) : backend(sent)),
      routes,
      at: '/login',
    });
    await act(() => h.store.actions.signIn({ username: 'dealer', password: 'Portal!2026' }));
    await act(() => h.router.navigate('/'));
    expect(screen.getByText('Your portal could not be loaded.')).toBeTruthy();
    menuFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('HOME PAGE')).toBeTruthy();
    h.store.dispose();
  });
});
