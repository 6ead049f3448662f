import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

afterEach(cleanup);
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { RJSFSchema } from '@rjsf/utils';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { EngineForm } from '../../../../src/engine/blocks/form/EngineForm.tsx';

const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'email'],
  properties: {
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 250 },
    email: { type: 'string', title: 'Email', format: 'email' },
    phone: { type: 'string', title: 'Phone', format: 'phone' },
  },
};

function renderForm(onSubmit = vi.fn(), initialData?: Record<string, unknown>) {
  const i18n = createI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <EngineForm schema={schema} idPrefix="contact" onSubmit={onSubmit} submitLabel="Save" initialData={initialData} />
    </I18nextProvider>,
  );
  return { onSubmit, i18n };
}

describe('EngineForm', () => {
  it('shows a blurred field its own error only', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('The email address does not appear to be valid.')).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('submits typed values, the focused draft included', async () => {
    const { onSubmit } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Ada');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' }));
  });

  it('blocks an invalid submit with every error shown', async () => {
    const { onSubmit } = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps edits of a pre-filled form when errors change around them', async () => {
    const { onSubmit } = renderForm(vi.fn(), { name: 'Ada', email: 'ada@example.com' });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'bad');
    await user.tab();
    expect(await screen.findByText('The email address does not appear to be valid.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'grace@example.com');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('The email address does not appear to be valid.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'grace@example.com' }));
  });

  it('keeps the focus in the edited field when a button is pressed, and the click still submits the draft', async () => {
    // A blur on mouse-down would show or clear errors and move the button before the mouse-up.
    const { onSubmit } = renderForm(vi.fn(), { name: 'Ada' });
    const user = userEvent.setup();
    const email = screen.getByLabelText(/Email/);
    await user.type(email, 'ada@example.com');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(fireEvent.mouseDown(save, { button: 0 })).toBe(false);
    expect(document.activeElement).toBe(email);
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' }));
  });
});
