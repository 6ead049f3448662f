// The admin toolbar against the real portal client over a scripted fetch (portal-shell §2.5,
// §4.4, §5.4): what it asks the server, what it shows meanwhile, and what Apply and Reset do.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiRuntime, createContractCmsClient, createContractPortalClient, createMemoryTokenStore, IMPERSONATION_COOKIE_NAME } from '../../../../src/api/index.ts';
import { FILTER_SETTINGS_PREFIX } from '../../../../src/engine/definition/index.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { ShellServicesContext } from '../../../../src/shell/app/shell-services-context.ts';
import type { ShellServices } from '../../../../src/shell/app/shell-services.ts';
import { ImpersonationToolbar } from '../../../../src/shell/impersonation/ImpersonationToolbar.tsx';
import type { IdentitySwitchEnvironment } from '../../../../src/shell/impersonation/identity-switch.ts';
import { createProductDataStore } from '../../../../src/shell/home/product-data-store.ts';
import { createOemListStore } from '../../../../src/shell/impersonation/oem-list-store.ts';
import { createPublishedScreensStore } from '../../../../src/shell/routes/published-screens-store.ts';
import { createStoredRequest } from '../../../../src/shell/routes/stored-request.ts';
import type { UserDetails } from '../../../../src/shell/session/use-session.ts';
import { SAVED_SKIN_NAME_KEY } from '../../../../src/shell/skins/skin-name.ts';
import { fakeSessionStore, json } from '../harness/index.ts';
import { user } from '../header/menu-fixtures.ts';
import { memoryStorage } from './memory-storage.ts';

afterEach(cleanup);

// Typing into MUI's Autocomplete under jsdom is slow on a busy machine; the waits inside are short.
const SLOW = { timeout: 30_000 };

interface Sent {
  readonly method: string;
  readonly url: URL;
  readonly body: string;
  readonly signal: AbortSignal;
}

type Answer = (request: Sent) => Response | Promise<Response> | undefined;

const OEMS = [
  { id: 2, name: 'Acura' },
  { id: 4, name: 'Genesis' },
  { id: 1, name: 'Honda' },
];
const GINA = { loginName: 'dealer.genesis', userName: 'Gina Genesis', oemName: 'Genesis' };
const DANA = { loginName: 'dealer', userName: 'Dana Dealer', oemName: 'Honda' };

const admin = (overrides: Partial<UserDetails> = {}) =>
  user({ userName: 'Alex Administrator', loginName: 'admin', role: 'admin', userGroups: ['JDP admin'], dealerCode: undefined, dealerCodes: [], ...overrides });

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

function renderToolbar(who: UserDetails, answer: Answer = () => undefined, { strict = false } = {}) {
  const sent: Sent[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const entry = { method: request.method, url: new URL(request.url), body: await request.clone().text(), signal: request.signal };
    sent.push(entry);
    const aborted = new Promise<never>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError')));
    });
    const response = answer(entry) ?? (entry.url.pathname === '/api/portal/oems' ? json(200, OEMS) : json(404, { code: 'not_found', message: 'Not found' }));
    return Promise.race([Promise.resolve(response), aborted]);
  };
  const runtime = createApiRuntime({ portalBaseUrl: 'http://portal.test', tokens: createMemoryTokenStore(), cookies: () => undefined, fetch });
  const loadingFlags: boolean[] = [];
  runtime.events.on('loading', ({ active }) => loadingFlags.push(active));
  const cookies = new Map<string, string>();
  const cookieJar = { read: (name: string) => cookies.get(name), write: (name: string, value: string) => void cookies.set(name, value), remove: (name: string) => void cookies.delete(name) };
  const i18n = createI18n({ language: 'en' });
  const client = createContractPortalClient(runtime);
  const sessionStore = fakeSessionStore(who, []);
  const services: ShellServices = {
    config: { portalBaseUrl: 'http://portal.test', cmsBaseUrl: 'http://portal.test/cms', productionHost: undefined },
    runtime,
    client,
    cms: createContractCmsClient(runtime, 'http://portal.test/cms'),
    cookies: cookieJar,
    session: sessionStore,
    productData: createProductDataStore(client, sessionStore),
    oems: createOemListStore(client, sessionStore),
    publishedScreens: createPublishedScreensStore(client, sessionStore),
    storedRequest: createStoredRequest(memoryStorage()),
    i18n,
  };
  const reloads: string[] = [];
  const local = memoryStorage({ [`${FILTER_SETTINGS_PREFIX}viewLeads`]: '{"status":"NEW"}' });
  const session = memoryStorage({ sp_first_request: '/viewLeads' });
  const environment: IdentitySwitchEnvironment = { localStorage: local, sessionStorage: session, cookies: cookieJar, reloadToRoot: () => void reloads.push('/') };
  const toolbar = (
    <I18nextProvider i18n={i18n}>
      <ShellServicesContext.Provider value={services}>
        <ImpersonationToolbar user={who} environment={environment} />
      </ShellServicesContext.Provider>
    </I18nextProvider>
  );
  const view = render(strict ? <StrictMode>{toolbar}</StrictMode> : toolbar);
  const searches = () => sent.filter((request) => request.url.pathname === '/api/portal/impersonate/users');
  return { sent, searches, reloads, local, session, cookies, loadingFlags, view, toolbar };
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search user' });
const oemSelector = () => screen.getByRole('combobox', { name: 'OEM' });
const listText = (text: string) => screen.findByText(text, { selector: '.MuiAutocomplete-noOptions, .MuiAutocomplete-loading' });
/** Long enough for the debounce to have fired, had it been due. */
const pause = () => new Promise((done) => setTimeout(done, 500));

