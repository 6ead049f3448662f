import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { fixture, renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

function regions(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    regionId: index + 1,
    regionName: `Region ${String(index + 1).padStart(3, '0')}`,
    dealers: 10 + index,
    leads: 1000 + index,
    sales: 100 + (index % 7),
    closeRate: 12.5,
  }));
}

describe('chart block (salesConversionReport fixture)', () => {
  it('draws the bound data, with the numbers in a table for assistive technology', async () => {
    const view = renderScreen(fixture('salesConversionReport'), {
      scope: { user: { oemId: 3 } },
      answers: { generateReport: { regionListNew: regions(3) } },
    });
    const data = await waitFor(() => {
      const table = document.querySelector('[data-chart-data="newLeadsChart"]');
      if (!table) throw new Error('no chart data yet');
      return table as HTMLElement;
    });
    expect(view.callsTo('generateReport')[0]?.request).toEqual({
      path: { reportName: 'salesConversion' },
      query: { reportLeadType: 'NEW' },
      body: { oemId: 3 },
    });
    const rows = within(data).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Region 001');
    expect(rows[1]!.textContent).toContain('1,000');
    expect(document.querySelector('[data-block-id="newLeadsChart"] svg')).not.toBeNull();
  });

  it('shows the empty state without data points', async () => {
    renderScreen(fixture('salesConversionReport'), { scope: { user: { oemId: 3 } }, answers: { generateReport: { regionListNew: [] } } });
    expect((await screen.findAllByText('No Data Found')).length).toBeGreaterThanOrEqual(1);
  });
});

describe('client table (salesConversionReport fixture)', () => {
  // jsdom lays nothing out; give scrolling boxes the height a browser would (the virtual body's 600 px).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.style.overflow === 'auto' ? 600 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('sorts in the browser and renders only the rows in view of a list longer than a page', async () => {
    const view = renderScreen(fixture('salesConversionReport'), { scope: { user: { oemId: 3 } }, answers: { generateReport: { regionListNew: regions(2000) } } });
    const user = userEvent.setup();
    // The virtual body is a scrolling region holding the table.
    const region = await screen.findByRole('region', { name: 'Results' });
    const table = within(region).getByRole('table', { name: 'Results' });
    await within(table).findByText('Region 001');
    expect(table.getAttribute('aria-rowcount')).toBe('2001');
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeLessThan(60);
    expect(within(table).queryByText('Region 2000')).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Region' }));
    await user.click(within(table).getByRole('button', { name: 'Region' }));
    expect(await within(table).findByText('Region 2000')).toBeTruthy();
    // One call: client paging sorts what it has.
    expect(view.callsTo('generateReport').length).toBe(2);
  });

  it('exports through the download action with the report fallback name', async () => {
    const view = renderScreen(fixture('salesConversionReport'), {
      scope: { user: { oemId: 3 } },
      answers: { generateReport: { regionListNew: regions(3) }, exportReport: new Blob(['x']) },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Export' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(view.saveFile).toHaveBeenCalledTimes(1));
    expect(view.callsTo('exportReport')[0]?.options.download).toEqual({ kind: 'report', reportName: 'salesConversion', format: 'xlsx' });
    expect(view.callsTo('exportReport')[0]?.request).toEqual({
      path: { reportName: 'salesConversion', exportFormat: 'xlsx' },
      query: { reportLeadType: 'NEW' },
      body: { oemId: 3 },
    });
  });
});

describe('detail block (editManageEnrollment fixture)', () => {
  it('shows the bound record with its formats', async () => {
    const view = renderScreen(fixture('editManageEnrollment'), {
      scope: { route: { dlCode: 'D100', editMode: 'view' } },
      answers: {
        getDealer: { code: 'D100', name: 'Metro Honda', status: 'ACTIVE', region: 'West', testDealer: true, meteredLeads: { maxMeteredLeadsPerCycle: 1200 } },
      },
    });
    const name = await screen.findByText('Metro Honda');
    const list = name.closest('dl') as HTMLElement;
    const value = (field: string) => list.querySelector(`[data-field="${field}"]`)!.textContent;
    expect(value('code')).toBe('D100');
    expect(value('testDealer')).toBe('Yes');
    expect(value('maxMetered')).toBe('1,200');
    expect(value('district')).toBe('–');
    expect(within(list).getByText('Dealer Code')).toBeTruthy();
    expect(view.callsTo('getDealer')[0]?.request).toEqual({ path: { dlCode: 'D100' } });
  });
});

describe('registry', () => {
  it('shows a visible, translated error for an unknown block kind and renders the rest', async () => {
    const definition = {
      id: 'broken',
      route: 'home',
      title: 'PAGE_HOME',
      blocks: {
        mystery: { kind: 'carousel', order: 1 },
        dealer: { kind: 'detail', order: 2, call: { operationId: 'getDealer', path: { dlCode: 'D1' } }, fields: { name: { field: 'name', label: 'FIELD_DEALER_NAME' } } },
      },
    } as unknown as ScreenDefinition;
    renderScreen(definition, { answers: { getDealer: { name: 'Still here' } } });
    expect((await screen.findByRole('alert')).textContent).toBe('This part of the page cannot be shown: "carousel" is not a known kind of block.');
    expect(await screen.findByText('Still here')).toBeTruthy();
  });

  it('says it in French too', async () => {
    const definition = { id: 'broken', route: 'home', title: 'PAGE_HOME', blocks: { mystery: { kind: 'carousel' } } } as unknown as ScreenDefinition;
    renderScreen(definition, { language: 'fr' });
    expect((await screen.findByRole('alert')).textContent).toContain('n\'est pas un type de bloc connu');
  });
});
