import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { fixture, renderScreen } from '../render-screen.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const filterOptions = {
  programs: [
    { id: -1, oemName: 'All' },
    { id: 7, oemName: 'Honda' },
  ],
  addons: [{ id: 19, name: 'DWS' }],
  regions: [{ code: 'W', name: 'West' }],
};

function rows(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) => ({
    dealerCode: `D${offset + index + 1}`,
    dealerName: `Dealer ${offset + index + 1}`,
    programId: 7,
    programName: 'Honda',
    regionCode: 'W',
    status: 'ACTIVE',
    programStatus: 'ENROLLED',
    enrolledDate: '2024-03-31',
    outstandingAccount: false,
  }));
}

function searchAnswer(total: number) {
  return (request: CallRequest) => {
    const query = request.query as { page: number; size: number };
    const start = query.page * query.size;
    return {
      content: rows(Math.max(0, Math.min(query.size, total - start)), start),
      page: { page: query.page, size: query.size, totalElements: total, totalPages: Math.ceil(total / query.size) },
    };
  };
}

function renderEnrollments(total = 60, extra: Record<string, unknown> = {}) {
  return renderScreen(fixture('manageEnrollments'), {
    answers: { getEnrollmentFilterOptions: filterOptions, searchEnrollments: searchAnswer(total), ...extra },
  });
}

describe('table block (manageEnrollments fixture)', () => {
  it('asks the server for the first page in the default order, with the filters as body', async () => {
    const view = renderEnrollments();
    expect(await screen.findByText('Dealer 1')).toBeTruthy();
    expect(view.callsTo('searchEnrollments')[0]?.request).toEqual({ body: { programId: -1 }, query: { page: 0, size: 25, sort: 'dealerName,asc' } });
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
  });

  it('pages and sorts through the server', async () => {
    const view = renderEnrollments();
    const user = userEvent.setup();
    await screen.findByText('Dealer 1');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Dealer 26')).toBeTruthy();
    expect(view.callsTo('searchEnrollments').at(-1)?.request.query).toEqual({ page: 1, size: 25, sort: 'dealerName,asc' });

    await user.click(screen.getByRole('button', { name: 'Dealer Code' }));
    await waitFor(() => expect(view.callsTo('searchEnrollments').at(-1)?.request.query).toEqual({ page: 0, size: 25, sort: 'dealerCode,asc' }));
    expect(screen.getByRole('columnheader', { name: 'Dealer Code' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Dealer Code' }));
    await waitFor(() => expect(view.callsTo('searchEnrollments').at(-1)?.request.query).toMatchObject({ sort: 'dealerCode,desc' }));
  });

  it('shows the empty state', async () => {
    renderEnrollments(0);
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });

  it('navigates from a row action and from a linked cell, with the row bound', async () => {
    const view = renderEnrollments();
    const user = userEvent.setup();
    const row = (await screen.findByText('Dealer 3')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(view.navigate).toHaveBeenLastCalledWith('/editManageEnrollment/D3/edit');
    await user.click(within(row).getByRole('link', { name: 'D3' }));
    expect(view.navigate).toHaveBeenLastCalledWith('/editManageEnrollment/D3/view');
  });

  it('runs a bulk action once per selected row, with the reason', async () => {
    const view = renderEnrollments(60, { changeProgramStatus: { success: true, message: 'Saved Successfully' } });
    const user = userEvent.setup();
    await screen.findByText('Dealer 1');
    const bulk = screen.getByRole('button', { name: 'Resume Selected' });
    expect((bulk as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(screen.getByText('Dealer 2').closest('tr')!).getByRole('checkbox', { name: 'Select row' }));
    await user.click(within(screen.getByText('Dealer 5').closest('tr')!).getByRole('checkbox', { name: 'Select row' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(bulk);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Resume the selected enrollments?')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Paid in full');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.callsTo('changeProgramStatus')).toHaveLength(2));
    expect(view.callsTo('changeProgramStatus').map((call) => call.request)).toEqual([
      { path: { action: 'resume' }, query: { dealerCode: 'D2', programId: 7, programChangeStateReason: 'Paid in full' } },
      { path: { action: 'resume' }, query: { dealerCode: 'D5', programId: 7, programChangeStateReason: 'Paid in full' } },
    ]);
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
    // The table reloads and the selection is cleared.
    await waitFor(() => expect(screen.getByText('0 selected')).toBeTruthy());
    expect(view.callsTo('searchEnrollments').length).toBeGreaterThanOrEqual(2);
  });

  it('exports with the applied filters and saves under the fallback name', async () => {
    const view = renderEnrollments(60, { exportEnrollmentsCsv: new Blob(['a,b'], { type: 'text/csv' }) });
    const user = userEvent.setup();
    await screen.findByText('Dealer 1');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(view.saveFile).toHaveBeenCalledTimes(1));
    const call = view.callsTo('exportEnrollmentsCsv')[0]!;
    expect(call.request).toEqual({ query: { programId: -1 } });
    expect(call.options.download).toEqual({ kind: 'enrollments' });
  });

  it('opens a modal from a row action, its form reading the row', async () => {
    const view = renderEnrollments(60, {
      getDealer: { code: 'D4', name: 'Dealer 4', size: 'L', market: 'Urban', group: 'G1', testDealer: false, evDealer: true, status: 'ACTIVE' },
    });
    const user = userEvent.setup();
    const row = (await screen.findByText('Dealer 4')).closest('tr')!;
    // Past the first two actions: in the row's "More actions" menu.
    await user.click(within(row).getByRole('button', { name: 'More actions for D4 Dealer 4' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit Properties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dealer Properties' });
    expect(((await within(dialog).findByLabelText(/Market/)) as HTMLInputElement).value).toBe('Urban');
    expect(view.callsTo('getDealer')[0]?.request).toEqual({ path: { dlCode: 'D4' } });
  });
});
