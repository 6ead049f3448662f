import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixture, renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

/** The heading of the step on screen (the wizard moves focus to it). */
const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });

describe('wizard block (contactUs fixture)', () => {
  function renderContactUs() {
    return renderScreen(fixture('contactUs'), {
      answers: { getCmsPages: [], sendContactUsMessage: { success: true } },
    });
  }

  it('blocks an invalid step with the spec messages', async () => {
    const view = renderContactUs();
    const user = userEvent.setup();
    await stepHeading('About You');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The email address does not appear to be valid.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'About You' })).toBeTruthy();
    expect(view.callsTo('sendContactUsMessage')).toHaveLength(0);
  });

  it('skips the call-back step unless asked for, and submits every answered step once, transient fields left out', async () => {
    const view = renderContactUs();
    const user = userEvent.setup();
    await stepHeading('About You');
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your Message');
    expect(screen.queryByText('Call Back')).toBeNull();
    await user.type(screen.getByLabelText(/^Message/), 'Please call');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.callsTo('sendContactUsMessage')).toHaveLength(1));
    expect(view.callsTo('sendContactUsMessage')[0]?.request).toEqual({ body: { name: 'Ada', email: 'ada@example.com', message: 'Please call' } });
    expect(await screen.findByText('Sent Successfully')).toBeTruthy();
  });

  it('asks for the phone when a call back is wanted, validated by the phone rule, and keeps answers going back', async () => {
    const view = renderContactUs();
    const user = userEvent.setup();
    await stepHeading('About You');
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByLabelText(/Please call me back/));
    expect(screen.getByText('Call Back')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Call Back');
    await user.type(screen.getByLabelText(/^Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter valid Phone Number in format: xxx-xxxxxxx or (xxx) xxx -xxxx.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '555-5551234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your Message');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Call Back');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('555-5551234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your Message');
    await user.type(screen.getByLabelText(/^Message/), 'Call me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.callsTo('sendContactUsMessage')).toHaveLength(1));
    expect(view.callsTo('sendContactUsMessage')[0]?.request.body).toEqual({ name: 'Ada', email: 'ada@example.com', phone: '555-5551234', message: 'Call me' });
  });
});

describe('wizard block (dwcpEnrollment fixture)', () => {
  const form = {
    prefill: { dealerCode: 'D100', dealerName: 'Metro Honda', dealerWebsiteUrl: 'https://metrohonda.example.com', contactNumber: '555-555-1234' },
    websiteProviders: [{ providerName: 'Dealer Inspire' }, { providerName: 'Dealer.com' }],
    digitalRetailingProviders: [{ providerName: 'Roadster' }],
    enrollmentOptions: [{ addonId: 19, name: 'Website Certification' }, { addonId: 22, name: 'Digital Retailing' }],
  };

  it('pre-fills from the load call, shows a summary and submits once, then navigates', async () => {
    const view = renderScreen(fixture('dwcpEnrollment'), {
      scope: { user: { dealerCode: 'D100' }, query: { providerId: '4' } },
      answers: { getDwcpEnrollmentForm: form, enrollDwcp: { success: true } },
    });
    const user = userEvent.setup();
    await stepHeading('Dealer');
    expect(view.callsTo('getDwcpEnrollmentForm')[0]?.request).toEqual({ query: { dealerCode: 'D100', providerId: '4' } });
    expect((screen.getByLabelText(/^Dealer Name/) as HTMLInputElement).value).toBe('Metro Honda');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Authorized Person');
    await user.type(screen.getByLabelText(/^Authorized Person Name/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Providers and Packages');
    const website = screen.getByRole('group', { name: /Website Provider/ });
    await user.click(within(website).getByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Dealer.com' }));
    await user.type(within(website).getByLabelText(/^Package/), 'Gold');
    const retail = screen.getByRole('group', { name: /Digital Retailing Provider/ });
    await user.click(within(retail).getByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Roadster' }));
    await user.type(within(retail).getByLabelText(/^Package/), 'Basic');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Billing Contact');
    await user.type(screen.getByLabelText(/^Name/), 'Bill Payer');
    await user.type(screen.getByLabelText(/^Phone/), '(555) 555-1234');
    await user.type(screen.getByLabelText(/^Email/), 'billing@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Options and Terms');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select at least one enrollment option.')).toBeTruthy();
    expect(screen.getByText('Terms and Condition should be selected.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Digital Retailing' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Summary');
    expect(screen.getByText('Dealer.com')).toBeTruthy();
    expect(screen.getByText('Digital Retailing')).toBeTruthy();
    expect(view.callsTo('enrollDwcp')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(view.callsTo('enrollDwcp')).toHaveLength(1));
    expect(view.callsTo('enrollDwcp')[0]?.request.body).toEqual({
      dealerCode: 'D100',
      dealerName: 'Metro Honda',
      dealerWebsiteUrl: 'https://metrohonda.example.com',
      contactNumber: '555-555-1234',
      authorizedPersonName: 'Grace Hopper',
      authorizedEmail: 'grace@example.com',
      websiteProvider: { providerName: 'Dealer.com', packageName: 'Gold' },
      digitalRetailingProvider: { providerName: 'Roadster', packageName: 'Basic' },
      billingContactName: 'Bill Payer',
      billingContactPhone: '(555) 555-1234',
      billingContactEmail: 'billing@example.com',
      enrollmentOptions: [22],
      termsAccepted: true,
    });
    await waitFor(() => expect(view.navigate).toHaveBeenCalledWith('/'));
  });
});
