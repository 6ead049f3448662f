import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Header } from '../../../../src/shell/header/Header.tsx';
import { createMemoryCookieJar } from '../../../../src/shell/session/cookie-jar.ts';
import { json, renderInShell } from '../harness/index.ts';
import { DEALER_MENU, entry, user } from './menu-fixtures.ts';

afterEach(cleanup);

const nav = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;

describe('Header (portal-shell §1, §2.4)', () => {
  it('shows only once user details are loaded', () => {
    const { container } = renderInShell(<Header />, { user: undefined, menu: DEALER_MENU });
    expect(container.querySelector('header')).toBeNull();
  });

  it('welcomes the user with the last login in the browser format', () => {
    renderInShell(<Header />, { user: user({ userName: 'Dana Dealer', lastLoginTime: '2026-03-02T14:05:00Z' }), menu: DEALER_MENU });
    expect(screen.getByRole('button', { name: 'Welcome Dana Dealer' })).toBeTruthy();
    expect(screen.getByText(`Last login: ${new Date('2026-03-02T14:05:00Z').toLocaleString()}`)).toBeTruthy();
  });

  it('opens dropdowns, toggles nested submenus on click, and navigates from a third-level entry', async () => {
    const ui = userEvent.setup();
    renderInShell(<Header />, { user: user(), menu: DEALER_MENU });
    await ui.click(within(nav()).getByRole('button', { name: 'Programs' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'SmartLeads' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Manage Packages' })).toBeNull();
    const website = within(menu).getByRole('menuitem', { name: 'Website' });
    expect(website.getAttribute('aria-expanded')).toBe('false');
    await ui.click(website);
    expect(website.getAttribute('aria-expanded')).toBe('true');
    await ui.click(within(menu).getByRole('menuitem', { name: 'Manage Packages' }));
    expect(screen.getByTestId('location').textContent).toBe('/managepackages');
  });

  it('closes a nested submenu on a second click', async () => {
    const ui = userEvent.setup();
    renderInShell(<Header />, { user: user(), menu: DEALER_MENU });
    await ui.click(within(nav()).getByRole('button', { name: 'Programs' }));
    const menu = await screen.findByRole('menu');
    await ui.click(within(menu).getByRole('menuitem', { name: 'Website' }));
    expect(within(menu).getByRole('menuitem', { name: 'Manage Website Program' })).toBeTruthy();
    await ui.click(within(menu).getByRole('menuitem', { name: 'Website' }));
    expect(within(menu).queryByRole('menuitem', { name: 'Manage Website Program' })).toBeNull();
  });

  it('opens http targets in a new window', async () => {
    const ui = userEvent.setup();
    renderInShell(<Header />, { user: user(), menu: DEALER_MENU });
    await ui.click(within(nav()).getByRole('button', { name: 'Programs' }));
    const training = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Dealer Training/ });
    expect(training.getAttribute('href')).toBe('https://learning.example.com/portal');
    expect(training.getAttribute('target')).toBe('_blank');
    expect(training.getAttribute('rel')).toContain('noopener');
    expect(training.textContent).toContain('(opens in a new window)');
  });

  it('ignores a navigation to the route already shown', async () => {
    const ui = userEvent.setup();
    renderInShell(<Header />, { user: user(), menu: DEALER_MENU, path: '/contactus' });
    await ui.click(within(nav()).getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByTestId('location').dataset.navigation).toBe('POP');
    await ui.click(within(nav()).getByRole('link', { name: 'Portal' }));
    expect(screen.getByTestId('location').dataset.navigation).toBe('PUSH');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('opens the change-password dialog for entry 46 instead of navigating, and offers it in the user-name dropdown', async () => {
    const ui = userEvent.setup();
    renderInShell(<Header />, { user: user({ oemId: 4 }), menu: DEALER_MENU, path: '/smartleads' });
    await ui.click(within(nav()).getByRole('button', { name: 'Settings' }));
    await ui.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Change Password' }));
    expect(screen.getByTestId('change-password').textContent).toBe('open');
    expect(screen.getByTestId('location').textContent).toBe('/smartleads');
    await ui.click(screen.getByRole('button', { name: 'Welcome Dana Dealer' }));
    const accountMenu = (await screen.findAllByRole('menu')).at(-1)!;
    expect(within(accountMenu).getByRole('menuitem', { name: 'Change Password' })).toBeTruthy();
  });

  it('leaves Change Password out of the user-name dropdown when it is not under Settings', async () => {
    const ui = userEvent.setup();
    renderInShell(<Header />, { user: user(), menu: [entry(1, 'Account', '', [entry(46, 'Change Password')])] });
    await ui.click(screen.getByRole('button', { name: 'Welcome Dana Dealer' }));
    const accountMenu = await screen.findByRole('menu');
    expect(within(accountMenu).queryByRole('menuitem', { name: 'Change Password' })).toBeNull();
    expect(within(accountMenu).getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('opens the dialog when the address contains changePassword and resets the address to /', async () => {
    renderInShell(<Header />, { user: user(), menu: DEALER_MENU, path: '/smartleads?changePassword=true' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.getByTestId('change-password').textContent).toBe('open');
  });

  it('hides the whole navigation from SSO-only users', () => {
    renderInShell(<Header />, { user: user({ ssoLoginOnlyAllowed: true, biDashboards: [{ a: 'A' }] }), menu: DEALER_MENU });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Programs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows the Admin Portal, the portal’s own overview page, to the role admin only, in any letter case', () => {
    renderInShell(<Header />, { user: user({ role: 'Admin' }), menu: DEALER_MENU });
    const adminPortal = within(nav()).getByRole('link', { name: 'Admin Portal' });
    expect(adminPortal.getAttribute('href')).toBe('/adminPortal');
    expect(adminPortal.getAttribute('target')).toBeNull();
    cleanup();
    renderInShell(<Header />, { user: user({ role: 'Dealer' }), menu: DEALER_MENU });
    expect(within(nav()).queryByRole('link', { name: /Admin Portal/ })).toBeNull();
  });

  it('labels Settings "Certified Programs" for oemId 1, "Settings" otherwise, and as the genesis skin words it', () => {
    renderInShell(<Header />, { user: user({ oemId: 1 }), menu: DEALER_MENU });
    expect(within(nav()).getByRole('button', { name: 'Certified Programs' })).toBeTruthy();
    cleanup();
    renderInShell(<Header />, { user: user({ oemId: 6, oemSkinName: 'hyundai' }), menu: DEALER_MENU });
    expect(within(nav()).getByRole('button', { name: 'Settings' })).toBeTruthy();
    cleanup();
    renderInShell(<Header />, { user: user({ oemId: 4, oemSkinName: 'genesis' }), menu: DEALER_MENU });
    expect(within(nav()).getByRole('button', { name: 'Retailer Settings' })).toBeTruthy();
  });

  it('shows one BI dashboard as a link and several as a dropdown', async () => {
    const ui = userEvent.setup();
    renderInShell(<Header />, { user: user({ biDashboards: [{ leadPerformance: 'Lead Performance' }] }), menu: DEALER_MENU });
    expect(within(nav()).getByRole('link', { name: 'Lead Performance' }).getAttribute('href')).toBe('/dashboards/leadPerformance');
    cleanup();
    renderInShell(<Header />, {
      user: user({ biDashboards: [{ leadPerformance: 'Lead Performance' }, { websiteCompliance: 'Website Compliance' }] }),
      menu: DEALER_MENU,
    });
    expect(within(nav()).queryByRole('link', { name: /Lead Performance/ })).toBeNull();
    await ui.click(within(nav()).getByRole('button', { name: 'BI Dashboards' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Lead Performance'),
      expect.stringContaining('Website Compliance'),
    ]);
  });

  it('shows a custom header logo over the brand logo, and links the logo home', () => {
    renderInShell(<Header />, { user: user({ headerLogo: 'iVBORw0KGgo=' }), menu: DEALER_MENU, path: '/smartleads' });
    expect(screen.getByTestId('header-logo').getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByRole('link', { name: 'Honda SmartPortal home' }).getAttribute('href')).toBe('/');
    cleanup();
    renderInShell(<Header />, { user: user({ trilogyLogo: 'AAAA' }), menu: DEALER_MENU });
    expect(screen.getByTestId('header-logo').getAttribute('src')).toBe('data:image/png;base64,AAAA');
  });

  it('translates menu names and falls back to the raw name', () => {
    renderInShell(<Header />, { user: user({ language: 'FRENCH' }), menu: [entry(7, 'Contact Us', '/contactus'), entry(8, 'Partner Tool', '/resources')], language: 'fr' });
    const french = screen.getAllByRole('navigation', { name: 'Navigation principale' })[0]!;
    expect(within(french).getByRole('link', { name: 'Contactez-nous' })).toBeTruthy();
    expect(within(french).getByRole('link', { name: 'Partner Tool' })).toBeTruthy();
  });

  it('switches language: stores it, loads it and navigates to /fr', async () => {
    const ui = userEvent.setup();
    const dana = user();
    const { requests: sent, session } = renderInShell(<Header />, {
      user: dana,
      menu: DEALER_MENU,
      backend: (request) => (request.url.pathname === '/api/portal/changeUserLanguage' ? json(200, { ...dana, language: 'FRENCH' }) : undefined),
    });
    await ui.click(screen.getAllByRole('button', { name: 'Language: English' })[0]!);
    await ui.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr'));
    expect(sent.some((request) => request.method === 'POST' && request.url.search === '?languageCode=fr')).toBe(true);
    expect(session.calls.setUser.at(-1)?.language).toBe('FRENCH');
    const french = screen.getAllByRole('navigation', { name: 'Navigation principale' })[0]!;
    expect(within(french).getByRole('link', { name: 'Portail' })).toBeTruthy();
  });

  it('signs out from the header and from the small-screen menu', async () => {
    const ui = userEvent.setup();
    const { session } = renderInShell(<Header />, { user: user(), menu: DEALER_MENU });
    await ui.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer loads when first opened: wait for its panel, not any presentational element.
    const drawer = await screen.findByLabelText('Menu');
    await ui.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(session.calls.signOut).toBe(1);
  });

  it('ends the provider session too when the session began through single sign-on, and only then', async () => {
    const ui = userEvent.setup();
    const left: string[] = [];
    const jar = createMemoryCookieJar();
    const { session } = renderInShell(<Header postAndLeave={(url) => left.push(url)} />, { user: user(), menu: DEALER_MENU, cookies: jar });
    await ui.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.calls.signOut).toBe(1);
    expect(left).toEqual([]);
    cleanup();

    jar.write('sp_sso', '1');
    const again = renderInShell(<Header postAndLeave={(url) => left.push(url)} />, { user: user(), menu: DEALER_MENU, cookies: jar });
    await ui.click(screen.getByRole('button', { name: 'Logout' }));
    expect(again.session.calls.signOut).toBe(1);
    expect(left).toEqual(['/sso/oidc/logout']);
  });

  it('renders the same three-level tree in the small-screen menu', async () => {
    const ui = userEvent.setup();
    renderInShell(<Header />, { user: user(), menu: DEALER_MENU });
    await ui.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer loads when first opened: wait for its panel, not any presentational element.
    const drawer = await screen.findByLabelText('Menu');
    await ui.click(within(drawer).getByRole('button', { name: 'Programs' }));
    await ui.click(within(drawer).getByRole('button', { name: 'Website' }));
    await ui.click(within(drawer).getByRole('link', { name: 'Manage Website Program' }));
    expect(screen.getByTestId('location').textContent).toBe('/websiteprogram');
  });
});
