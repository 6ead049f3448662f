import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Refusal, renderScreen } from '../../engine/render-screen.tsx';
import { dealerRecord, enrollmentScreen } from './enrollment-screens.ts';

afterEach(cleanup);

const dealerUser = { role: 'Dealer', dealerCodes: ['HON0100'], belongsToCmsEditorGroup: false };
const stored = {
  dealerCode: 'HON0100',
  cardholderName: 'Metro Honda',
  cardLast4: '1111',
  expiry: '08/2030',
  billingAddress: { address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'us' },
  activePrograms: [3],
};
const notFound = new Refusal(404, { code: 'not_found', message: 'No billing profile.' });

function renderBilling(answers: Record<string, unknown>, query: Record<string, string> = {}, user: unknown = dealerUser) {
  return renderScreen(enrollmentScreen('billingProfile'), { scope: { route: { dlCode: 'HON0100', editMode: 'edit' }, query, user }, answers: { getDealer: dealerRecord(), ...answers } });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: string) {
  await user.type(await screen.findByLabelText(/^Name on Card/), 'Metro Honda');
  await user.type(screen.getByLabelText(/^Card Number/), card);
  await user.type(screen.getByLabelText(/^Month\/Year/), '08/2030');
  await user.type(screen.getByLabelText(/^Security Code/), '123');
  await user.type(screen.getByLabelText(/^Address/), '1 Main St');
  await user.type(screen.getByLabelText(/^City/), 'Springfield');
  await user.type(screen.getByLabelText(/^State/), 'IL');
  await user.type(screen.getByLabelText(/^ZIP/), '62701');
}

describe('Billing Details (billingProfile)', () => {
  it('has the spec title; without a stored profile it says so and offers to create one, checking the card rules first', async () => {
    const view = renderBilling({ getBillingProfile: notFound, createBillingProfile: stored }, { programId: '3' });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Billing Details');
    expect(await screen.findByText('No billing profile is on file for this dealer yet.')).toBeTruthy();
    await screen.findByRole('region', { name: 'Add a Billing Profile' });
    await fillCard(user, '4111-1111-1111-1112');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid card number (digits and dashes only).')).toBeTruthy();
    expect(view.callsTo('createBillingProfile')).toHaveLength(0);

    const card = screen.getByLabelText(/^Card Number/);
    await user.clear(card);
    await user.type(card, '4111-1111-1111-1111');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('createBillingProfile')).toHaveLength(1));
    expect(view.callsTo('createBillingProfile')[0]?.request).toEqual({
      path: { dealerCode: 'HON0100' },
      query: { programId: '3' },
      body: {
        cardholderName: 'Metro Honda',
        cardNumber: '4111-1111-1111-1111',
        expiry: '08/2030',
        securityCode: '123',
        billingAddress: { address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'us' },
      },
    });
  });

  it('shows a 400 of the save as profile errors, on the card fields', async () => {
    renderBilling({
      getBillingProfile: stored,
      saveBillingProfile: new Refusal(400, { code: 'bad_request', message: 'Invalid card', errors: [{ field: 'expiry', message: 'The card has expired.' }] }),
    });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Update the Billing Profile' });
    expect(screen.getByText('1111')).toBeTruthy();
    expect((screen.getByLabelText(/^Name on Card/) as HTMLInputElement).value).toBe('Metro Honda');
    await user.type(screen.getByLabelText(/^Card Number/), '4111111111111111');
    await user.type(screen.getByLabelText(/^Security Code/), '1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The card has expired.')).toBeTruthy();
  });

  it('activates the stored profile for the program of the row, unless the account is outstanding', async () => {
    const view = renderBilling({ getBillingProfile: stored, activateBillingProfile: stored }, { programId: '3' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activate for this Program' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.callsTo('activateBillingProfile')).toHaveLength(1));
    expect(view.callsTo('activateBillingProfile')[0]?.request).toEqual({ path: { dealerCode: 'HON0100' }, query: { programId: '3' } });
    cleanup();

    renderBilling({ getDealer: dealerRecord({ outstandingAccount: true }), getBillingProfile: stored }, { programId: '3' });
    const button = await screen.findByRole('button', { name: 'Activate for this Program' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByLabelText(/Your current account is outstanding/)).toBeTruthy();
  });

  it('is read-only for OEM staff, who may not save a profile', async () => {
    renderBilling({ getBillingProfile: stored }, { programId: '3' }, { role: 'OEM', dealerCodes: [], belongsToCmsEditorGroup: false });
    expect(await screen.findByText('1111')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate for this Program' })).toBeNull();
  });
});
