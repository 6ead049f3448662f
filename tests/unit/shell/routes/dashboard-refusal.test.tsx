// A BI dashboard the user's biDashboards do not list (issue #20): the shell refuses the route as it
// refuses any other, home with its reason, and never asks the server for figures it would refuse.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet, type RouteObject } from 'react-router';
import { GuardedRoute } from '../../../../src/shell/routes/guarded-route.tsx';
import { RequireSession } from '../../../../src/shell/routes/require-session.tsx';
import { RefusalNotice } from '../../../../src/shell/home/RefusalNotice.tsx';
import type { UserDetails } from '../../../../src/shell/session/use-session.ts';
import type { SentRequest } from '../../api/fake-backend.ts';
import { renderShellRoutes } from '../harness/index.ts';
import { json } from '../session/session-harness.ts';
import { entry, group, user } from '../session/shell-fixtures.ts';

const routes: RouteObject[] = [
  { path: '/login', element: <p>LOGIN PAGE</p> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <Outlet />,
        children: [
          {
            path: '/',
            element: (
              <>
                <RefusalNotice />
                <p>HOME PAGE</p>
              </>
            ),
          },
          { path: '/dashboards/compliance', element: <GuardedRoute name="biCompliance" /> },
          { path: '/dashboards/websiteCompliance', element: <GuardedRoute name="biWebsiteCompliance" /> },
        ],
      },
    ],
  },
];

async function signedInAs(details: UserDetails, at: string) {
  const sent: string[] = [];
  const backend = (request: SentRequest): Response => {
    const path = new URL(request.url).pathname;
    sent.push(path);
    if (path === '/oauth/token') return json(200, { access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 60, scope: 'portal' });
    if (path === '/api/sso/user/userData') return json(200, details);
    if (path === '/api/portal/headerMenu') return json(200, [group('Programs', [entry('/smartleads', 'SmartLeads')])]);
    // The server's own rule: figures only for a listed dashboard (or an admin).
    if (path.startsWith('/api/portal/dashboards/')) return json(403, { code: 'forbidden', message: 'This dashboard is not among your BI dashboards.' });
    return json(404, { code: 'not_found', message: path });
  };
  const h = renderShellRoutes({ handler: backend, routes, at: '/login' });
  await act(() => h.store.actions.signIn({ username: details.loginName, password: 'Portal!2026' }));
  await act(() => h.router.navigate(at));
  return { h, sent };
}

describe('a BI dashboard the user is not offered', () => {
  afterEach(cleanup);

  it('sends a dealer whose biDashboards lack the key home, saying why, without asking for its figures', async () => {
    const dealer = user({ biDashboards: [{ leadPerformance: 'Lead Performance' }, { websiteCompliance: 'Website Compliance' }] });
    const { h, sent } = await signedInAs(dealer, '/dashboards/compliance');
    expect(await screen.findByText('HOME PAGE')).toBeTruthy();
    expect(h.router.state.location.pathname).toBe('/');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('That page is not available to you');
    expect(notice.textContent).toContain('is not among your BI dashboards');
    expect(sent.filter((path) => path.startsWith('/api/portal/dashboards/'))).toEqual([]);
  });

  it('opens the website compliance dashboard for a user offered Compliance, as the server does', async () => {
    const oem = user({ role: 'OEM', dealerCodes: [], biDashboards: [{ compliance: 'Compliance' }] });
    const { h } = await signedInAs(oem, '/dashboards/websiteCompliance');
    await waitFor(() => expect(document.querySelector('[data-screen-id="biWebsiteCompliance"]')).not.toBeNull(), { timeout: 50_000 });
    expect(h.router.state.location.pathname).toBe('/dashboards/websiteCompliance');
  });

  it('opens any dashboard for an administrator', async () => {
    const admin = user({ role: 'Admin', loginName: 'admin', dealerCodes: [], biDashboards: [] });
    const { h } = await signedInAs(admin, '/dashboards/compliance');
    await waitFor(() => expect(document.querySelector('[data-screen-id="biCompliance"]')).not.toBeNull(), { timeout: 50_000 });
    expect(h.router.state.location.pathname).toBe('/dashboards/compliance');
  });
});
