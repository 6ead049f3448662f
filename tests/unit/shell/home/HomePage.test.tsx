import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../../../src/shell/home/HomePage.tsx';
import { HERO_VIDEO_CLOSED_KEY } from '../../../../src/shell/home/HeroVideo.tsx';
import { PortalFooter } from '../../../../src/shell/home/PortalFooter.tsx';
import { SsoNotice } from '../../../../src/shell/home/SsoNotice.tsx';
import type { UserDetails } from '../../../../src/shell/session/use-session.ts';
import { json, renderInShell, type Backend } from '../harness/index.ts';
import { DEALER_MENU, entry, user } from '../header/menu-fixtures.ts';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const product = (key: string, title: string) => ({ key: `/${key}`, title, teaser: `${title} teaser`, learnMore: key });

const FILES: Record<string, object> = {
  'honda.json': {
    products: [product('smartleads', 'SmartLeads'), product('concierge', 'Concierge Elite'), product('websiteprogram', 'Website Program')],
    contacts: { default: { phone: '888-555-0101', email: 'honda.support@example.com' }, pages: { smartleads: { phone: '888-555-0190', email: 'smartleads.support@example.com' } } },
  },
  'common.json': { products: [product('fieldsupport', 'Field Support')], contacts: { default: { phone: '888-555-0100', email: 'support@example.com' } } },
};

function answerWith(files: Record<string, object>, enrollmentOpen = true): Backend {
  return ({ url }) => {
    const name = url.pathname.replace('/mocdata/products/', '');
    if (url.pathname.startsWith('/mocdata/products/') && files[name]) return json(200, files[name]);
    if (url.pathname.endsWith('/dealerServiceData')) {
      return json(200, { oemId: 1, oemName: 'honda', enrollmentOpen, websiteProviders: [], digitalRetailingProviders: [] });
    }
    return undefined;
  };
}

function renderHome(who: UserDetails, { menu = DEALER_MENU, files = FILES, enrollmentOpen = true, path = '/', extra }: { menu?: typeof DEALER_MENU; files?: Record<string, object>; enrollmentOpen?: boolean; path?: string; extra?: ReactNode } = {}) {
  return renderInShell(
    <>
      <HomePage />
      {extra}
    </>,
    { user: who, menu, path, backend: answerWith(files, enrollmentOpen) },
  );
}

