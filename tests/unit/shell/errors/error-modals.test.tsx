import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Suspense } from 'react';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { ApiEventModals } from '../../../../src/shell/errors/api-event-modals.tsx';
import { ChunkLoadError } from '../../../../src/shell/errors/chunk-load.ts';
import { RouteErrorBoundary } from '../../../../src/shell/errors/route-error-boundary.tsx';
import { RouteErrorView } from '../../../../src/shell/errors/route-error-view.tsx';
import { lazyPage } from '../../../../src/shell/errors/lazy-page.ts';
import { ServerErrorModal } from '../../../../src/shell/errors/server-error-modal.tsx';
import { SessionExpiredModal } from '../../../../src/shell/errors/session-expired-modal.tsx';
import type { SentRequest } from '../../api/fake-backend.ts';
import { renderShellRoutes } from '../harness/index.ts';
import { json } from '../session/session-harness.ts';
import { user } from '../session/shell-fixtures.ts';

const CONTACT = { phone: '(800) 555-0100', email: 'support@example.com' };

function backend(sent: SentRequest): Response {
  const path = new URL(sent.url).pathname;
  if (path === '/api/sso/user/userData') return json(200, user());
  if (path === '/api/portal/headerMenu') return json(200, []);
  return json(404, { code: 'not_found', message: path });
}

/** A page with the modals over it, at `at`, on the harness's session and event bus. */
function renderWithModals(at: string) {
  return renderShellRoutes({
    handler: backend,
    at,
    routes: (services) => [
      {
        path: '*',
        element: (
          <>
            <p>PAGE</p>
            <ApiEventModals events={services.runtime.events} contact={CONTACT} />
          </>
        ),
      },
    ],
  });
}

describe('the error modals (portal-shell §8)', () => {
  afterEach(cleanup);

  it('Unable to Complete Request: the spec’s text with the phone and email, and Close', async () => {
    let closed = false;
    render(
      <I18nextProvider i18n={createI18n()}>
        <ServerErrorModal open contact={CONTACT} onClose={() => (closed = true)} />
      </I18nextProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Unable to Complete Request' });
    expect(dialog.textContent).toContain(
      "We're sorry, something went wrong. Our systems administrator will investigate. If you need immediate assistance please contact us at (800) 555-0100 or email us at support@example.com.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(closed).toBe(true);
  });

  it('Session Expired: "Your session has expired." and a Login button', async () => {
    let clicked = false;
    render(
      <I18nextProvider i18n={createI18n()}>
        <SessionExpiredModal open onLogin={() => (clicked = true)} />
      </I18nextProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Session Expired' });
    expect(dialog.textContent).toContain('Your session has expired.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(clicked).toBe(true);
  });

  it('opens Unable to Complete Request on serverError events, one for several, until Close', async () => {
    const h = renderWithModals('/smartleads');
    act(() => {
      h.runtime.events.emit('serverError', { status: 500, method: 'GET', url: 'http://portal.test/api/portal/oems' });
      h.runtime.events.emit('serverError', { status: 503, method: 'GET', url: 'http://portal.test/api/portal/oems' });
    });
    expect(await screen.findAllByRole('dialog', { name: 'Unable to Complete Request' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens Session Expired on sessionExpired; Login logs out and goes to /', async () => {
    const h = renderWithModals('/smartleads');
    await act(() => h.store.actions.reload());
    expect(h.store.getState().status).toBe('signedIn');

    act(() => h.runtime.events.emit('sessionExpired', { reason: 'refreshFailed' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Session Expired' })).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(h.router.state.location.pathname).toBe('/'));
    expect(h.store.getState()).toMatchObject({ status: 'signedOut', endedBy: 'expired' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes to / on a navigate event (a 403)', async () => {
    const h = renderWithModals('/logviewer');
    await act(() => h.store.actions.reload());
    act(() => h.runtime.events.emit('navigate', { path: '/' }));
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/'));
  });

  it('stays on the login page for a 403 answered to a login call (disabled account)', async () => {
    const h = renderWithModals('/login');
    act(() => h.runtime.events.emit('navigate', { path: '/' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.router.state.location.pathname).toBe('/login');
  });

  it('removes its listeners when it unmounts (the bus caps listeners at 10)', () => {
    const h = renderWithModals('/');
    expect(h.runtime.events.listenerCount('serverError')).toBe(1);
    cleanup();
    expect(h.runtime.events.listenerCount('serverError')).toBe(0);
  });

  it('shows a clear message for a ChunkLoadError on a page, not a white page, and clears it on leaving', async () => {
    const Broken = lazyPage<object>(() => Promise.reject<{ default: () => null }>(new TypeError('Failed to fetch dynamically imported module')));
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <RouteErrorBoundary>
            <Routes>
              <Route
                path="/broken"
                element={
                  <Suspense fallback={null}>
                    <Broken />
                  </Suspense>
                }
              />
              <Route path="*" element={<p>ANOTHER PAGE</p>} />
            </Routes>
          </RouteErrorBoundary>
        ),
      },
    ], { initialEntries: ['/broken'] });
    render(
      <I18nextProvider i18n={createI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(screen.getByText(/failed to download \(ChunkLoadError\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByText('ANOTHER PAGE')).toBeTruthy();
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
  });

  it('tells a page that failed to render apart from a chunk that failed to load', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <RouteErrorView error={new ChunkLoadError('timeout')} />
      </I18nextProvider>,
    );
    expect(screen.getByText(/took too long to download \(ChunkLoadError\)/)).toBeTruthy();
    cleanup();
    render(
      <I18nextProvider i18n={createI18n()}>
        <RouteErrorView error={new Error('boom')} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });
});
