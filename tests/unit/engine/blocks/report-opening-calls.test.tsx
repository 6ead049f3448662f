/**
 * Opening the Compliance Aggregate Report (the real reports.json) generates its table once, with
 * the current period, and its chart and totals once each, with the filter the table's answer
 * states (issue #20: each was generated twice on opening).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { loadRefSources, resolvedDefinition } from '../../../../scripts/screen-definitions/definition-sources.ts';
import { renderScreen } from '../render-screen.tsx';

const file = path.resolve(import.meta.dirname, '../../../../schemas/screens/reports/reports.json');
const reports = resolvedDefinition<ScreenDefinition>(JSON.parse(readFileSync(file, 'utf8')), await loadRefSources(), file);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The server states the filter it applied, the period's dates and the default threshold filled in. */
function aggregate(request: CallRequest) {
  const body = request.body as { periodId?: number };
  return {
    filter: { ...body, ...(body.periodId ? { dateFrom: '2026-10-01', dateTo: '2026-12-31' } : {}), scoreThreshold: 80 },
    content: [{ districtId: 1, oemName: 'Honda', regionName: 'West', districtName: `District ${String(body.periodId)}`, dealers: 3, complianceRate: 50, averageScore: 70 }],
    page: { page: 0, size: 25, totalElements: 1, totalPages: 1 },
    totals: { dealers: 3, auditedDealers: 2, compliantDealers: 1, nonCompliantDealers: 1, complianceRate: 50, averageScore: 70, belowThresholdDealers: 1 },
  };
}

describe('opening the Compliance Aggregate Report', () => {
  it('generates the table once with the current period, then the chart and totals once each with the table’s filter', async () => {
    const view = renderScreen(reports, {
      scope: { query: { q: 'ComplianceAggregateReport' } },
      answers: {
        getReportPeriods: [{ id: 4, label: 'September 2026', current: false }, { id: 5, label: 'October 2026', current: true }],
        getReportSelectData: { oems: [{ id: 1, name: 'Honda' }], regions: [{ id: 1, name: 'West' }] },
        generateComplianceAggregateReport: aggregate,
      },
    });
    // The reports screen holds every report's blocks: its first render in jsdom is slow on a busy machine.
    expect(await screen.findByText('District 5', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(view.callsTo('generateComplianceAggregateReport')).toHaveLength(3));
    const bySize = (size: number) => view.callsTo('generateComplianceAggregateReport').filter((call) => (call.request.query as { size?: number }).size === size);
    expect(bySize(25).map((call) => call.request.body)).toEqual([{ auditType: 'DWCP', periodId: 5 }]);
    const stated = { auditType: 'DWCP', periodId: 5, dateFrom: '2026-10-01', dateTo: '2026-12-31', scoreThreshold: 80 };
    expect(bySize(500).map((call) => call.request.body)).toEqual([stated]);
    expect(bySize(1).map((call) => call.request.body)).toEqual([stated]);
  });
});
