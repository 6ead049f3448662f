// The contact confirmation modals (portal-shell §2.3, §4.2, §5.1, §6) over a scripted backend.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PortalComponents } from '../../../../src/api/index.ts';
import { CONTACT_CONFIRMATION_CANCELLED_KEY } from '../../../../src/shell/contact-confirmation/cancelled-marker.ts';
import { ContactConfirmation } from '../../../../src/shell/contact-confirmation/ContactConfirmation.tsx';
import { entry, user } from '../header/menu-fixtures.ts';
import { json, renderInShell, type RecordedRequest } from '../harness/index.ts';

type ProfileResponse = PortalComponents['schemas']['ProfileResponse'];

afterEach(cleanup);
// The dialogs load when a step opens (lazy chunks); loaded once here so each test waits for the
// flow, not for the first transform of the engine's form.
beforeAll(async () => {
  await import('../../../../src/shell/contact-confirmation/ContactStepDialog.tsx');
  await import('../../../../src/shell/contact-confirmation/BillingStepDialog.tsx');
}, 60_000);
beforeEach(() => localStorage.clear());

const PROFILE_PATH = '/api/portal/profileContactDetails';
const dealer = user({ loginName: 'dealer', lastLoginTime: '2026-11-22T15:00:00.000Z' });
const MENU = [entry(40, 'Settings', '', [entry(41, 'Profile Information', '/manageprofile')])];

const fullProfile: ProfileResponse = {
  dealerCode: 'HON0001',
  contactDetails: { title: 'Internet Sales Manager', name: 'Dana Dealer', email: 'dana@example.com', phone: '(312) 555-0100' },
  dwcpEnrollmentContactDetailsData: { addonId: 4, authorizedPerson: 'Maya Bouchard', authorizedEmail: 'maya@example.com', authorizedPhone: '(312) 555-0111' },
  hasAccessOnManageProfile: true,
  showBillingDetails: true,
  billingDetails: { dealerCode: 'HON0001', contactName: 'Bill Payer', email: 'billing@example.com', phone: '312-5550199', cardLast4: '4242', cardExpiry: '08/2028' },
  serverDate: '2026-11-22',
};

/** A backend that serves `profile` and answers each save with the profile as saved. */
function profileBackend(profile: ProfileResponse, save?: (request: RecordedRequest) => Response | undefined) {
  return (request: RecordedRequest) => {
    if (request.path !== PROFILE_PATH) return undefined;
    if (request.method === 'GET') return json(200, profile);
    return save?.(request) ?? json(200, { ...profile, ...(request.body as object) });
  };
}

const posts = (requests: readonly RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === PROFILE_PATH).map((r) => r.body);