describe('ImpersonationToolbar: who sees it', SLOW, () => {
  it('is there for an admin, labelled as a region, with the OEMs of the server', async () => {
    renderToolbar(admin());
    expect(screen.getByRole('region', { name: 'Impersonate User' })).toBeTruthy();
    await waitFor(() => expect(within(oemSelector()).getAllByRole('option').map((option) => option.textContent)).toEqual(['All OEMs', 'Acura', 'Genesis', 'Honda']));
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
  });

  it('asks for the OEMs once, though StrictMode mounts it twice and the header mounts it again (issue #20)', async () => {
    const { sent, view, toolbar } = renderToolbar(admin(), undefined, { strict: true });
    await waitFor(() => expect(within(oemSelector()).getAllByRole('option')).toHaveLength(4));
    view.unmount();
    render(<StrictMode>{toolbar}</StrictMode>);
    expect(within(oemSelector()).getAllByRole('option')).toHaveLength(4);
    expect(sent.filter((request) => request.url.pathname === '/api/portal/oems')).toHaveLength(1);
  });

  it('is not there for a dealer', () => {
    renderToolbar(user());
    expect(screen.queryByRole('region', { name: 'Impersonate User' })).toBeNull();
  });
});

describe('ImpersonationToolbar: the search (portal-shell §5.4)', SLOW, () => {
  it('asks nothing for 1 character, and searches at 2', async () => {
    const ui = userEvent.setup();
    const { searches } = renderToolbar(admin(), (request) => (request.url.pathname.endsWith('/users') ? json(200, { status: 200, data: [DANA] }) : undefined));
    await ui.type(searchBox(), 'd');
    expect(await listText('Type at least 2 characters of a login or user name.')).toBeTruthy();
    await pause();
    expect(searches()).toEqual([]);
    await ui.type(searchBox(), 'a');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.url.searchParams.get('term')).toBe('da');
    expect(searches()[0]!.url.searchParams.has('oemName')).toBe(false);
    expect(await screen.findByRole('option', { name: /Dana Dealer/ })).toBeTruthy();
  });

  it('trims the term: spaces around it neither count nor cause another search', async () => {
    const ui = userEvent.setup();
    const { searches } = renderToolbar(admin(), (request) => (request.url.pathname.endsWith('/users') ? json(200, { status: 200, data: [DANA] }) : undefined));
    await ui.type(searchBox(), '  d  ');
    await pause();
    expect(searches()).toEqual([]);
    await ui.clear(searchBox());
    await ui.type(searchBox(), '  da');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.url.searchParams.get('term')).toBe('da');
    await ui.type(searchBox(), '   ');
    await pause();
    expect(searches()).toHaveLength(1);
  });

  it('shows "Loading results..." while the server answers, then "No Users Found", without the page-wide loading bar', async () => {
    const ui = userEvent.setup();
    const answer = deferred();
    const { searches, loadingFlags } = renderToolbar(admin(), (request) => (request.url.pathname.endsWith('/users') ? answer.promise : undefined));
    await waitFor(() => expect(loadingFlags).toEqual([true, false])); // the OEM list, an ordinary call
    await ui.type(searchBox(), 'zz');
    expect(await listText('Loading results...')).toBeTruthy();
    await waitFor(() => expect(searches()).toHaveLength(1));
    answer.resolve(json(200, { status: 200, data: [] }));
    // In the list's live region, so screen readers hear it too.
    expect((await listText('No Users Found')).closest('[role="status"]')).not.toBeNull();
    expect(loadingFlags).toEqual([true, false]);
  });

  it('filters by the selected OEM', async () => {
    const ui = userEvent.setup();
    const { searches } = renderToolbar(admin(), (request) => (request.url.pathname.endsWith('/users') ? json(200, { status: 200, data: [GINA] }) : undefined));
    await waitFor(() => expect(within(oemSelector()).getAllByRole('option')).toHaveLength(4));
    await ui.selectOptions(oemSelector(), 'Genesis');
    await ui.type(searchBox(), 'gi');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(Object.fromEntries(searches()[0]!.url.searchParams)).toEqual({ term: 'gi', oemName: 'Genesis' });
    expect((await screen.findByText('Users found: 1')).getAttribute('role')).toBe('status');
  });

  it('shows a Dealer Group user the toolbar locked, with the reason, and never searches', async () => {
    const { searches } = renderToolbar(user({ role: 'Dealer Group', loginName: 'group', userName: 'Grace Group' }), () => undefined);
    expect(await screen.findByText('Only administrators can impersonate users.')).toBeTruthy();
    expect(searchBox()).toHaveProperty('disabled', true);
    expect(oemSelector()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    expect(searches()).toHaveLength(0);
  });

  it('aborts an older search when a newer one starts, and never shows its late answer', async () => {
    const ui = userEvent.setup();
    const first = deferred();
    const { searches } = renderToolbar(admin(), (request) => {
      if (!request.url.pathname.endsWith('/users')) return undefined;
      return request.url.searchParams.get('term') === 'da' ? first.promise : json(200, { status: 200, data: [DANA] });
    });
    await ui.type(searchBox(), 'da');
    await waitFor(() => expect(searches()).toHaveLength(1));
    await ui.type(searchBox(), 'n');
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[0]!.signal.aborted).toBe(true);
    expect(await screen.findByRole('option', { name: /Dana Dealer/ })).toBeTruthy();
    first.resolve(json(200, { status: 200, data: [GINA] }));
    await pause();
    expect(screen.queryByRole('option', { name: /Gina Genesis/ })).toBeNull();
  });
});

