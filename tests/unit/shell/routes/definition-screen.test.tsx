// The shell mounting a route whose page is a screen definition (schemas/screens/enrollments):
// lazily loaded, rendered by the engine over the real typed client, with the user's OEM overlay.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Outlet, type RouteObject } from 'react-router';
import { preloadBlockRenderers } from '../../../../src/engine/registry.ts';
import { GuardedRoute } from '../../../../src/shell/routes/guarded-route.tsx';
import { RequireSession } from '../../../../src/shell/routes/require-session.tsx';
import { SkinProvider } from '../../../../src/shell/skins/SkinProvider.tsx';
import { SkinThemeProvider } from '../../../../src/shell/skins/skin-theme-provider.tsx';
import type { UserDetails } from '../../../../src/shell/session/use-session.ts';
import type { SentRequest } from '../../api/fake-backend.ts';
import { marker, renderShellRoutes } from '../harness/index.ts';
import { json } from '../session/session-harness.ts';
import { entry, group, user } from '../session/shell-fixtures.ts';
import { SCREEN_AREAS } from 'virtual:screen-areas';

beforeAll(() => preloadBlockRenderers(), 120_000);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const ROW = {
  dealerCode: 'HON0100', dealerName: 'Metro Honda', programId: 3, programName: 'Dealer Website Certification', regionCode: 'W', regionName: 'West',
  districtCode: 'W1', districtName: 'West 1', status: 'ACTIVE', programStatus: 'ENROLLED', enrolledDate: '2025-01-15', addons: [], outstandingAccount: false, testDealer: false,
};

const product = (key: string, title: string) => ({ key: `/${key}`, title, teaser: `${title} teaser`, learnMore: key });
const PRODUCTS = { products: [product('smartleads', 'SmartLeads Program'), product('manageenrollments', 'Enrollment Program')] };

/** `published`: the answer of GET /api/portal/screen-configs/published (none: a 404, the built-in files serve). */
function backend(who: UserDetails, published?: unknown[]) {
  return (sent: SentRequest): Response => {
    const path = new URL(sent.url).pathname;
    if (path === '/api/portal/screen-configs/published' && published) return json(200, published);
    if (path.startsWith('/mocdata/products/')) return json(200, PRODUCTS);
    if (path === '/oauth/token') return json(200, { access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 60, scope: 'portal' });
    if (path === '/api/sso/user/userData') return json(200, who);
    if (path === '/api/portal/headerMenu') return json(200, [group('Enrollments', [entry('/manageenrollments', 'Manage Enrollments'), entry('/smartleads', 'SmartLeads')])]);
    if (path === '/api/portal/enrollments/filter-options') return json(200, { programs: [{ id: -1, oemName: 'All Programs' }], addons: [], regions: [], districts: [], statuses: [] });
    if (path === '/api/portal/enrollments/search') return json(200, { content: [ROW], page: { page: 0, size: 25, totalElements: 1, totalPages: 1 } });
    return json(404, { code: 'not_found', message: path });
  };
}

const routes: RouteObject[] = [
  marker('/login', 'LOGIN PAGE'),
  {
    element: <RequireSession />,
    children: [
      {
        element: (
          <SkinProvider>
            <SkinThemeProvider>
              <Outlet />
            </SkinThemeProvider>
          </SkinProvider>
        ),
        children: [
          marker('/', 'HOME PAGE'),
          { path: '/manageenrollments', element: <GuardedRoute name="manageEnrollments" /> },
          { path: '/editManageEnrollment/:dlCode/:editMode', element: <GuardedRoute name="editManageEnrollment" /> },
          { path: '/smartleads', element: <GuardedRoute name="smartleads" /> },
        ],
      },
    ],
  },
];

async function open(who: UserDetails, at: string, published?: unknown[]) {
  const h = renderShellRoutes({ handler: backend(who, published), routes, at: '/login' });
  await act(() => h.store.actions.signIn({ username: who.loginName, password: 'Portal!2026' }));
  await act(() => h.router.navigate(at));
  return h;
}

