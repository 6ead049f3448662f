import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { BLOCK_KINDS, rendererFor } from '../../../../src/engine/registry.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const detail = (label: string) => ({
  kind: 'detail',
  call: { operationId: 'getDealer', path: { dlCode: '$route.dlCode' } },
  fields: { name: { field: 'name', label } },
});

describe('screen renderer', () => {
  it('shows the title translated, and a key without a translation as raw text, never blank', async () => {
    renderScreen({ id: 'a', route: 'home', title: 'PAGE_MANAGE_ENROLLMENTS', blocks: { d: detail('Not A Key Yet') } } as unknown as ScreenDefinition, {
      scope: { route: { dlCode: 'D1' } },
      answers: { getDealer: { name: 'Metro Honda' } },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manage Enrollments');
    expect(await screen.findByText('Not A Key Yet')).toBeTruthy();
  });

  it('renders nothing for a hidden screen (an OEM overlay can hide one)', () => {
    const view = renderScreen({ id: 'a', route: 'home', title: 'PAGE_HOME', hidden: true, blocks: { d: detail('FIELD_DEALER_NAME') } } as unknown as ScreenDefinition);
    expect(view.container.textContent).toBe('');
    expect(view.sent).toEqual([]);
  });

  it('orders blocks by `order` and shows a block whose binding cannot work here as an error, not a blank', async () => {
    renderScreen(
      {
        id: 'a',
        route: 'home',
        title: 'PAGE_HOME',
        blocks: {
          second: { ...detail('FIELD_DEALER_NAME'), order: 2, title: 'SECTION_DEALER' },
          first: { ...detail('FIELD_DEALER_CODE'), order: 1, visible: { when: { '$row.status': { equals: 'ACTIVE' } } } },
        },
      } as unknown as ScreenDefinition,
      { scope: { route: { dlCode: 'D1' } }, answers: { getDealer: { name: 'Metro Honda' } } },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not be shown.');
    expect(alert.textContent).toContain('$row');
    const sections = [...document.querySelectorAll('[data-block-id], [data-block-error]')];
    expect(sections[0]?.hasAttribute('data-block-error')).toBe(true);
    expect(await screen.findByText('Metro Honda')).toBeTruthy();
  });

  it('leaves no room for a hidden block: its cell of the grid is not displayed', async () => {
    const view = renderScreen(
      {
        id: 'a',
        route: 'home',
        title: 'PAGE_HOME',
        blocks: {
          shown: { ...detail('FIELD_DEALER_NAME'), order: 1 },
          hidden: { ...detail('FIELD_DEALER_CODE'), order: 2, visible: { when: { '$route.dlCode': { equals: 'nobody' } } } },
        },
      } as unknown as ScreenDefinition,
      { scope: { route: { dlCode: 'D1' } }, answers: { getDealer: { name: 'Metro Honda' } } },
    );
    expect(await screen.findByText('Metro Honda')).toBeTruthy();
    const cells = [...view.container.querySelectorAll('.MuiGrid-container > .MuiGrid-root')];
    expect(cells).toHaveLength(2);
    expect(cells.map((cell) => getComputedStyle(cell).display === 'none')).toEqual([false, true]);
  });

  it('loads every block renderer lazily, one chunk per kind', () => {
    for (const kind of BLOCK_KINDS) {
      expect((rendererFor(kind) as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    }
    expect(rendererFor('carousel')).toBeUndefined();
  });
});

describe('i18n setup', () => {
  it('starts in English, falls back to English and to the raw key, and does not escape', async () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('SAVED_SUCCESSFULLY')).toBe('Saved Successfully');
    expect(i18n.t('Some label: with a colon. And a dot')).toBe('Some label: with a colon. And a dot');
    expect(i18n.t('REASON_TOO_LONG', { limit: 255 })).toBe('Must be less than 255 characters');
    expect(i18n.t('UNKNOWN_BLOCK_KIND', { kind: '<b>' })).toContain('"<b>"');
    await i18n.changeLanguage('fr');
    expect(i18n.t('REQUIRED_FIELD')).toBe('Ce champ est obligatoire.');
    i18n.addResource('fr', 'translation', 'EMPTY_IN_FRENCH', '');
    i18n.addResource('en', 'translation', 'EMPTY_IN_FRENCH', 'English text');
    expect(i18n.t('EMPTY_IN_FRENCH')).toBe('English text');
  });
});
