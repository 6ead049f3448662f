/**
 * A BI dashboard page (issue #20) on the real biLeadPerformance.json: the period filter applies
 * to the figures (a detail block), the chart and the table alike, so every block shows the same
 * period.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { loadRefSources, resolvedDefinition } from '../../../../scripts/screen-definitions/definition-sources.ts';
import { renderScreen } from '../../engine/render-screen.tsx';

const file = path.resolve(import.meta.dirname, '../../../../schemas/screens/dashboards/biLeadPerformance.json');
const definition = resolvedDefinition<ScreenDefinition>(JSON.parse(readFileSync(file, 'utf8')), await loadRefSources(), file);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function dashboard(request: CallRequest) {
  const period = (request.query as { period?: string } | undefined)?.period ?? 'LAST_90_DAYS';
  const leads = period === 'LAST_12_MONTHS' ? 480 : 120;
  return {
    period,
    periodStart: period === 'LAST_12_MONTHS' ? '2025-12-01' : '2026-08-30',
    periodEnd: '2026-11-27',
    scopeLevel: 'DEALER',
    scopeName: 'Honda of Houston',
    figures: { leads, responded: 100, responseRate: 83.3, averageResponseSeconds: 2550, sold: 12, closeRate: 10 },
    trend: [{ bucket: '2026-11', leads, responded: 100, sold: 12 }],
    sources: [{ sourceName: 'Dealer Website', leads, responseRate: 83.3, averageResponseSeconds: 2550, sold: 12, closeRate: 10 }],
  };
}

describe('lead performance dashboard', () => {
  it('shows the figures, chart and table of the period, and of the next period once chosen', async () => {
    const view = renderScreen(definition, { answers: { getLeadPerformanceDashboard: dashboard } });
    const user = userEvent.setup();
    const leadsText = () => document.querySelector('dd[data-field="leads"]')?.textContent;
    await waitFor(() => expect(leadsText()).toBe('120'), { timeout: 15_000 });
    expect(document.querySelector('dd[data-field="scopeName"]')?.textContent).toBe('Honda of Houston');
    expect(await screen.findByRole('figure', { name: 'Leads over the period' })).toBeTruthy();

    await user.click(within(screen.getByRole('search')).getByRole('combobox', { name: /Period/ }));
    await user.click(await screen.findByRole('option', { name: 'Last 12 months' }));
    await waitFor(() => expect(leadsText()).toBe('480'), { timeout: 15_000 });
    const asked = view.callsTo('getLeadPerformanceDashboard').map((call) => (call.request.query as { period?: string }).period);
    expect(asked.filter((period) => period === 'LAST_12_MONTHS').length).toBeGreaterThanOrEqual(3);
  });
});