const admin = user({ loginName: 'admin', userName: 'Alex Administrator', role: 'admin', dealerCodes: [] });

describe('a route whose page is a screen definition', () => {
  it('renders the definition through the engine and the shell\'s client, with the page title, and no second main landmark', async () => {
    const h = await open(admin, '/manageenrollments');
    expect(await screen.findByText('Metro Honda', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manage Enrollments');
    await waitFor(() => expect(document.title).toBe('Manage Enrollments | SmartPortal'));
    expect(document.querySelector('main')).toBeNull();
    const search = h.sent.find((sent) => new URL(sent.url).pathname === '/api/portal/enrollments/search')!;
    expect(search.headers.authorization).toBe('Bearer a');
    expect(JSON.parse(search.body)).toEqual({ programId: -1 });
    expect(Object.fromEntries(new URL(search.url).searchParams)).toEqual({ page: '0', size: '25', sort: 'dealerName,asc' });

    await userEvent.setup().click(within(screen.getByText('Metro Honda').closest('tr')!).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/editManageEnrollment/HON0100/edit'));
  }, 60_000);

  it('applies the OEM overlay of the user\'s skin', async () => {
    await open({ ...admin, oemName: 'genesis', oemSkinName: 'genesis' }, '/manageenrollments');
    expect(await screen.findByText('Metro Honda', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Retailer Code/ })).toBeTruthy();
  }, 60_000);

  it('sends a user whose role the screen\'s access hints exclude to / (a menu entry alone does not open it)', async () => {
    const h = await open(user({ role: 'Dealer Group', dealerCodes: ['HON0100', 'HON0101'] }), '/manageenrollments');
    expect(await screen.findByText('HOME PAGE', {}, { timeout: 30_000 })).toBeTruthy();
    expect(h.sent.some((sent) => sent.url.includes('/enrollments/search'))).toBe(false);
  }, 60_000);

  it('shows, once, the notice a screen sent the user here with', async () => {
    const h = await open(admin, '/');
    await act(() => h.router.navigate('/manageenrollments', { state: { notice: 'No packages are offered to dealer HON0100 under this program.' } }));
    expect((await screen.findByRole('alert', {}, { timeout: 30_000 })).textContent).toContain('No packages are offered to dealer HON0100 under this program.');
    expect(await screen.findByText('Metro Honda', {}, { timeout: 30_000 })).toBeTruthy();
    // Said once: the history entry no longer carries it.
    await waitFor(() => expect(h.router.state.location.state).toBeNull());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/No packages are offered/)).toBeNull();
  }, 60_000);

  it('follows a published definition that changed its route: the new route shows the screen, the old one no longer does', async () => {
    const { definitions } = await SCREEN_AREAS.enrollments!.load();
    const manage = Object.values(definitions).find((d) => (d as { id: string }).id === 'manageEnrollments') as Record<string, unknown>;
    const published = [{ screenId: 'manageEnrollments', layer: 'base', version: 3, definition: { ...manage, route: 'smartleads' } }];

    const h = await open(admin, '/smartleads', published);
    expect(await screen.findByText('Metro Honda', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manage Enrollments');
    expect(screen.queryByText('SmartLeads Program')).toBeNull();

    const searches = h.sent.filter((sent) => sent.url.includes('/enrollments/search')).length;
    await act(() => h.router.navigate('/manageenrollments'));
    // The route the file names shows what a route without a screen shows: its product's texts.
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollment Program' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByText('Metro Honda')).toBeNull();
    expect(h.sent.filter((sent) => sent.url.includes('/enrollments/search'))).toHaveLength(searches);
  }, 60_000);

  it('without a publication, each route shows the screen its file names, and a route with none its product texts', async () => {
    const h = await open(admin, '/smartleads');
    expect(await screen.findByRole('heading', { level: 1, name: 'SmartLeads Program' }, { timeout: 30_000 })).toBeTruthy();
    await act(() => h.router.navigate('/manageenrollments'));
    expect(await screen.findByText('Metro Honda', {}, { timeout: 30_000 })).toBeTruthy();
  }, 60_000);
});
