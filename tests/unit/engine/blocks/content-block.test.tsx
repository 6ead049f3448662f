import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { fixture, renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

let nextId = 1;
const block = (type: string, content: string, extra: Record<string, unknown> = {}) => ({
  id: nextId++,
  humanReadableId: `b${nextId}`,
  content,
  type,
  blockOrder: nextId,
  parent: null,
  language: 'EN',
  pageId: 1,
  ...extra,
});

function pages(request: CallRequest) {
  const query = request.query as { pagesHri: string[]; language: string };
  const [hri] = query.pagesHri;
  if (hri === 'faq') {
    const question = block('FAQ_QUESTION', 'How do I enroll?');
    return [{ id: 2, humanReadableId: 'faq', drafts: [], contentBlocks: [question, block('FAQ_ANSWER', 'Open Manage Enrollments.', { parent: question.id })] }];
  }
  const item = block('LIST_ITEM', 'Dealer toolkit');
  const deleted = block('LIST_ITEM', 'Retired brochure', { status: 'DELETED' });
  return [
    {
      id: 1,
      humanReadableId: 'home',
      drafts: [],
      contentBlocks: [
        block('PAGE_TEASER', query.language === 'FR' ? 'Bienvenue' : 'Welcome to SmartPortal'),
        block('HEADER', 'Resources'),
        block('TEXT', 'Read <strong>this</strong> first<script>window.hacked = true</script> <a href="javascript:alert(1)">bad link</a>'),
        item,
        block('IMAGE', 'https://cdn.example.com/toolkit.png', { parent: item.id }),
        deleted,
      ],
    },
  ];
}

describe('content block (home fixture)', () => {
  it('draws page teasers, FAQ questions with their answers, list items with images, headers and text', async () => {
    const view = renderScreen(fixture('home'), { scope: { user: { oemId: 3, hasBundles: true } }, answers: { getCmsPages: pages } });
    const user = userEvent.setup();
    expect(await screen.findByText('Welcome to SmartPortal')).toBeTruthy();
    expect(view.callsTo('getCmsPages')[0]?.request).toEqual({ query: { language: 'EN', pagesHri: ['home'], oemId: 3 } });
    expect(view.callsTo('getCmsPages').find((call) => (call.request.query as { blocksHri?: string[] }).blocksHri)?.request.query).toEqual({
      language: 'EN',
      pagesHri: ['home'],
      oemId: 3,
      blocksHri: ['home-resources'],
    });

    const question = await screen.findByRole('button', { name: 'How do I enroll?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Open Manage Enrollments.')).toBeTruthy();

    const resources = document.querySelector('[data-block-id="resources"]') as HTMLElement;
    await waitFor(() => expect(within(resources).getByRole('heading', { name: 'Resources' })).toBeTruthy());
    const list = within(resources).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Dealer toolkit');
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/toolkit.png');
    expect(within(resources).queryByText('Retired brochure')).toBeNull();
  });

  it('renders markup only through the allowlist: no script, no javascript: link', async () => {
    renderScreen(fixture('home'), { scope: { user: { oemId: 3, hasBundles: true } }, answers: { getCmsPages: pages } });
    const strong = await screen.findByText('this');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText(/bad link/).closest('a')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('asks for the user language and hides a block whose condition does not hold', async () => {
    const view = renderScreen(fixture('home'), { language: 'fr', scope: { user: { oemId: 3, hasBundles: false } }, answers: { getCmsPages: pages } });
    expect(await screen.findByText('Bienvenue')).toBeTruthy();
    expect((view.callsTo('getCmsPages')[0]?.request.query as { language: string }).language).toBe('FR');
    expect(document.querySelector('[data-block-id="resources"]')).toBeNull();
  });
});
