// A table as a data tool (issue #21): a row's actions past the first two in a menu used from
// the keyboard, and the column choice, widths and density kept per user and screen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { fixture, renderScreen } from '../render-screen.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const filterOptions = { programs: [{ id: -1, oemName: 'All' }], addons: [], regions: [] };
const rows = Array.from({ length: 5 }, (_, index) => ({
  dealerCode: `D${index + 1}`,
  dealerName: `Dealer ${index + 1}`,
  programId: 7,
  programName: 'Honda',
  regionCode: 'W',
  status: 'ACTIVE',
  programStatus: 'ENROLLED',
  enrolledDate: '2024-03-31',
  outstandingAccount: false,
}));
const search = (request: CallRequest) => ({
  content: rows,
  page: { page: (request.query as { page: number }).page, size: 25, totalElements: rows.length, totalPages: 1 },
});

function renderEnrollments(loginName = 'admin', extra: Record<string, unknown> = {}) {
  return renderScreen(fixture('manageEnrollments'), {
    scope: { user: { loginName } },
    answers: { getEnrollmentFilterOptions: filterOptions, searchEnrollments: search, ...extra },
  });
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label') ?? header.textContent);

describe('row actions menu', () => {
  it('opens from the keyboard, walks with the arrows, runs the chosen action, and Escape gives the focus back', async () => {
    const view = renderEnrollments('admin', {
      getDealer: { code: 'D4', name: 'Dealer 4', size: 'L', market: 'Urban', group: 'G1', testDealer: false, evDealer: true, status: 'ACTIVE' },
    });
    const user = userEvent.setup();
    const row = (await screen.findByText('Dealer 4')).closest('tr')!;
    // The first two actions are buttons on the row; the others are behind "More actions".
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit Properties' })).toBeNull();
    const more = within(row).getByRole('button', { name: 'More actions for D4 Dealer 4' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');

    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit Properties', 'Pause Program']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(more));

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit Properties'));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Dealer Properties' });
    expect(((await within(dialog).findByLabelText(/Market/)) as HTMLInputElement).value).toBe('Urban');
    expect(view.callsTo('getDealer')[0]?.request).toEqual({ path: { dlCode: 'D4' } });
  });
});

describe('column choice, widths and density', () => {
  it('keeps a hidden column hidden for that user after the table is mounted again, and not for another user', async () => {
    const user = userEvent.setup();
    renderEnrollments('admin');
    await screen.findByText('Dealer 1');
    expect(headers()).toContain('Dealer Name');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('menu', { name: 'Columns shown' });
    const dealerName = within(chooser).getByRole('menuitemcheckbox', { name: 'Dealer Name' });
    expect(dealerName.getAttribute('aria-checked')).toBe('true');
    await user.click(dealerName);
    // The menu stays open for the next choice; the item now says the column is hidden.
    expect(within(chooser).getByRole('menuitemcheckbox', { name: 'Dealer Name' }).getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(headers()).not.toContain('Dealer Name'));
    expect(screen.queryByText('Dealer 1')).toBeNull();
    expect(JSON.parse(localStorage.getItem('TABLE_SETTINGS_manageEnrollments_admin')!)).toEqual({
      enrollments: { hiddenColumns: ['dealerName'], columnWidths: {} },
    });

    cleanup();
    renderEnrollments('admin');
    await screen.findByText('D1');
    expect(headers()).not.toContain('Dealer Name');
    expect(headers()).toContain('Dealer Code');

    cleanup();
    renderEnrollments('oem');
    await screen.findByText('Dealer 1');
    expect(headers()).toContain('Dealer Name');
  });

  it('steps a column wider from the keyboard and keeps the width and the density', async () => {
    const user = userEvent.setup();
    renderEnrollments('admin');
    await screen.findByText('Dealer 1');
    const handle = screen.getByRole('separator', { name: 'Resize column Dealer Name' });
    handle.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const width = Number(handle.getAttribute('aria-valuenow'));
    expect(width).toBeGreaterThan(40);
    expect(screen.getByRole('columnheader', { name: 'Dealer Name' }).style.width).toBe(`${width}px`);

    await user.click(screen.getByRole('button', { name: 'Compact' }));
    expect(screen.getByRole('table').getAttribute('data-density')).toBe('compact');

    cleanup();
    renderEnrollments('admin');
    await screen.findByText('Dealer 1');
    expect(screen.getByRole('columnheader', { name: 'Dealer Name' }).style.width).toBe(`${width}px`);
    expect(screen.getByRole('table').getAttribute('data-density')).toBe('compact');
    expect(screen.getByRole('button', { name: 'Compact' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the sort last chosen for that user, sends it with the first search after a remount, and drops a stored sort on a column that cannot sort', async () => {
    const user = userEvent.setup();
    renderEnrollments('admin');
    await screen.findByText('Dealer 1');
    await user.click(screen.getByRole('button', { name: 'Dealer Code' }));
    await user.click(screen.getByRole('button', { name: 'Dealer Code' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('TABLE_SETTINGS_manageEnrollments_admin')!).enrollments.sort).toEqual({ column: 'dealerCode', direction: 'desc' }));

    cleanup();
    const again = renderEnrollments('admin');
    await screen.findByText('Dealer 1');
    expect((again.callsTo('searchEnrollments')[0]?.request.query as { sort?: string }).sort).toBe('dealerCode,desc');
    expect(screen.getByRole('columnheader', { name: 'Dealer Code' }).getAttribute('aria-sort')).toBe('descending');

    cleanup();
    const other = renderEnrollments('oem');
    await screen.findByText('Dealer 1');
    expect((other.callsTo('searchEnrollments')[0]?.request.query as { sort?: string }).sort).not.toBe('dealerCode,desc');

    cleanup();
    localStorage.setItem('TABLE_SETTINGS_manageEnrollments_admin', JSON.stringify({ enrollments: { hiddenColumns: [], columnWidths: {}, sort: { column: 'nowhere', direction: 'sideways' } } }));
    const sanitized = renderEnrollments('admin');
    await screen.findByText('Dealer 1');
    expect((sanitized.callsTo('searchEnrollments')[0]?.request.query as { sort?: string }).sort).not.toContain('nowhere');
  });

  it('right-aligns dates and numbers and formats them in the page language', async () => {
    renderScreen(fixture('manageEnrollments'), {
      language: 'fr',
      answers: { getEnrollmentFilterOptions: filterOptions, searchEnrollments: search },
    });
    const cell = (await screen.findAllByText('31/03/2024'))[0]!.closest('td')!;
    expect(cell.className).toMatch(/MuiTableCell-alignRight/);
  });

  it('shows skeleton rows while the first page loads, and the spec error with a retry when the call fails', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const user = userEvent.setup();
    const view = renderEnrollments('admin', {
      searchEnrollments: async (request: CallRequest) => {
        await gate;
        if (fail) throw new Error('network down');
        return search(request);
      },
    });
    await waitFor(() => expect(document.querySelectorAll('[data-skeleton-row]').length).toBe(25));
    release();
    expect(await screen.findByText('An Error Has Occurred.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dealer 1')).toBeTruthy();
    expect(view.callsTo('searchEnrollments').length).toBe(2);
  });
});
