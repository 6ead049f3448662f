import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleRoute } from '../../../../src/shell/i18n/locale-route.tsx';
import { useChangeLanguage } from '../../../../src/shell/i18n/use-change-language.ts';
import { useTranslation } from 'react-i18next';
import type { SentRequest } from '../../api/fake-backend.ts';
import { renderShellRoutes } from '../harness/index.ts';
import { json } from '../session/session-harness.ts';
import { user } from '../session/shell-fixtures.ts';

function Shown() {
  const { t } = useTranslation();
  return <p>{t('NOT_FOUND_TITLE')}</p>;
}

function Switcher() {
  const change = useChangeLanguage();
  return (
    <>
      <button type="button" onClick={() => void change('fr')}>
        FR
      </button>
      <button type="button" onClick={() => void change('en')}>
        EN
      </button>
    </>
  );
}

function backend(sent: SentRequest): Response {
  const url = new URL(sent.url);
  if (url.pathname === '/api/sso/user/userData') return json(200, user());
  if (url.pathname === '/api/portal/headerMenu') return json(200, []);
  if (url.pathname === '/api/portal/changeUserLanguage') return json(200, user({ language: url.searchParams.get('languageCode') === 'fr' ? 'FRENCH' : 'ENGLISH' }));
  return json(404, { code: 'not_found', message: url.pathname });
}

const routes = [
  { path: '/', element: <Switcher /> },
  ...(['en', 'fr'] as const).map((code) => ({
    path: `/${code}`,
    element: <LocaleRoute language={code} />,
    children: [
      { index: true, element: <Shown /> },
      { path: 'switch', element: <Switcher /> },
    ],
  })),
];

describe('languages in the path (portal-shell §2.2)', () => {
  afterEach(cleanup);

  it('a locale in the path loads that language', async () => {
    const h = renderShellRoutes({ handler: backend, routes, at: '/fr' });
    expect(await screen.findByText('Page introuvable')).toBeTruthy();
    await act(() => h.router.navigate('/en'));
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('changing language stores it for the user, loads it and navigates to /fr', async () => {
    const h = renderShellRoutes({ handler: backend, routes, at: '/' });
    await act(() => h.store.actions.reload());
    await userEvent.click(screen.getByRole('button', { name: 'FR' }));
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/fr'));
    expect(screen.getByText('Page introuvable')).toBeTruthy();
    const call = h.sent.find((sent) => new URL(sent.url).pathname === '/api/portal/changeUserLanguage');
    expect(call?.method).toBe('POST');
    expect(new URL(call!.url).searchParams.get('languageCode')).toBe('fr');
    expect(h.store.getState().user?.language).toBe('FRENCH');
    h.store.dispose();
  });

  it('choosing English on a French path goes to English once, without a moment back in French (issue #20)', async () => {
    const h = renderShellRoutes({ handler: backend, routes, at: '/fr/switch' });
    await act(() => h.store.actions.reload());
    await waitFor(() => expect(h.services.i18n.resolvedLanguage).toBe('fr'));
    const changes: string[] = [];
    h.services.i18n.on('languageChanged', (language: string) => changes.push(language));
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/en'));
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(changes).toEqual(['en']);
    h.store.dispose();
  });
});
