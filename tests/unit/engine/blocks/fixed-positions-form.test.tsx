/**
 * A fixed-length list (JSON Schema 2020-12 `prefixItems`) in a form: each position is drawn with
 * its own schema (label, widget, format), the loaded value shows position by position, a bad
 * value is refused at its own position with the rules' message, and the exact list is sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const definition = {
  id: 'contactPair',
  route: 'contactus',
  title: 'PAGE_CONTACT_US',
  blocks: {
    contact: {
      kind: 'form',
      schema: {
        type: 'object',
        required: ['contact'],
        properties: {
          contact: {
            type: 'array',
            title: 'Contact',
            minItems: 2,
            prefixItems: [
              { type: 'string', format: 'email', title: 'Email address' },
              { type: 'integer', minimum: 1, maximum: 20, title: 'Seats' },
            ],
            items: false,
          },
        },
      },
      load: { operationId: 'getProfileInformation' },
      submit: { operationId: 'sendContactUsMessage', body: '$form' },
    },
  },
} as unknown as ScreenDefinition;

/** The messages RJSF draws under a field (its `<id>__error` list). */
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}__error`)?.textContent ?? '';

describe('a fixed-length list (prefixItems) in a form', () => {
  it('draws each position with its own schema, keeps the loaded list, refuses at the position and sends the exact list', async () => {
    const view = renderScreen(definition, {
      answers: { getProfileInformation: { contact: ['ada@example.com', 4], other: 'kept out' }, sendContactUsMessage: { success: true } },
    });
    const user = userEvent.setup();
    const email = (await screen.findByLabelText(/Email address/)) as HTMLInputElement;
    const seats = screen.getByLabelText(/Seats/) as HTMLInputElement;
    // Each position with its own widget: text for the email, a number input for the count.
    expect(email.value).toBe('ada@example.com');
    expect(seats.value).toBe('4');
    expect(seats.type).toBe('number');
    // A fixed list has no "add" or "remove".
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull();

    await user.clear(email);
    await user.type(email, 'not an email');
    await user.clear(seats);
    await user.type(seats, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The email address does not appear to be valid.')).toBeTruthy();
    expect(screen.getByText('Must be at least 1')).toBeTruthy();
    expect(email.id).toBe('contact_contact_0');
    expect(seats.id).toBe('contact_contact_1');
    // Each message at its own position, not on the list.
    await waitFor(() => expect(errorOf(email)).toContain('The email address does not appear to be valid.'));
    expect(errorOf(seats)).toContain('Must be at least 1');
    expect(errorOf(seats)).not.toContain('email');
    expect(view.callsTo('sendContactUsMessage')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.clear(seats);
    await user.type(seats, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('sendContactUsMessage')).toHaveLength(1));
    expect(view.callsTo('sendContactUsMessage')[0]?.request).toEqual({ body: { contact: ['grace@example.com', 12] } });
  });

  it('refuses a list longer than its positions with the rules\' message', async () => {
    const view = renderScreen(definition, {
      answers: { getProfileInformation: { contact: ['ada@example.com', 4, 'extra'] }, sendContactUsMessage: { success: true } },
    });
    const user = userEvent.setup();
    await screen.findByLabelText(/Email address/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must have at most 2 items')).toBeTruthy();
    expect(view.callsTo('sendContactUsMessage')).toHaveLength(0);
  });
});
