import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { renderScreen } from '../../engine/render-screen.tsx';
import { dealerRecord, enrollmentRow, enrollmentScreen } from './enrollment-screens.ts';

afterEach(cleanup);

const certificationAddons = [
  { addonDealerMappingId: 51, addonId: 19, name: 'Dealer Website', status: 'Subscribed', scheduledDate: null },
  { addonDealerMappingId: 52, addonId: 24, name: 'Call Tracking', status: 'Subscription Pending', scheduledDate: null },
];
const smartLeadsAddons = [{ addonDealerMappingId: 61, addonId: 19, name: 'Dealer Website', status: 'Cancelled', scheduledDate: null }];

/**
 * searchEnrollments as the server answers it (tests/api/enrollments/search.test.ts proves the
 * server): `addonId` keeps the programs with an enrollment in that add-on at any status, and
 * only that add-on on each row.
 */
function search(request: CallRequest) {
  const body = request.body as { programId?: number; addonId?: number };
  const rows = [
    enrollmentRow({ addons: certificationAddons }),
    enrollmentRow({ programId: 4, programName: 'SmartLeads', programStatus: 'PAUSED', addons: smartLeadsAddons }),
  ]
    .filter((row) => !body.programId || row.programId === body.programId)
    .filter((row) => body.addonId === undefined || row.addons.some((addon) => addon.addonId === body.addonId))
    .map((row) => (body.addonId === undefined ? row : { ...row, addons: row.addons.filter((addon) => addon.addonId === body.addonId) }));
  return { content: rows, page: { page: 0, size: 10, totalElements: rows.length, totalPages: 1 } };
}

function renderAddons(answers: Record<string, unknown>, addonId = '19') {
  return renderScreen(enrollmentScreen('addonManageEnrollment'), {
    scope: { route: { dlCode: 'HON0100', addonId } },
    answers: { getDealer: dealerRecord(), searchEnrollments: search, ...answers },
  });
}

async function openAddons(programName: string) {
  const user = userEvent.setup();
  const row = (await screen.findByText(programName)).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Add-on Enrollments' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add-on Enrollments' }) };
}

describe('add-on enrollments (addonManageEnrollment)', () => {
  it('shows the route\'s add-on only: the programs that carry it at any status, and only it in their add-ons', async () => {
    const view = renderAddons({});
    const certification = (await screen.findByText('Dealer Website Certification')).closest('tr')!;
    const smartLeads = screen.getByText('SmartLeads').closest('tr')!;
    // The route's add-on (text in the address) is asked for as the number the contract wants.
    expect(view.callsTo('searchEnrollments')[0]?.request.body).toEqual({ dealer: 'HON0100', addonId: 19 });
    expect(within(certification).getByText(/Dealer Website\b(?! Certification)/)).toBeTruthy();
    expect(within(certification).queryByText(/Call Tracking/)).toBeNull();
    expect(within(smartLeads).getByText(/Dealer Website/)).toBeTruthy();

    const { dialog } = await openAddons('Dealer Website Certification');
    await within(dialog).findByText('Dealer Website');
    expect(view.callsTo('searchEnrollments').at(-1)?.request.body).toEqual({ dealer: 'HON0100', programId: 3, addonId: 19 });
    expect(within(dialog).queryByText('Call Tracking')).toBeNull();
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
  });

  it('names the add-on it shows and offers each other add-on of the dealer, on the same route', async () => {
    const dealerAddons = [
      { id: 24, name: 'Call Tracking' },
      { id: 19, name: 'Dealer Website' },
    ];
    const view = renderAddons({ listEnrollmentAddons: dealerAddons });
    const shown = await screen.findByRole('region', { name: 'Add-on shown' });
    expect(await within(shown).findByText('Dealer Website')).toBeTruthy();
    // The dealer's own add-ons, asked for by its code.
    const list = await screen.findByRole('table', { name: 'Add-ons of this dealer' });
    expect(view.callsTo('listEnrollmentAddons')[0]?.request.query).toEqual({ dealerCode: 'HON0100' });
    const callTracking = (await within(list).findByText('Call Tracking')).closest('tr')!;
    const dealerWebsite = within(list).getByText('Dealer Website').closest('tr')!;
    // The add-on shown is not offered again.
    expect(within(dealerWebsite).queryByRole('button', { name: 'Show this add-on' })).toBeNull();
    await userEvent.setup().click(within(callTracking).getByRole('button', { name: 'Show this add-on' }));
    expect(view.navigate).toHaveBeenLastCalledWith('/addonManageEnrollment/HON0100/24');
  });

  it('lists the dealer\'s programs with program actions by name and a change-state reason', async () => {
    const view = renderAddons({ changeProgramStatus: enrollmentRow({ programStatus: 'ENROLLED' }) });
    const user = userEvent.setup();
    const row = (await screen.findByText('SmartLeads')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Resume Program' }));
    const confirm = await screen.findByRole('dialog', { name: 'Resume Program' });
    await user.type(within(confirm).getByLabelText(/^Reason for the change/), 'Budget approved');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.callsTo('changeProgramStatus')).toHaveLength(1));
    expect(view.callsTo('changeProgramStatus')[0]?.request).toEqual({
      path: { action: 'resume' },
      query: { dealerCode: 'HON0100', programId: 4, programChangeStateReason: 'Budget approved' },
    });
  });

  it('applies add-on actions to the chosen add-on enrollment by its mapping id', async () => {
    const view = renderAddons({ changeAddonEnrollmentStatus: [] }, '24');
    const { user, dialog } = await openAddons('Dealer Website Certification');
    const pending = (await within(dialog).findByText('Call Tracking')).closest('tr')!;
    expect(within(pending).getByText('Subscription Pending')).toBeTruthy();
    await user.click(within(pending).getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.callsTo('changeAddonEnrollmentStatus')).toHaveLength(1));
    expect(view.callsTo('changeAddonEnrollmentStatus')[0]?.request).toEqual({
      path: { action: 'approve' },
      query: { dealerCode: 'HON0100', addonDealerMappingIds: [52] },
    });
  });

  it('asks for the scheduled date of a termination', async () => {
    const view = renderAddons({ changeAddonEnrollmentStatus: [] });
    const { user, dialog } = await openAddons('Dealer Website Certification');
    const subscribed = (await within(dialog).findByText('Dealer Website')).closest('tr')!;
    await user.click(within(subscribed).getByRole('button', { name: 'Terminate' }));
    const terminate = await screen.findByRole('dialog', { name: 'Terminate Add-on' });
    await user.click(await within(terminate).findByRole('button', { name: 'Terminate' }));
    expect(await within(terminate).findByText('This field is required.')).toBeTruthy();
    await user.type(within(terminate).getByLabelText(/^Termination Date/), '2030-01-31');
    await user.click(within(terminate).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(view.callsTo('changeAddonEnrollmentStatus')).toHaveLength(1));
    expect(view.callsTo('changeAddonEnrollmentStatus')[0]?.request).toEqual({
      path: { action: 'terminate' },
      query: { dealerCode: 'HON0100', addonDealerMappingIds: [51], scheduledDate: '2030-01-31' },
    });
  });

  it('says "No related enrollments!" when the dealer has no program with the add-on', async () => {
    renderAddons({}, '77');
    expect(await screen.findByText('No related enrollments!')).toBeTruthy();
    expect(screen.queryByText('SmartLeads')).toBeNull();
  });
});
