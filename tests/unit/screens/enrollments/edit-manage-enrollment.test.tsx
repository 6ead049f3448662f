import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Refusal, renderScreen } from '../../engine/render-screen.tsx';
import { dealerRecord, enrollmentScreen } from './enrollment-screens.ts';

afterEach(cleanup);

const admin = { role: 'admin', dealerCodes: [], belongsToCmsEditorGroup: false };

function renderEdit(answers: Record<string, unknown>, editMode = 'edit', user: unknown = admin) {
  return renderScreen(enrollmentScreen('editManageEnrollment'), { scope: { route: { dlCode: 'HON0100', editMode }, user }, answers });
}

const billingGroup = () => screen.getByRole('group', { name: /^Billing Contact$/ });

describe('dealer edit screen (editManageEnrollment)', () => {
  it('shows every dealer field of the spec', async () => {
    renderEdit({ getDealer: dealerRecord() });
    const section = await screen.findByRole('region', { name: 'Dealer' });
    await within(section).findByText('Metro Honda');
    for (const label of ['Dealer Code', 'Dealer Name', 'Status', 'Dealer Size', 'Region', 'District', 'Market', 'Country', 'CRM', 'Dealer Group', 'Test Dealer', 'EV Dealer']) {
      expect(within(section).getByText(label)).toBeTruthy();
    }
    expect(within(section).getByText('United States')).toBeTruthy();
    expect(within(section).getByText('Active')).toBeTruthy();
  });

  it('refuses a billing ZIP that does not fit its country with the spec message, then saves a valid one', async () => {
    const view = renderEdit({ getDealer: dealerRecord(), updateDealer: (request: { body?: unknown }) => ({ ...dealerRecord(), ...(request.body as object) }) });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Dealer Details' });
    const zip = await within(billingGroup()).findByLabelText(/^ZIP/);
    await user.clear(zip);
    await user.type(zip, '1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.')).toBeTruthy();
    expect(view.callsTo('updateDealer')).toHaveLength(0);

    await user.clear(zip);
    await user.type(zip, '62701-1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('updateDealer')).toHaveLength(1));
    const sent = view.callsTo('updateDealer')[0]!.request;
    expect(sent.path).toEqual({ dlCode: 'HON0100' });
    const body = sent.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['billingContacts', 'businessHours', 'contacts', 'holidays', 'inventory', 'meteredLeads', 'name']);
    expect((body.billingContacts as { zip: string }[])[0]!.zip).toBe('62701-1234');
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
  });

  it('checks a Canadian billing ZIP as a postal code', async () => {
    const view = renderEdit({ getDealer: dealerRecord({ billingContacts: [{ ...dealerRecord().billingContacts[0], country: 'ca', zip: 'K1A 0B1' }] }), updateDealer: dealerRecord() });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Dealer Details' });
    const zip = await within(billingGroup()).findByLabelText(/^ZIP/);
    await user.clear(zip);
    await user.type(zip, '62701');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid ZIP format. Please enter ZIP Code in format: A1A 1A1.')).toBeTruthy();
    expect(view.callsTo('updateDealer')).toHaveLength(0);
  });

  it('shows a 400 from the server on the field it names', async () => {
    renderEdit({
      getDealer: dealerRecord(),
      updateDealer: new Refusal(400, { code: 'bad_request', message: 'Invalid', errors: [{ field: 'contacts.0.email', message: 'The email address does not appear to be valid.', messageKey: 'INVALID_EMAIL' }] }),
    });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Dealer Details' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The email address does not appear to be valid.')).toBeTruthy();
  });

  it('offers the status actions of the dealer\'s status, with the invoice warning and a required reason to deactivate', async () => {
    const view = renderEdit({ getDealer: dealerRecord(), changeDealerStatus: dealerRecord({ status: 'CANCELLED' }) });
    const user = userEvent.setup();
    const actions = await screen.findByRole('region', { name: 'Dealer Status' });
    expect(within(actions).queryByRole('button', { name: 'Reactivate' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Deactivate: Cancellation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate: Cancellation' });
    expect(within(dialog).getByText(/Inactivating before the 4th of the month means no invoice for the previous month\./)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Closed for good');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.callsTo('changeDealerStatus')).toHaveLength(1));
    expect(view.callsTo('changeDealerStatus')[0]?.request.query).toEqual({ inactivationType: 'CANCELLATION', stateChangedReason: 'Closed for good' });
    await waitFor(() => expect(view.callsTo('getDealer').length).toBeGreaterThanOrEqual(2));
  });

  it('is read-only in view mode, and a dealer sees no status actions', async () => {
    renderEdit({ getDealer: dealerRecord() }, 'view', { role: 'Dealer Group', dealerCodes: ['HON0100'], belongsToCmsEditorGroup: false });
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Dealer Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to Manage Enrollments' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
