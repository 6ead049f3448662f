import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../../../../src/shell/login/login-page.tsx';
import type { SentRequest } from '../../api/fake-backend.ts';
import { json } from '../session/session-harness.ts';
import { entry, user } from '../session/shell-fixtures.ts';
import { marker, renderShellRoutes } from '../harness/index.ts';

const TOKENS = { access_token: 'access-1', token_type: 'bearer', refresh_token: 'refresh-1', expires_in: 300, scope: 'portal' };

function backend(token: (form: URLSearchParams) => Response) {
  return (sent: SentRequest): Response => {
    const path = new URL(sent.url).pathname;
    if (path === '/oauth/token') return token(new URLSearchParams(sent.body));
    if (path === '/api/sso/user/userData') return json(200, user());
    if (path === '/api/portal/headerMenu') return json(200, [entry('/smartleads')]);
    if (path === '/sso/auth/forgotPassword') return json(200, { success: true, message: 'Sent' });
    return json(404, { code: 'not_found', message: path });
  };
}

const ok = backend(() => json(200, TOKENS));
const routes = [{ path: '/login', element: <LoginPage /> }, marker('/', 'HOME'), marker('/viewLeads', 'LEADS')];

describe('the login page', () => {
  afterEach(cleanup);

  it('shows "Username required" and "Password required" and sends nothing', async () => {
    const h = renderShellRoutes({ handler: ok, routes, at: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username required')).toBeTruthy();
    expect(screen.getByText('Password required')).toBeTruthy();
    expect(h.sent).toHaveLength(0);
  });

  it('says why a single sign-on came back here, in English and only for the reasons the server gives', async () => {
    renderShellRoutes({ handler: ok, routes, at: '/login?sso=unknown_user' });
    expect((await screen.findByRole('alert')).textContent).toBe('Your single sign-on account has no SmartPortal account. Contact your administrator.');
    cleanup();
    renderShellRoutes({ handler: ok, routes, at: '/login?sso=<b>anything</b>' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in and goes home', async () => {
    const h = renderShellRoutes({ handler: ok, routes, at: '/login' });
    await userEvent.type(screen.getByLabelText(/Username/), 'dealer');
    await userEvent.type(screen.getByLabelText(/Password/), 'Portal!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('HOME')).toBeTruthy();
    expect(h.store.getState().status).toBe('signedIn');
    h.store.dispose();
  });

  it('replays the first request made while signed out', async () => {
    const h = renderShellRoutes({ handler: ok, routes, at: '/login' });
    h.storedRequest.store('/viewLeads');
    await userEvent.type(screen.getByLabelText(/Username/), 'dealer');
    await userEvent.type(screen.getByLabelText(/Password/), 'Portal!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('LEADS')).toBeTruthy();
    expect(h.storedRequest.peek()).toBeUndefined();
    h.store.dispose();
  });

  it('says so when the credentials are wrong, and clears the password', async () => {
    renderShellRoutes({ handler: backend(() => json(401, { code: 'invalid_grant', message: 'Bad' })), routes, at: '/login' });
    await userEvent.type(screen.getByLabelText(/Username/), 'dealer');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid username or password.')).toBeTruthy();
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe('');
  });

  it('shows the locked-account banner with its "Click here" link, which starts over', async () => {
    const h = renderShellRoutes({
      handler: backend(() => json(401, { code: 'account_locked', message: 'Locked', lockedUntil: '2026-01-05T10:15:00Z' })),
      routes,
      at: '/login',
    });
    await userEvent.type(screen.getByLabelText(/Username/), 'dealer');
    await userEvent.type(screen.getByLabelText(/Password/), 'Portal!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toMatch(/Your account is locked after too many failed login attempts\. Please try again after .+\./);
    await userEvent.click(within(banner).getByRole('button', { name: 'Click here' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText(/Username/) as HTMLInputElement).value).toBe('');
    expect(h.store.getState().endedBy).toBe('signOut');
  });

  it('tells why the last session ended', async () => {
    const h = renderShellRoutes({ handler: ok, routes, at: '/login' });
    h.store.actions.signOut('expired');
    expect(await screen.findByText('Session expired! please login again.')).toBeTruthy();
  });

  it('shows the page in French', async () => {
    renderShellRoutes({ handler: ok, routes, at: '/login', language: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(screen.getByText("Nom d'utilisateur obligatoire")).toBeTruthy();
    expect(screen.getByText('Mot de passe obligatoire')).toBeTruthy();
  });

  describe('forgot password', () => {
    it('asks for at least one value, then a valid email, then sends the form', async () => {
      const h = renderShellRoutes({ handler: ok, routes, at: '/login' });
      await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      const dialog = await screen.findByRole('dialog');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(within(dialog).getByText('Please enter atleast one value')).toBeTruthy();

      await userEvent.type(within(dialog).getByLabelText('Email'), 'dealer@');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(within(dialog).getByText('Valid email required')).toBeTruthy();
      expect(h.sent).toHaveLength(0);

      await userEvent.type(within(dialog).getByLabelText('Email'), 'example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(h.sent).toHaveLength(1));
      const [request] = h.sent;
      expect(new URL(request!.url).pathname).toBe('/sso/auth/forgotPassword');
      expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request!.headers.authorization).toBeUndefined();
      expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({ email: 'dealer@example.com' });
      expect(await within(dialog).findByText(/an email with a link to reset your password is on its way/)).toBeTruthy();
    });
  });
});
