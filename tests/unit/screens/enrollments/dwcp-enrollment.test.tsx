import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../engine/render-screen.tsx';
import { dealerRecord, enrollmentScreen } from './enrollment-screens.ts';

afterEach(cleanup);

const dealerUser = { role: 'Dealer', dealerCode: 'HON0100', dealerCodes: ['HON0100'], belongsToCmsEditorGroup: false };
const form = (enrolled = false) => ({
  dealerCode: 'HON0100',
  prefill: { dealerName: 'Metro Honda', dealerWebsiteUrl: 'https://www.metrohonda.example.com', authorizedPersonName: 'Ada Lovelace', authorizedEmail: 'ada@metrohonda.example' },
  websiteProviders: [],
  digitalRetailingProviders: [],
  enrollmentOptions: [
    { addonId: 19, name: 'Dealer Website', price: 339 },
    { addonId: 26, name: 'Creative Services', price: 210 },
  ],
  termsUrl: '/terms',
  enrolled,
});
const providers = (request: { query?: Record<string, unknown> }) =>
  request.query?.drs ? [{ id: 10, name: 'Clearlane Commerce', drs: true }] : [{ id: 3, name: 'Bluewater Digital', drs: false }];

function renderDwcp(answers: Record<string, unknown>, id = 'dwcpenrollment', user: unknown = dealerUser) {
  return renderScreen(enrollmentScreen(id), { scope: { user }, answers: { getDealer: dealerRecord(), listOfferProviders: providers, ...answers } });
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('DWCP enrollment (dwcpenrollment)', () => {
  it('walks the wizard with the spec messages and submits every Enrolment field once, with the dealer code', async () => {
    const answers = { getDwcpEnrollmentForm: form(), enrollDwcp: { success: true } };
    const view = renderDwcp(answers);
    const user = userEvent.setup();
    await stepHeading('Dealer');
    expect((screen.getByLabelText(/^Dealer Name/) as HTMLInputElement).value).toBe('Metro Honda');
    const website = screen.getByLabelText(/^Dealer Website URL/);
    await user.clear(website);
    await user.type(website, 'not a url');
    await user.type(screen.getByLabelText(/^Contact Number/), '555-5551234');
    await user.click(next());
    expect(await screen.findByText('Website URL must be valid.')).toBeTruthy();
    expect(screen.getByText('Please enter valid Phone Number in format: xxx-xxx-xxxx or (xxx) xxx-xxxx.')).toBeTruthy();
    await user.clear(website);
    await user.type(website, 'https://www.metrohonda.example.com');
    const phone = screen.getByLabelText(/^Contact Number/);
    await user.clear(phone);
    await user.type(phone, '555-555-1234');
    await user.click(next());

    await stepHeading('Authorized Person');
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ada@');
    await user.click(next());
    expect(await screen.findByText('The email address does not appear to be valid.')).toBeTruthy();
    await user.type(email, 'metrohonda.example');
    await user.click(next());

    await stepHeading('Providers and Packages');
    await user.click(next());
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(4);
    const websiteGroup = screen.getByRole('group', { name: /Website Provider/ });
    await user.click(within(websiteGroup).getByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Bluewater Digital' }));
    await user.type(within(websiteGroup).getByLabelText(/^Package/), 'Bluewater Website Pro');
    const retailGroup = screen.getByRole('group', { name: /Digital Retailing Provider/ });
    await user.click(within(retailGroup).getByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Clearlane Commerce' }));
    await user.type(within(retailGroup).getByLabelText(/^Package/), 'Clearlane Basic');
    await user.click(next());

    await stepHeading('Billing Contact');
    await user.type(screen.getByLabelText(/^Name/), 'Bill Payer');
    await user.type(screen.getByLabelText(/^Phone/), '(555) 555-9876');
    await user.type(screen.getByLabelText(/^Email/), 'billing@metrohonda.example');
    await user.click(next());

    await stepHeading('Options and Terms');
    await user.click(next());
    expect(await screen.findByText('Please select at least one enrollment option.')).toBeTruthy();
    expect(screen.getByText('Terms and Condition should be selected.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Dealer Website' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await user.click(next());

    await stepHeading('Summary');
    expect(view.callsTo('enrollDwcp')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(view.callsTo('enrollDwcp')).toHaveLength(1));
    expect(view.callsTo('enrollDwcp')[0]?.request.body).toEqual({
      dealerCode: 'HON0100',
      dealerName: 'Metro Honda',
      dealerWebsiteUrl: 'https://www.metrohonda.example.com',
      contactNumber: '555-555-1234',
      authorizedPersonName: 'Ada Lovelace',
      authorizedEmail: 'ada@metrohonda.example',
      websiteProvider: { providerName: 'Bluewater Digital', packageName: 'Bluewater Website Pro' },
      digitalRetailingProvider: { providerName: 'Clearlane Commerce', packageName: 'Clearlane Basic' },
      billingContactName: 'Bill Payer',
      billingContactPhone: '(555) 555-9876',
      billingContactEmail: 'billing@metrohonda.example',
      enrollmentOptions: [19],
      termsAccepted: true,
    });
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
    // The status is read again: once enrolled, the form gives way to the enrollment.
    await waitFor(() => expect(view.callsTo('getDwcpEnrollmentForm').length).toBeGreaterThanOrEqual(3));
  }, 120_000);

  it('shows an enrolled dealer its enrollment instead of the form', async () => {
    renderDwcp({ getDwcpEnrollmentForm: { ...form(true), prefill: { ...form(true).prefill, websiteProvider: { providerName: 'Bluewater Digital', packageName: 'Bluewater Website Pro' } } } });
    const status = await screen.findByRole('region', { name: 'Dealer Website Certification' });
    expect(await within(status).findByText('Bluewater Website Pro')).toBeTruthy();
    expect(within(status).getByText('Yes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('disables enrolling with the spec message for a dealer whose account is outstanding', async () => {
    const view = renderDwcp({ getDealer: dealerRecord({ outstandingAccount: true }), getDwcpEnrollmentForm: form() });
    expect(
      await screen.findByText(
        'Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(view.callsTo('enrollDwcp')).toHaveLength(0);
  });

  it('sends a provider the dealer\'s interest', async () => {
    const view = renderDwcp({ getDwcpEnrollmentForm: form(true), notifyProviderOfDealerInterest: { success: true, message: 'Sent Successfully' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Tell a Provider I'm Interested" }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell a Provider You Are Interested' });
    await user.click(await within(dialog).findByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Bluewater Digital' }));
    await user.type(within(dialog).getByLabelText(/^Note to the provider/), 'Please call me');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.callsTo('notifyProviderOfDealerInterest')).toHaveLength(1));
    expect(view.callsTo('notifyProviderOfDealerInterest')[0]?.request.body).toEqual({ dealerCode: 'HON0100', offerProviderId: 3, message: 'Please call me' });
    expect(await within(dialog).findByText('Sent Successfully')).toBeTruthy();
  });

  it('lets an administrator choose the dealer on the page (admindwcpenrollment) and go on to act as one of its users', async () => {
    const dealers = { content: [{ code: 'HON0100', name: 'Metro Honda', status: 'ACTIVE', region: 'East', oemId: 1 }], page: { number: 0, size: 10, totalElements: 1, totalPages: 1 } };
    const view = renderDwcp({ searchDealers: dealers, listOems: [{ id: 1, name: 'Honda' }] }, 'admindwcpenrollment', { role: 'admin', dealerCodes: [], belongsToCmsEditorGroup: false });
    const row = (await screen.findByText('Metro Honda')).closest('tr')!;
    // The status shows its label, not the code.
    expect(within(row).getByText('Active')).toBeTruthy();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Act as a user' }));
    expect(view.navigate).toHaveBeenCalledWith('/admindwcpenrollment/actAs/HON0100');
    // Nothing of a dealer's own enrollment is read before the admin acts as one of its users.
    expect(view.callsTo('getDwcpEnrollmentForm')).toEqual([]);
  });
});
