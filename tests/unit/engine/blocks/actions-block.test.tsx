import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixture, Refusal, renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const dealer = (overrides: Record<string, unknown> = {}) => ({
  code: 'D100',
  name: 'Metro Honda',
  status: 'ACTIVE',
  region: 'West',
  district: 'W1',
  country: 'us',
  size: 'L',
  market: 'Urban',
  crm: 'VinSolutions',
  evDealer: false,
  testDealer: false,
  outstandingAccount: false,
  meteredLeads: { maxMeteredLeadsPerCycle: 1200, meteringCycleHours: 24 },
  ...overrides,
});

function renderEdit(answers: Record<string, unknown>, editMode = 'edit') {
  return renderScreen(fixture('editManageEnrollment'), { scope: { route: { dlCode: 'D100', editMode } }, answers });
}

describe('actions block (editManageEnrollment fixture)', () => {
  it('shows the detail record and only the actions its conditions allow', async () => {
    renderEdit({ getDealer: dealer() });
    expect(await screen.findByText('Metro Honda')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).toBeNull();
  });

  it('hides the edit actions in view mode', async () => {
    renderEdit({ getDealer: dealer() }, 'view');
    await screen.findByText('Metro Honda');
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Properties' })).toBeNull();
  });

  it('disables an action with its reason when the account is outstanding', async () => {
    renderEdit({ getDealer: dealer({ outstandingAccount: true }) });
    const button = await screen.findByRole('button', { name: 'Deactivate' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText(/Deactivate: Your current account is outstanding/)).toBeTruthy();
  });

  it('confirms, rejects a reason of 255 characters with the spec message, then sends the reason and reloads', async () => {
    let status = 'ACTIVE';
    const view = renderEdit({
      getDealer: () => dealer({ status }),
      changeDealerStatus: () => {
        status = 'INACTIVE';
        return { success: true };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(within(dialog).getByText('Inactivating before the 4th of the month means no invoice for the previous month.')).toBeTruthy();

    const reason = within(dialog).getByLabelText(/Reason/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();

    fireEvent.change(reason, { target: { value: 'x'.repeat(255) } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Must be less than 255 characters')).toBeTruthy();
    expect(view.callsTo('changeDealerStatus')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'x'.repeat(254) } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.callsTo('changeDealerStatus')).toHaveLength(1));
    expect(view.callsTo('changeDealerStatus')[0]?.request).toEqual({
      path: { dlCode: 'D100', type: 'deactivate' },
      query: { inactivationType: 'INACTIVATION', stateChangedReason: 'x'.repeat(254) },
    });
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
    // The outcome reloads the dealer: now inactive, it offers Reactivate instead.
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(view.callsTo('getDealer')).toHaveLength(2);
  });

  it('shows the server refusal of a reason in the prompt', async () => {
    renderEdit({
      getDealer: dealer(),
      changeDealerStatus: new Refusal(400, {
        errors: [{ field: 'query.stateChangedReason', message: 'Must be less than 255 characters', messageKey: 'REASON_TOO_LONG' }],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'late payment');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Must be less than 255 characters')).toBeTruthy();
  });

  it('navigates with a navigate action', async () => {
    const view = renderEdit({ getDealer: dealer() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Back to Manage Enrollments' }));
    expect(view.navigate).toHaveBeenCalledWith('/manageenrollments');
  });
});

describe('modal block', () => {
  it('opens its block from its trigger, pre-filled from another block, and closes after saving', async () => {
    const view = renderEdit({ getDealer: dealer(), updateDealerProperties: { success: true } });
    const user = userEvent.setup();
    await screen.findByText('Metro Honda');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Properties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dealer Properties' });
    const market = (await within(dialog).findByLabelText(/Market/)) as HTMLInputElement;
    expect(market.value).toBe('Urban');
    await user.clear(market);
    await user.type(market, 'Rural');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('updateDealerProperties')).toHaveLength(1));
    // Only the form's fields, not the whole dealer record it started from.
    expect(view.callsTo('updateDealerProperties')[0]?.request).toEqual({
      path: { dlCode: 'D100' },
      body: { size: 'L', market: 'Rural', country: 'us', crm: 'VinSolutions', evDealer: false },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Cancel without sending', async () => {
    const view = renderEdit({ getDealer: dealer() });
    const user = userEvent.setup();
    await screen.findByText('Metro Honda');
    await user.click(screen.getByRole('button', { name: 'Edit Properties' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.callsTo('updateDealerProperties')).toHaveLength(0);
  });
});