describe('ImpersonationToolbar: Apply and Reset (portal-shell §4.4)', SLOW, () => {
  it('Apply impersonates the picked user in the chosen OEM, clears the saved state and reloads to /', async () => {
    const ui = userEvent.setup();
    const { sent, reloads, local, session, cookies } = renderToolbar(admin(), (request) => {
      if (request.url.pathname.endsWith('/users')) return json(200, { status: 200, data: [GINA] });
      if (request.method === 'POST' && request.url.pathname === '/api/portal/impersonate') return json(200, GINA);
      return undefined;
    });
    await waitFor(() => expect(within(oemSelector()).getAllByRole('option')).toHaveLength(4));
    await ui.selectOptions(oemSelector(), 'Genesis');
    await ui.type(searchBox(), 'gina');
    await ui.click(await screen.findByRole('option', { name: /Gina Genesis/ }));
    expect((searchBox() as HTMLInputElement).value).toBe('Gina Genesis (dealer.genesis)');
    await ui.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(reloads).toEqual(['/']));
    const post = sent.find((request) => request.method === 'POST');
    expect(JSON.parse(post!.body)).toEqual({ loginName: 'dealer.genesis', oemName: 'Genesis' });
    expect(cookies.get(IMPERSONATION_COOKIE_NAME)).toBe('dealer.genesis');
    expect(local.entries()).toEqual({ [SAVED_SKIN_NAME_KEY]: 'genesis' });
    expect(session.entries()).toEqual({});
  });

  it('says why when the server refuses, and does not reload', async () => {
    const ui = userEvent.setup();
    const { reloads, local } = renderToolbar(admin(), (request) => {
      if (request.url.pathname.endsWith('/users')) return json(200, { status: 200, data: [DANA] });
      if (request.method === 'POST') return json(404, { code: 'not_found', message: 'No active user has the login name dealer.' });
      return undefined;
    });
    await ui.type(searchBox(), 'dana');
    await ui.click(await screen.findByRole('option', { name: /Dana Dealer/ }));
    await ui.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This user can no longer be impersonated. Please search again.');
    expect(reloads).toEqual([]);
    expect(local.getItem(`${FILTER_SETTINGS_PREFIX}viewLeads`)).not.toBeNull();
  });

  it('while impersonating: OEM selector and search disabled, showing who; the button reads Reset and ends it', async () => {
    const ui = userEvent.setup();
    const acting = admin({
      userName: 'Gina Genesis',
      loginName: 'dealer.genesis',
      role: 'Dealer',
      userGroups: [],
      oemId: 4,
      oemName: 'genesis',
      impersonator: { login: 'admin', role: 'admin', belongsToCmsEditorGroup: false },
    });
    const { sent, reloads, local, cookies } = renderToolbar(acting, (request) => {
      if (request.url.pathname === '/api/portal/oems') return json(200, [{ id: 4, name: 'Genesis' }]);
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    cookies.set(IMPERSONATION_COOKIE_NAME, 'dealer.genesis');
    local.setItem(SAVED_SKIN_NAME_KEY, 'genesis');
    expect(oemSelector()).toHaveProperty('disabled', true);
    expect(searchBox()).toHaveProperty('disabled', true);
    expect((searchBox() as HTMLInputElement).value).toBe('Gina Genesis (dealer.genesis)');
    await waitFor(() => expect((oemSelector() as HTMLSelectElement).value).toBe('Genesis'));
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(reloads).toEqual(['/']));
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname)).toEqual(['/api/portal/impersonate']);
    expect(cookies.has(IMPERSONATION_COOKIE_NAME)).toBe(false);
    expect(local.entries()).toEqual({});
  });
});