const tileTitles = async () => {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

describe('HomePage tiles (portal-shell §1, §2.3, §4.6)', () => {
  it('shows a tile per product of the menu, each with its teaser and Learn more, and the Contact Us tile', async () => {
    const ui = userEvent.setup();
    renderHome(user());
    expect(await tileTitles()).toEqual(['SmartLeads', 'Website Program', 'Contact Us']);
    expect(screen.getByText('SmartLeads teaser')).toBeTruthy();
    await ui.click(screen.getByRole('link', { name: 'Learn more about SmartLeads' }));
    expect(screen.getByTestId('location').textContent).toBe('/smartleads');
  });

  it('leaves the Contact Us tile out when the menu has no Contact Us', async () => {
    renderHome(user(), { menu: [entry(2, 'SmartLeads', '/smartleads'), entry(3, 'Field Support', '/fieldsupport')] });
    expect(await tileTitles()).toEqual(['SmartLeads', 'Field Support']);
  });

  it.each([
    ['bmwca', '110px'],
    ['genesis', '210px'],
    ['hyundai', '170px'],
    ['honda', '170px'],
  ])('sizes the %s product cards %s high', async (skin, height) => {
    renderHome(user({ oemSkinName: skin }));
    await tileTitles();
    for (const body of screen.getAllByTestId('product-card-body')) expect(getComputedStyle(body).height).toBe(height);
  });
});

describe('HomePage for particular users (portal-shell §2.3, §6)', () => {
  it('hides the feedback icon from CMS editors and shows it, opening Contact Us, to others', async () => {
    const ui = userEvent.setup();
    renderHome(user());
    await ui.click(await screen.findByRole('link', { name: 'Send feedback' }));
    expect(screen.getByTestId('location').textContent).toBe('/contactus');
    cleanup();
    renderHome(user({ role: 'CMS Editor', belongsToCmsEditorGroup: true }));
    await tileTitles();
    expect(screen.queryByRole('link', { name: 'Send feedback' })).toBeNull();
  });

  it('asks a JDP admin who impersonates nobody to impersonate, and shows the portal while impersonating', async () => {
    renderHome(user({ role: 'admin', userGroups: ['JDP admin'] }));
    expect(screen.getByText('Please impersonate a user to see SmartPortal information')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    renderHome(user({ impersonator: { login: 'admin', role: 'admin', belongsToCmsEditorGroup: false } }));
    expect(await tileTitles()).toContain('SmartLeads');
    expect(screen.queryByText('Please impersonate a user to see SmartPortal information')).toBeNull();
  });

  it('shows SSO-only users the single sign-on notice instead of the portal', () => {
    renderHome(user({ ssoLoginOnlyAllowed: true }));
    expect(screen.getByRole('heading', { name: 'Single sign-on' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the enrollment link to Honda and Acura dealers only, and not while enrollment is closed', async () => {
    renderHome(user({ role: 'Dealer', oemSkinName: 'honda' }));
    expect((await screen.findByRole('link', { name: /how to enroll/ })).getAttribute('href')).toBe('/howToEnroll');
    cleanup();
    renderHome(user({ role: 'OEM', oemSkinName: 'honda' }));
    await tileTitles();
    expect(screen.queryByRole('link', { name: /how to enroll/ })).toBeNull();
    cleanup();
    renderHome(user({ role: 'Dealer', oemSkinName: 'hyundai' }));
    await tileTitles();
    expect(screen.queryByRole('link', { name: /how to enroll/ })).toBeNull();
    cleanup();
    renderHome(user({ role: 'Dealer', oemSkinName: 'acura' }), { enrollmentOpen: false });
    await tileTitles();
    expect(screen.queryByRole('link', { name: /how to enroll/ })).toBeNull();
  });
});

describe('HomePage hero (portal-shell §1)', () => {
  it('plays the hero video for Honda with a close control that removes it', async () => {
    const ui = userEvent.setup();
    const { container } = renderHome(user({ oemSkinName: 'honda' }));
    expect(container.querySelector('video')?.getAttribute('src')).toMatch(/hero\.webm/);
    expect(container.querySelector('video')?.autoplay).toBe(true);
    await ui.click(screen.getByRole('button', { name: 'Close video' }));
    expect(container.querySelector('video')).toBeNull();
    expect(sessionStorage.getItem(HERO_VIDEO_CLOSED_KEY)).toBe('true');
  });

  it('starts no video for a user who asked for reduced motion: the poster, with the player\'s controls', () => {
    const reduced = (query: string) => ({ matches: query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false });
    vi.stubGlobal('matchMedia', reduced);
    try {
      const { container } = renderHome(user({ oemSkinName: 'honda' }));
      const video = container.querySelector('video');
      expect(video?.autoplay).toBe(false);
      expect(video?.controls).toBe(true);
      expect(video?.getAttribute('preload')).toBe('none');
      expect(video?.getAttribute('poster')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a carousel elsewhere, moved by its controls', async () => {
    const ui = userEvent.setup();
    const { container } = renderHome(user({ oemSkinName: 'genesis', oemId: 4 }));
    expect(container.querySelector('video')).toBeNull();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(within(carousel).queryByRole('link', { name: /SmartAnalytics/ })).toBeNull();
    expect(within(carousel).getByRole('link', { name: /SmartLeads: qualified shoppers/ })).toBeTruthy();
    await ui.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByRole('link', { name: /SmartAnalytics/ })).toBeTruthy();
    await ui.click(within(carousel).getByRole('button', { name: 'Show slide 3 of 3' }));
    // The genesis skin rewords the third slide.
    expect(within(carousel).getByRole('link', { name: 'Certify your retailer website and keep it compliant' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
  });

  it('advances the carousel on its own until paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderHome(user({ oemSkinName: 'infiniti', oemId: 3 }));
      const carousel = screen.getByRole('region', { name: 'Highlights' });
      expect(within(carousel).getByRole('link', { name: /SmartLeads/ })).toBeTruthy();
      // The home page mounts once its texts have loaded, outside act(): the carousel's timer may
      // start a moment after it is on screen. Each try moves the clock by one slide's time.
      await vi.waitFor(async () => {
        await vi.advanceTimersByTimeAsync(7_000);
        expect(within(carousel).getByRole('link', { name: /SmartAnalytics/ })).toBeTruthy();
      });
      await ui.click(within(carousel).getByRole('button', { name: 'Pause slideshow' }));
      await ui.unhover(carousel);
      (document.activeElement as HTMLElement | null)?.blur();
      await vi.advanceTimersByTimeAsync(21_000);
      expect(within(carousel).getByRole('link', { name: /SmartAnalytics/ })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('SsoNotice (portal-shell §2.3)', () => {
  it('logs out, stores the redirect target and goes to the SSO portal', async () => {
    const ui = userEvent.setup();
    const leavePage = vi.fn();
    const sso = user({ ssoLoginOnlyAllowed: true, ssoPortalUrl: 'https://sso.example.com/portal' });
    const { session, services } = renderInShell(<SsoNotice user={sso} leavePage={leavePage} />, { user: sso, path: '/?from=mail' });
    await ui.click(screen.getByRole('button', { name: 'Continue to single sign-on' }));
    expect(session.calls.signOut).toBe(1);
    expect(services.storedRequest.peek()).toBe('/?from=mail');
    expect(leavePage).toHaveBeenCalledWith('https://sso.example.com/portal');
  });
});

describe('PortalFooter (portal-shell §1)', () => {
  it('shows the version, the contact for the OEM and page, and the privacy and legal links', async () => {
    renderInShell(
      <PortalFooter />,
      { user: user(), path: '/smartleads', backend: answerWith(FILES) },
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/^Version \d+\.\d+\.\d+/)).toBeTruthy();
    await waitFor(() => expect(within(footer).getByRole('link', { name: '888-555-0190' }).getAttribute('href')).toBe('tel:8885550190'));
    expect(within(footer).getByRole('link', { name: 'smartleads.support@example.com' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(footer).getByRole('link', { name: 'Legal Terms' })).toBeTruthy();
  });

  it("falls back to the skin's contact before the product files arrive, and on pages without their own", () => {
    renderInShell(<PortalFooter />, { user: user({ oemSkinName: 'genesis' }), path: '/resources' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'genesis.support@example.com' })).toBeTruthy();
  });
});
