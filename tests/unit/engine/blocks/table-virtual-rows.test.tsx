import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { VIRTUAL_ROW_HEIGHT_PX } from '../../../../src/engine/blocks/table/VirtualTableBody.tsx';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const ROWS = 5000;
const definition: ScreenDefinition = {
  id: 'longList',
  route: 'home',
  title: 'PAGE_HOME',
  blocks: {
    regions: {
      kind: 'table',
      call: { operationId: 'generateReport', path: { reportName: 'salesConversion' } },
      rows: 'regionListNew',
      paging: { mode: 'client', pageSize: 50 },
      rowKey: 'regionId',
      columns: {
        region: { order: 1, field: 'regionName', header: 'COLUMN_REGION' },
        leads: { order: 2, field: 'leads', header: 'SERIES_LEADS', format: 'integer' },
      },
    },
  },
};
const regionListNew = Array.from({ length: ROWS }, (_, index) => ({ regionId: index + 1, regionName: `Region ${index + 1}`, leads: index }));

describe('a long client list scrolls through virtual rows', () => {
  // jsdom lays nothing out; give the scrolling box the height a browser would (600 px).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.style.overflow === 'auto' ? 600 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders the rows in view where they belong, and others as the list scrolls', async () => {
    renderScreen(definition, { answers: { generateReport: { regionListNew } } });
    const region = await screen.findByRole('region', { name: 'Results' });
    const table = within(region).getByRole('table', { name: 'Results' });
    await within(table).findByText('Region 1');
    expect(table.getAttribute('aria-rowcount')).toBe(String(ROWS + 1));
    expect(within(table).queryByText('Region 2500')).toBeNull();

    region.scrollTop = 2499 * VIRTUAL_ROW_HEIGHT_PX;
    fireEvent.scroll(region);
    const row = (await within(table).findByText('Region 2500')).closest('tr')!;
    expect(row.getAttribute('aria-rowindex')).toBe('2501');
    expect(row.style.transform).toBe(`translateY(${2499 * VIRTUAL_ROW_HEIGHT_PX}px)`);
    await waitFor(() => expect(within(table).queryByText('Region 1')).toBeNull());
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  });

  it('places rows without adding a style rule per row, so a long scroll does not grow the page’s CSS', async () => {
    renderScreen(definition, { answers: { generateReport: { regionListNew } } });
    const region = await screen.findByRole('region', { name: 'Results' });
    await within(region).findByText('Region 1');
    // Counted against the page's CSS before the scroll, since other files' components may have
    // left rules in this worker's document (tests run without per-file isolation).
    const translateRules = () =>
      [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n').split('translateY').length;
    const before = translateRules();
    for (const first of [100, 1000, 4000]) {
      region.scrollTop = first * VIRTUAL_ROW_HEIGHT_PX;
      fireEvent.scroll(region);
      await within(region).findByText(`Region ${first + 1}`);
    }
    expect(translateRules()).toBe(before);
  });
});
