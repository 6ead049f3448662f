import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HomeRoute } from '../../../../src/shell/home/HomePage.tsx';
import { json, renderInShell, type Backend } from '../harness/index.ts';
import { DEALER_MENU, user } from '../header/menu-fixtures.ts';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const product = (key: string, title: string) => ({ key: `/${key}`, title, teaser: `${title} product-file teaser`, learnMore: key });
const FILES: Record<string, object> = {
  'honda.json': { products: [product('smartleads', 'SmartLeads'), product('websiteprogram', 'Website Program')] },
  'common.json': { products: [] },
};

const cmsBlock = (id: number, humanReadableId: string, type: string, content: string, blockOrder: number) => ({
  id,
  humanReadableId,
  content,
  type,
  blockOrder,
  parent: null,
  language: 'EN',
  pageId: 2,
});

const HOME_PAGE = {
  id: 2,
  humanReadableId: 'home',
  contentBlocks: [
    cmsBlock(1, 'home-header', 'HEADER', 'Honda: Programs for your dealership', 1),
    cmsBlock(2, 'home-intro', 'TEXT', 'Enroll in programs and add-ons.', 2),
    cmsBlock(3, 'teaser-smartleads', 'PAGE_TEASER', 'Qualified shopper leads, from the CMS.', 10),
  ],
  drafts: [],
};

const ENROLL_PAGE = {
  id: 5,
  humanReadableId: 'howToEnroll',
  contentBlocks: [{ ...cmsBlock(20, 'enroll-header', 'HEADER', 'How to enroll', 1), pageId: 5 }, { ...cmsBlock(21, 'enroll-step-1', 'LIST_ITEM', 'Review the programs.', 10), parent: 20, pageId: 5 }],
  drafts: [],
};

function answer(cms: 'ok' | 'down'): Backend {
  return ({ url }) => {
    const name = url.pathname.replace('/mocdata/products/', '');
    if (url.pathname.startsWith('/mocdata/products/') && FILES[name]) return json(200, FILES[name]);
    if (url.pathname === '/cms/api/page/data') {
      if (cms === 'down') return json(503, { code: 'unavailable', message: 'down' });
      return json(200, url.searchParams.get('pagesHri') === 'howToEnroll' ? [ENROLL_PAGE] : [HOME_PAGE]);
    }
    return undefined;
  };
}

const renderHome = (who = user(), cms: 'ok' | 'down' = 'ok') =>
  renderInShell(
    <HomeRoute />,
    { user: who, menu: DEALER_MENU, backend: answer(cms) },
  );

const card = async (title: string) => (await screen.findByRole('heading', { level: 3, name: title })).closest('article') as HTMLElement;

describe('home page CMS content (portal-shell §1, §2.3)', () => {
  it('shows the published header, intro and teasers, the product files filling in a missing teaser', async () => {
    const view = renderHome();
    expect(await screen.findByRole('heading', { level: 2, name: 'Honda: Programs for your dealership' })).toBeTruthy();
    expect(screen.getByText('Enroll in programs and add-ons.')).toBeTruthy();
    expect(within(await card('SmartLeads')).getByText('Qualified shopper leads, from the CMS.')).toBeTruthy();
    expect(within(await card('Website Program')).getByText('Website Program product-file teaser')).toBeTruthy();
    const cmsCall = view.requests.find((request) => request.url.pathname === '/cms/api/page/data')!;
    expect(Object.fromEntries(cmsCall.url.searchParams)).toEqual({ language: 'EN', pagesHri: 'home', oemId: '1' });
    // Readers get no toolbar.
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('keeps the product files and the skin heading when the CMS cannot be read', async () => {
    renderHome(user(), 'down');
    expect(within(await card('SmartLeads')).getByText('SmartLeads product-file teaser')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Programs for your dealership' })).toBeTruthy();
  });

  it('gives the CMS editor the editing toolbar on the home page', async () => {
    renderHome(user({ role: 'CMS Editor', belongsToCmsEditorGroup: true }));
    const toolbar = await screen.findByRole('toolbar', { name: 'CMS editing' });
    expect(within(toolbar).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Show enrollment form',
      'Enable editing',
      'Disable editing',
      'Preview',
      'Publish',
      'Discard all',
    ]);
  });

  it('shows the enrollment form content (the howToEnroll page dealers reach from the enrollment link) when the editor asks', async () => {
    const ui = userEvent.setup();
    renderHome(user({ role: 'CMS Editor', belongsToCmsEditorGroup: true }));
    const toolbar = await screen.findByRole('toolbar', { name: 'CMS editing' });
    expect(screen.queryByRole('region', { name: 'Enrollment form' })).toBeNull();
    await ui.click(within(toolbar).getByRole('button', { name: 'Show enrollment form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show the enrollment form?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Show enrollment form' }));
    const form = await screen.findByRole('region', { name: 'Enrollment form' });
    expect(await within(form).findByText('Review the programs.')).toBeTruthy();
    expect(within(form).getByRole('heading', { level: 3, name: 'How to enroll' })).toBeTruthy();
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Hide enrollment form' })).toBeTruthy());
  }, 30_000);
});
