import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { renderScreen } from '../../engine/render-screen.tsx';
import { enrollmentRow, enrollmentScreen } from './enrollment-screens.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const filterOptions = {
  programs: [
    { id: -1, oemName: 'All Programs' },
    { id: 3, oemName: 'Dealer Website Certification' },
  ],
  addons: [{ id: 19, name: 'Dealer Website' }],
  regions: [{ id: 1, code: 'W', name: 'West', oemId: 1 }],
  districts: [],
  statuses: ['ACTIVE', 'PAUSED', 'ON_HOLD', 'OPTED_OUT', 'INACTIVE', 'CANCELLED'],
};

function search(total: number, overrides: Record<string, unknown> = {}) {
  return (request: CallRequest) => {
    const { page, size } = request.query as { page: number; size: number };
    const count = Math.max(0, Math.min(size, total - page * size));
    return {
      content: Array.from({ length: count }, (_, i) => {
        const n = page * size + i + 1;
        return enrollmentRow({ dealerCode: `HON${String(n).padStart(4, '0')}`, dealerName: `Dealer ${n}`, ...overrides });
      }),
      page: { page, size, totalElements: total, totalPages: Math.ceil(total / size) },
    };
  };
}

function renderManage(answers: Record<string, unknown> = {}, oem?: string) {
  return renderScreen(enrollmentScreen('manageEnrollments', oem), {
    answers: { getEnrollmentFilterOptions: filterOptions, searchEnrollments: search(30), ...answers },
  });
}

describe('Manage Enrollments screen', () => {
  it('has the spec title and asks for the first page sorted by dealer name, all programs (-1)', async () => {
    const view = renderManage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manage Enrollments');
    expect(await screen.findByText('Dealer 1')).toBeTruthy();
    expect(view.callsTo('searchEnrollments')[0]?.request).toEqual({ body: { programId: -1 }, query: { page: 0, size: 25, sort: 'dealerName,asc' } });
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
  });

  it('applies the dealer filter, keeps it under FILTER_SETTINGS_manageEnrollments and exports exactly those filters', async () => {
    const view = renderManage({ exportEnrollmentsCsv: 'Dealer Code\nHON0001\n' });
    const user = userEvent.setup();
    await screen.findByText('Dealer 1');
    await user.type(screen.getByLabelText(/^Dealer$/), 'HON0001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.callsTo('searchEnrollments').at(-1)?.request.body).toEqual({ programId: -1, dealer: 'HON0001' }));
    expect(JSON.parse(localStorage.getItem('FILTER_SETTINGS_manageEnrollments') ?? '{}')).toEqual({ filters: { programId: -1, dealer: 'HON0001' } });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(view.saveFile).toHaveBeenCalledTimes(1));
    expect(view.callsTo('exportEnrollmentsCsv')[0]?.request).toEqual({ query: { programId: -1, dealer: 'HON0001' } });
    expect(view.callsTo('exportEnrollmentsCsv')[0]?.options.download).toEqual({ kind: 'enrollments' });
  });

  it('opens a row for editing, its billing profile with the program, and its add-on enrollments', async () => {
    const view = renderManage();
    const user = userEvent.setup();
    const row = (await screen.findByText('Dealer 1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(view.navigate).toHaveBeenLastCalledWith('/editManageEnrollment/HON0001/edit');
    // Past the row's two primary actions (Edit, Change Status): in its "More actions" menu.
    await user.click(within(row).getByRole('button', { name: /^More actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Billing Details' }));
    expect(view.navigate).toHaveBeenLastCalledWith('/billingProfile/HON0001/edit?programId=3');
    await user.click(within(row).getByRole('button', { name: /^More actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add-on Enrollments' }));
    expect(view.navigate).toHaveBeenLastCalledWith('/addonManageEnrollment/HON0001/19');
    expect(within(row).getByText('Dealer Website')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'HON0001' }).getAttribute('href')).toBe('/editManageEnrollment/HON0001/view');
  });

  it('deactivates a dealer with the spec warning and a reason under 255 characters', async () => {
    const view = renderManage({ getDealer: { code: 'HON0001', name: 'Dealer 1', status: 'ACTIVE', outstandingAccount: false }, changeDealerStatus: { status: 'INACTIVE' } });
    const user = userEvent.setup();
    const row = (await screen.findByText('Dealer 1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Enrollment Status' });
    await user.click(await within(dialog).findByRole('button', { name: 'Deactivate: Inactivation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate: Inactivation' });
    expect(within(confirm).getByText('Inactivating before the 4th of the month means no invoice for the previous month.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText('This field is required.')).toBeTruthy();
    const reason = within(confirm).getByLabelText(/^Reason/);
    await user.click(reason);
    await user.paste('x'.repeat(255));
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText('Must be less than 255 characters')).toBeTruthy();
    expect(view.callsTo('changeDealerStatus')).toHaveLength(0);
    await user.clear(reason);
    await user.type(reason, 'Dealership sold');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.callsTo('changeDealerStatus')).toHaveLength(1));
    expect(view.callsTo('changeDealerStatus')[0]?.request).toEqual({
      path: { dlCode: 'HON0001', type: 'deactivate' },
      query: { inactivationType: 'INACTIVATION', stateChangedReason: 'Dealership sold' },
    });
    // The table reloads to show the new status.
    await waitFor(() => expect(view.callsTo('searchEnrollments')).toHaveLength(2));
  });

  it('offers only the actions the status allows, and keeps reactivating disabled with the outstanding-account message', async () => {
    renderManage({
      searchEnrollments: search(1, { status: 'PAUSED', programStatus: 'PAUSED', outstandingAccount: true }),
      getDealer: { code: 'HON0001', name: 'Dealer 1', status: 'PAUSED', outstandingAccount: true },
    });
    const user = userEvent.setup();
    const row = (await screen.findByText('Dealer 1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Enrollment Status' });
    expect(((await within(dialog).findByRole('button', { name: 'Reactivate' })) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByLabelText(/^Reactivate: Your current account is outstanding; contact the Billing Department/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Enable' })).toBeNull();
    expect(((await within(dialog).findByRole('button', { name: 'Resume Program' })) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Opt Out' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('calls dealers retailers for Genesis (its overlay)', async () => {
    renderManage({}, 'genesis');
    await screen.findByText('Dealer 1');
    expect(screen.getByRole('columnheader', { name: /Retailer Code/ })).toBeTruthy();
    expect(screen.getByLabelText(/^Retailer$/)).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Dealer Code/ })).toBeNull();
  });
});
