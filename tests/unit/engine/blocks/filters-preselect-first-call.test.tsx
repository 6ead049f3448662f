/**
 * A table targeted by filters whose period starts on the current one (options `preselect`) is
 * called once, with that period, when the screen opens: not first without it and again with it
 * (issue #20: every report was generated twice on opening).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { renderScreen } from '../render-screen.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const periods = [
  { id: 4, label: 'September 2026', current: false },
  { id: 5, label: 'October 2026', current: true },
];

/** The periods answer only when the test says so: the table must not go ahead without them. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function reportScreen(options: { withPreselect?: boolean; withChart?: boolean } = {}): ScreenDefinition {
  const { withPreselect = true, withChart = false } = options;
  return {
    id: 'periodReport',
    route: 'reports',
    title: 'PAGE_REPORTS',
    blocks: {
      filters: {
        kind: 'filters',
        order: 1,
        target: 'results',
        ...(withChart ? { alsoTargets: ['chart'] } : {}),
        schema: { type: 'object', properties: { periodId: { type: 'integer', title: 'REPORT_FIELD_PERIOD' }, dealer: { type: 'string', title: 'FIELD_DEALER' } } },
        options: {
          periodId: { call: { operationId: 'getReportPeriods', path: { id: 5 } }, value: 'id', label: 'label', ...(withPreselect ? { preselect: 'current' } : {}) },
        },
      },
      ...(withChart
        ? {
            chart: {
              kind: 'chart',
              order: 2,
              chart: 'bar',
              call: { operationId: 'generateReport', path: { reportName: 'chart' }, body: { periodId: '$filters.periodId' } },
              items: 'rows',
              x: { field: 'dealer', label: 'FIELD_DEALER' },
              series: { sales: { field: 'sales', label: 'Sales' } },
            },
          }
        : {}),
      results: {
        kind: 'table',
        order: 3,
        call: { operationId: 'generateComplianceAggregateReport', body: { auditType: 'DWCP', periodId: '$filters.periodId', dealer: '$filters.dealer' } },
        paging: { mode: 'server', pageSize: 25 },
        rowKey: 'districtName',
        columns: { district: { field: 'districtName', header: 'REPORT_COLUMN_DISTRICT' } },
      },
    },
  } as ScreenDefinition;
}

const report = (request: CallRequest) => ({
  content: [{ districtName: `District of period ${String((request.body as { periodId?: unknown }).periodId)}` }],
  page: { page: 0, size: 25, totalElements: 1, totalPages: 1 },
});

describe('filters with a preselected choice and their table', () => {
  it('calls the table once, with the preselected period, after the periods have answered', async () => {
    const answer = deferred<typeof periods>();
    const view = renderScreen(reportScreen(), { answers: { getReportPeriods: () => answer.promise, generateComplianceAggregateReport: report } });
    await waitFor(() => expect(view.callsTo('getReportPeriods')).toHaveLength(1));
    // The table waits for the filters, loading, while the periods are out.
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(view.callsTo('generateComplianceAggregateReport')).toEqual([]);

    answer.resolve(periods);
    expect(await screen.findByText('District of period 5')).toBeTruthy();
    const calls = view.callsTo('generateComplianceAggregateReport');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request.body).toEqual({ auditType: 'DWCP', periodId: 5 });
    expect(within(screen.getByRole('search')).getByRole('combobox', { name: /Period/ }).textContent).toContain('October 2026');
  });

  it('holds back a block the filters also target (a chart) the same way', async () => {
    const view = renderScreen(reportScreen({ withChart: true }), {
      answers: { getReportPeriods: periods, generateComplianceAggregateReport: report, generateReport: { rows: [{ dealer: 'A', sales: 1 }] } },
    });
    expect(await screen.findByText('District of period 5')).toBeTruthy();
    await waitFor(() => expect(view.callsTo('generateReport')).toHaveLength(1));
    expect(view.callsTo('generateReport')[0]?.request.body).toEqual({ periodId: 5 });
    expect(view.callsTo('generateComplianceAggregateReport')).toHaveLength(1);
  });

  it('calls the table once, when the periods have answered, even if none is marked current', async () => {
    const answer = deferred<typeof periods>();
    const view = renderScreen(reportScreen(), { answers: { getReportPeriods: () => answer.promise, generateComplianceAggregateReport: report } });
    await waitFor(() => expect(view.callsTo('getReportPeriods')).toHaveLength(1));
    expect(view.callsTo('generateComplianceAggregateReport')).toEqual([]);
    answer.resolve(periods.map((period) => ({ ...period, current: false })));
    expect(await screen.findByText('District of period undefined')).toBeTruthy();
    expect(view.callsTo('generateComplianceAggregateReport')).toHaveLength(1);
    expect(view.callsTo('generateComplianceAggregateReport')[0]?.request.body).toEqual({ auditType: 'DWCP' });
  });

  it('does not hold the table when the periods cannot be loaded', async () => {
    const view = renderScreen(reportScreen(), { answers: { getReportPeriods: () => Promise.reject(new Error('down')), generateComplianceAggregateReport: report } });
    expect(await screen.findByText('District of period undefined')).toBeTruthy();
    expect(view.callsTo('generateComplianceAggregateReport')).toHaveLength(1);
  });

  it('uses the stored filters at once: the first call carries them and is the only one', async () => {
    localStorage.setItem('FILTER_SETTINGS_periodReport', JSON.stringify({ filters: { periodId: 4 } }));
    const answer = deferred<typeof periods>();
    const view = renderScreen(reportScreen(), { answers: { getReportPeriods: () => answer.promise, generateComplianceAggregateReport: report } });
    expect(await screen.findByText('District of period 4')).toBeTruthy();
    answer.resolve(periods);
    await waitFor(() => expect(within(screen.getByRole('search')).getByRole('combobox', { name: /Period/ }).textContent).toContain('September 2026'));
    expect(view.callsTo('generateComplianceAggregateReport').map((call) => call.request.body)).toEqual([{ auditType: 'DWCP', periodId: 4 }]);
  });

  it('lets the user search before the periods answer, with what the user gave', async () => {
    const answer = deferred<typeof periods>();
    const view = renderScreen(reportScreen(), { answers: { getReportPeriods: () => answer.promise, generateComplianceAggregateReport: report } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Dealer/ }), 'HON0001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('District of period undefined')).toBeTruthy();
    expect(view.callsTo('generateComplianceAggregateReport').map((call) => call.request.body)).toEqual([{ auditType: 'DWCP', dealer: 'HON0001' }]);
    answer.resolve(periods);
  });

  it('keeps what the user is typing when the periods answer, and searches with it and the period', async () => {
    const answer = deferred<typeof periods>();
    const view = renderScreen(reportScreen(), { answers: { getReportPeriods: () => answer.promise, generateComplianceAggregateReport: report } });
    const user = userEvent.setup();
    const dealer = await screen.findByRole('textbox', { name: /^Dealer/ });
    // Typed, still in the field (text is committed on blur), as the current period comes.
    await user.type(dealer, 'HON0001');
    answer.resolve(periods);
    expect(await screen.findByText('District of period 5')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Dealer/ })).toHaveProperty('value', 'HON0001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.callsTo('generateComplianceAggregateReport')).toHaveLength(2));
    expect(view.callsTo('generateComplianceAggregateReport').map((call) => call.request.body)).toEqual([
      { auditType: 'DWCP', periodId: 5 },
      { auditType: 'DWCP', periodId: 5, dealer: 'HON0001' },
    ]);
  });

  it('leaves a table whose filters preselect nothing as it was: one call at once', async () => {
    const answer = deferred<typeof periods>();
    const view = renderScreen(reportScreen({ withPreselect: false }), { answers: { getReportPeriods: () => answer.promise, generateComplianceAggregateReport: report } });
    expect(await screen.findByText('District of period undefined')).toBeTruthy();
    expect(view.callsTo('generateComplianceAggregateReport')).toHaveLength(1);
    answer.resolve(periods);
  });
});
