// The portal's router (issue #11, 2026-11-28): while a page the user went to loads its code, the
// page left stays on screen (a transition), and the portal says it is busy: the loading bar
// shows and the main landmark is aria-busy. Without that, a click on a menu entry whose chunk was
// on its way changed nothing on screen, and the menu walk took the page left for the one opened.
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { ApiRuntime } from '../../../../src/api/index.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { LoadingBar } from '../../../../src/shell/app/loading-bar.tsx';
import { PortalRouter, useNavigationPending } from '../../../../src/shell/app/portal-router.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** No call under way: the bar can only be on for the navigation. */
const idleRuntime = {
  events: { on: () => () => undefined },
  loading: { active: false },
} as unknown as ApiRuntime;

function Frame({ children }: { children: React.ReactNode }) {
  const navigating = useNavigationPending();
  return (
    <main aria-busy={navigating || undefined}>
      <LoadingBar runtime={idleRuntime} />
      {children}
    </main>
  );
}

function Home() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/slow')}>Open the slow page</button>;
}

it('keeps the page left on screen, busy, until the next page’s code has come, then shows it and is busy no more', async () => {
  let arrive!: (module: { default: ComponentType }) => void;
  const SlowPage = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  render(
    <I18nextProvider i18n={createI18n({ language: 'en' })}>
      <PortalRouter>
        <Frame>
          {/* One boundary for both routes, as the shell's routes share theirs: already shown, so a navigation keeps the page left. */}
          <Suspense fallback={<p>FALLBACK</p>}>
            <Routes>
              <Route path="/" element={<Home />} />
              <Route path="/slow" element={<SlowPage />} />
            </Routes>
          </Suspense>
        </Frame>
      </PortalRouter>
    </I18nextProvider>,
  );
  const main = screen.getByRole('main');
  expect(main.getAttribute('aria-busy')).toBeNull();
  expect(screen.queryByRole('progressbar')).toBeNull();

  await act(async () => screen.getByRole('button', { name: 'Open the slow page' }).click());
  expect(window.location.pathname).toBe('/slow');
  expect(screen.getByRole('button', { name: 'Open the slow page' })).toBeTruthy();
  expect(screen.queryByText('FALLBACK')).toBeNull();
  expect(main.getAttribute('aria-busy')).toBe('true');
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();

  await act(async () => arrive({ default: () => <h1>THE SLOW PAGE</h1> }));
  expect(await screen.findByRole('heading', { name: 'THE SLOW PAGE' })).toBeTruthy();
  expect(main.getAttribute('aria-busy')).toBeNull();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
