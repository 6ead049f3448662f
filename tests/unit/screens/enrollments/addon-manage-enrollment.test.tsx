import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRequest } from '../../../../src/engine/data/data-provider.ts';
import { renderScreen } from '../../engine/render-screen.tsx';
import { dealerRecord, enrollmentRow, enrollmentScreen } from './enrollment-screens.ts';

afterEach(cleanup);

const addons = [
  { addonDealerMappingId: 51, addonId: 19, name: 'Dealer Website', status: 'Subscribed', scheduledDate: null },
  { addonDealerMappingId: 52, addonId: 24, name: 'Call Tracking', status: 'Subscription Pending', scheduledDate: null },
];

function search(withAddons: unknown[]) {
  return (request: CallRequest) => {
    const body = request.body as { programId?: number };
    const rows = [enrollmentRow({ addons: withAddons }), enrollmentRow({ programId: 4, programName: 'SmartLeads', programStatus: 'PAUSED', addons: [] })];
    const content = body.programId ? rows.filter((row) => row.programId === body.programId) : rows;
    return { content, page: { page: 0, size: 10, totalElements: content.length, totalPages: 1 } };
  };
}

function renderAddons(answers: Record<string, unknown>) {
  return renderScreen(enrollmentScreen('addonManageEnrollment'), {
    scope: { route: { dlCode: 'HON0100', addonId: '19' } },
    answers: { getDealer: dealerRecord(), searchEnrollments: search(addons), ...answers },
  });
}

async function openAddons(programName: string) {
  const user = userEvent.setup();
  const row = (await screen.findByText(programName)).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Add-on Enrollments' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add-on Enrollments' }) };
}

describe('add-on enrollments (addonManageEnrollment)', () => {
  it('lists the dealer\'s programs with program actions by name and a change-state reason', async () => {
    const view = renderAddons({ changeProgramStatus: enrollmentRow({ programStatus: 'ENROLLED' }) });
    const user = userEvent.setup();
    const row = (await screen.findByText('SmartLeads')).closest('tr')!;
    expect(view.callsTo('searchEnrollments')[0]?.request.body).toEqual({ dealer: 'HON0100' });
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
    const view = renderAddons({ changeAddonEnrollmentStatus: [] });
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

  it('says "No related enrollments!" when the program has no add-on enrollment', async () => {
    renderAddons({});
    const { dialog } = await openAddons('SmartLeads');
    expect(await within(dialog).findByText('No related enrollments!')).toBeTruthy();
  });
});