describe('ContactConfirmation', { timeout: 20_000 }, () => {
  // Typing into three modals takes a while on a loaded machine.
  it('walks contact details → authorized contact → billing, with the spec messages, and confirms on Skip', { timeout: 30_000 }, async () => {
    const ui = userEvent.setup();
    const view = renderInShell(<ContactConfirmation />, { user: dealer, menu: MENU, backend: profileBackend(fullProfile) });

    const contact = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(within(contact).getByText('Step 1 of 3')).toBeTruthy();
    expect((within(contact).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Dana Dealer');
    await ui.clear(within(contact).getByLabelText(/^Title/));
    await ui.clear(within(contact).getByLabelText(/^Email/));
    await ui.type(within(contact).getByLabelText(/^Email/), 'dana@');
    await ui.clear(within(contact).getByLabelText(/^Phone/));
    await ui.type(within(contact).getByLabelText(/^Phone/), '555');
    await ui.click(within(contact).getByRole('button', { name: 'Save and Continue' }));
    expect(await within(contact).findByText('This field is required.')).toBeTruthy();
    expect(within(contact).getByText('The email address does not appear to be valid.')).toBeTruthy();
    expect(within(contact).getByText('Please enter valid Phone Number in format: xxx-xxxxxxx or (xxx) xxx -xxxx.')).toBeTruthy();
    expect(posts(view.requests)).toEqual([]);

    await ui.type(within(contact).getByLabelText(/^Title/), '  General Manager  ');
    await ui.clear(within(contact).getByLabelText(/^Email/));
    await ui.type(within(contact).getByLabelText(/^Email/), 'dana.dealer@example.com');
    await ui.clear(within(contact).getByLabelText(/^Phone/));
    await ui.type(within(contact).getByLabelText(/^Phone/), '312-5550142');
    await ui.click(within(contact).getByRole('button', { name: 'Save and Continue' }));

    const authorized = await screen.findByRole('dialog', { name: 'Authorized Dealer Website Contact Details' });
    expect(posts(view.requests)).toEqual([
      { contactDetails: { title: 'General Manager', name: 'Dana Dealer', email: 'dana.dealer@example.com', phone: '312-5550142' }, final: false },
    ]);
    expect(within(authorized).getByText('Step 2 of 3')).toBeTruthy();
    await ui.clear(within(authorized).getByLabelText(/^Authorized Person/));
    await ui.click(within(authorized).getByRole('button', { name: 'Save and Continue' }));
    expect(await within(authorized).findByText('This field is required.')).toBeTruthy();
    await ui.type(within(authorized).getByLabelText(/^Authorized Person/), 'Morgan Lee');
    await ui.click(within(authorized).getByRole('button', { name: 'Save and Continue' }));

    const billing = await screen.findByRole('dialog', { name: 'Billing Contact' });
    expect(posts(view.requests)[1]).toEqual({
      dwcpEnrollmentContactDetailsData: { authorizedPerson: 'Morgan Lee', authorizedEmail: 'maya@example.com', authorizedPhone: '(312) 555-0111', addonId: 4 },
      final: false,
    });
    expect(within(billing).getByText('Bill Payer')).toBeTruthy();
    expect(within(billing).getByText('ending in 4242')).toBeTruthy();
    await ui.click(within(billing).getByRole('button', { name: 'Skip' }));

    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
    expect(posts(view.requests)[2]).toEqual({ final: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(CONTACT_CONFIRMATION_CANCELLED_KEY)).toContain('2026-11-22T15:00:00.000Z');
  });

  it('confirms with the contact details alone when no authorized value and no billing follow', async () => {
    const ui = userEvent.setup();
    const profile: ProfileResponse = { ...fullProfile, dwcpEnrollmentContactDetailsData: { addonId: 4 }, showBillingDetails: false, billingDetails: undefined };
    const view = renderInShell(<ContactConfirmation />, { user: dealer, menu: MENU, backend: profileBackend(profile) });
    const contact = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(within(contact).getByText('Step 1 of 1')).toBeTruthy();
    await ui.click(within(contact).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
    expect(posts(view.requests)).toEqual([{ contactDetails: fullProfile.contactDetails, final: true }]);
  });

  it('puts the server 400 field errors on their fields and shows the error message, keeping the modal open', async () => {
    const ui = userEvent.setup();
    const view = renderInShell(<ContactConfirmation />, {
      user: dealer,
      menu: MENU,
      backend: profileBackend(fullProfile, () =>
        json(400, { errors: [{ field: 'contactDetails.email', message: 'The email address does not appear to be valid.', messageKey: 'INVALID_EMAIL' }] }),
      ),
    });
    const contact = await screen.findByRole('dialog', { name: 'Contact Details' });
    await ui.click(within(contact).getByRole('button', { name: 'Save and Continue' }));
    expect(await within(contact).findByRole('alert')).toHaveProperty('textContent', 'An Error Has Occurred.');
    expect(within(contact).getByText('The email address does not appear to be valid.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Contact Details' })).toBeTruthy();
    expect(posts(view.requests)).toHaveLength(1);
  });

  it('closes on Cancel without saving, and stays away for the rest of the login', async () => {
    const ui = userEvent.setup();
    const first = renderInShell(<ContactConfirmation />, { user: dealer, menu: MENU, backend: profileBackend(fullProfile) });
    const contact = await screen.findByRole('dialog', { name: 'Contact Details' });
    await ui.click(within(contact).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(first.requests)).toEqual([]);
    cleanup();

    // The same login again (a reload): the prompt is not even loaded.
    const again = renderInShell(<ContactConfirmation />, { user: dealer, menu: MENU, backend: profileBackend(fullProfile) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.requests).toEqual([]);
    cleanup();

    // The next login asks again.
    renderInShell(<ContactConfirmation />, { user: { ...dealer, lastLoginTime: '2026-11-23T09:00:00.000Z' }, menu: MENU, backend: profileBackend(fullProfile) });
    expect(await screen.findByRole('dialog', { name: 'Contact Details' })).toBeTruthy();
  });

  it('cancels on Escape', async () => {
    const ui = userEvent.setup();
    renderInShell(<ContactConfirmation />, { user: dealer, menu: MENU, backend: profileBackend(fullProfile) });
    await screen.findByRole('dialog', { name: 'Contact Details' });
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(CONTACT_CONFIRMATION_CANCELLED_KEY)).not.toBeNull();
  });

  it('Edit on the billing modal confirms, then opens the page where billing details are changed', async () => {
    const ui = userEvent.setup();
    const profile: ProfileResponse = { ...fullProfile, dwcpEnrollmentContactDetailsData: undefined };
    const view = renderInShell(<ContactConfirmation />, { user: dealer, menu: MENU, backend: profileBackend(profile) });
    await ui.click(within(await screen.findByRole('dialog', { name: 'Contact Details' })).getByRole('button', { name: 'Save and Continue' }));
    const billing = await screen.findByRole('dialog', { name: 'Billing Contact' });
    await ui.click(within(billing).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/manageprofile'));
    expect(posts(view.requests).at(-1)).toEqual({ final: true });
  });

  it('does not ask when the last confirmation is recent and it is no quarter end', async () => {
    const view = renderInShell(<ContactConfirmation />, {
      user: dealer,
      backend: profileBackend({ ...fullProfile, lastUpdatedDateForDealerContact: '2026-11-01' }),
    });
    await waitFor(() => expect(view.requests.some((r) => r.path === PROFILE_PATH)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks at a quarter end even after a recent confirmation', async () => {
    renderInShell(<ContactConfirmation />, {
      user: dealer,
      backend: profileBackend({ ...fullProfile, lastUpdatedDateForDealerContact: '2026-12-20', serverDate: '2026-12-31' }),
    });
    expect(await screen.findByRole('dialog', { name: 'Contact Details' })).toBeTruthy();
  });

  it.each([
    ['a Hyundai CA dealer', user({ oemName: 'hyundaica', oemSkinName: 'hyundaica' })],
    ['an admin acting as a dealer', user({ impersonator: { login: 'admin', role: 'admin', belongsToCmsEditorGroup: false } })],
    ['an OEM user', user({ role: 'OEM' })],
  ])('never asks %s', async (_, who) => {
    const view = renderInShell(<ContactConfirmation />, { user: who, backend: profileBackend(fullProfile) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.requests).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks French to a French user', async () => {
    renderInShell(<ContactConfirmation />, { user: dealer, menu: MENU, backend: profileBackend(fullProfile), language: 'fr' });
    const contact = await screen.findByRole('dialog', { name: 'Coordonnées' });
    expect(within(contact).getByRole('button', { name: 'Enregistrer et continuer' })).toBeTruthy();
  });
});
