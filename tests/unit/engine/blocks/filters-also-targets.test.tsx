/**
 * One filters block for several blocks (`alsoTargets`): the Sales Conversion report's lead type,
 * period, region and dealer apply to its chart and to the table of the chosen lead type (NEW,
 * CPO or USED), on the real reports.json definition.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { loadRefSources, resolvedDefinition } from '../../../../scripts/screen-definitions/definition-sources.ts';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { renderScreen } from '../render-screen.tsx';

const file = path.resolve(import.meta.dirname, '../../../../schemas/screens/reports/reports.json');
const reports = resolvedDefinition<ScreenDefinition>(JSON.parse(readFileSync(file, 'utf8')), await loadRefSources(), file);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const region = (name: string) => ({ regionId: 1, regionName: name, dealers: 3, leads: 120, sales: 12, closeRate: 10 });
const dealer = (code: string) => ({ dealerCode: code, dealerName: `Dealer ${code}`, regionName: 'West', leads: 40, sales: 4, closeRate: 10, meetsLeadThreshold: true, belowCloseRateThreshold: false });
/** The server fills only the asked lead type's lists. */
function salesReport(request: CallRequest) {
  const type = (request.query as { reportLeadType?: string } | undefined)?.reportLeadType;
  const list = (of: string) => (type === of ? [region(`${of} region`)] : []);
  const dealers = (of: string) => (type === of ? [dealer(`${of}-1`)] : []);
  return {
    reportName: 'salesConversion',
    regionListNew: list('NEW'), regionListCpo: list('CPO'), regionListUsed: list('USED'),
    dealerDetailMatchsNew: dealers('NEW'), dealerDetailMatchsCpo: dealers('CPO'), dealerDetailMatchsUsed: dealers('USED'),
  };
}

describe('filters that also target a chart and per-type tables', () => {
  it('starts on NEW leads, then shows the chart and the table of the chosen lead type with the same filters', async () => {
    const view = renderScreen(reports, {
      scope: { query: { q: 'salesConversion' } },
      answers: {
        getReportPeriods: [{ id: 5, label: 'October 2026', current: true }],
        getReportSelectData: { regions: [{ id: 1, name: 'West' }], dealers: [{ code: 'HON0001', name: 'Honda One' }] },
        generateReport: salesReport,
      },
    });
    const user = userEvent.setup();
    // The reports screen holds every report's blocks: its first render in jsdom is slow on a busy machine.
    expect(await screen.findByText('NEW-1', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(view.callsTo('generateReport').length).toBeGreaterThanOrEqual(2));
    // The chart asks with the filters too, not an empty body.
    for (const call of view.callsTo('generateReport')) expect(call.request.query).toEqual({ reportLeadType: 'NEW' });

    const filters = screen.getByRole('search');
    await user.click(within(filters).getByRole('combobox', { name: /Lead Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Certified Pre-Owned' }));
    const before = view.callsTo('generateReport').length;
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('CPO-1', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText('NEW-1')).toBeNull();
    const after = view.callsTo('generateReport').slice(before);
    expect(after.length).toBeGreaterThanOrEqual(2);
    for (const call of after) expect(call.request.query).toEqual({ reportLeadType: 'CPO' });
  });
});
