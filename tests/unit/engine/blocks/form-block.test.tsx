import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_DISPLAY_MS } from '../../../../src/constants.ts';
import { fixture, Refusal, renderScreen } from '../render-screen.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const profile = {
  contactDetails: { title: 'Owner', name: 'Ada Lovelace', email: 'ada@example.com', phone: '555-5551234' },
  hasAccessOnManageProfile: true,
  showBillingDetails: false,
};

function renderProfile(answers: Record<string, unknown>) {
  return renderScreen(fixture('manageProfile'), {
    scope: { user: { dealerCode: 'D100', userName: 'ada' } },
    answers: { getProfileInformation: profile, ...answers },
  });
}

describe('form block (manageProfile fixture)', () => {
  it('loads the record with the bound query and submits the edited values in the bound body', async () => {
    const view = renderProfile({ updateProfileInformation: { success: true } });
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/Title/);
    expect(view.callsTo('getProfileInformation')[0]?.request).toEqual({ query: { dealerCode: 'D100' } });
    expect((title as HTMLInputElement).value).toBe('Owner');

    await user.clear(title);
    await user.type(title, '  General Manager  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.callsTo('updateProfileInformation')).toHaveLength(1));
    expect(view.callsTo('updateProfileInformation')[0]?.request).toEqual({
      query: { dealerCode: 'D100' },
      // Trimmed (the spec's contact modal), and only the schema's fields.
      body: { contactDetails: { title: 'General Manager', name: 'Ada Lovelace', email: 'ada@example.com', phone: '555-5551234' } },
    });
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
  });

  it('shows that a call is under way until it answers', async () => {
    let answer: (value: unknown) => void = () => {};
    renderProfile({ updateProfileInformation: () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    await screen.findByLabelText(/Title/);
    expect(screen.queryByRole('progressbar', { name: 'Sending' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending' })).toBeTruthy();
    answer({ success: true });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Sending' })).toBeNull());
  });

  it('shows the server field errors on their fields, mapped back through the body binding', async () => {
    renderProfile({
      updateProfileInformation: new Refusal(400, {
        errors: [{ field: 'contactDetails.phone', message: 'Please enter valid Phone Number in format: xxx-xxxxxxx or (xxx) xxx -xxxx.', messageKey: 'INVALID_PHONE' }],
      }),
    });
    const user = userEvent.setup();
    await screen.findByLabelText(/Phone/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText(/Phone/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const field = phone.closest('.MuiFormControl-root')!.parentElement!;
    expect(within(field as HTMLElement).getByText(/Please enter valid Phone Number in format: xxx-xxxxxxx or \(xxx\) xxx/)).toBeTruthy();
  });

  it('blocks an invalid submit with the spec messages and sends nothing', async () => {
    const view = renderProfile({ updateProfileInformation: { success: true } });
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.clear(screen.getByLabelText(/Name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The email address does not appear to be valid.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(view.callsTo('updateProfileInformation')).toHaveLength(0);
  });

  it('shows the general error for a failure without field errors, for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProfile({ updateProfileInformation: new Refusal(500, { code: 'internal_error', message: 'boom' }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByLabelText(/Phone/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An Error Has Occurred.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(MESSAGE_DISPLAY_MS - 100));
    expect(screen.queryByText('An Error Has Occurred.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('An Error Has Occurred.')).toBeNull();
  });
});
