import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { RJSFSchema } from '@rjsf/utils';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { EngineForm } from '../../../../src/engine/blocks/form/EngineForm.tsx';
import { firstScreenFields } from '../../../../src/engine/blocks/form/progressive-fields.ts';

afterEach(cleanup);
vi.setConfig({ testTimeout: 60_000 });
// Mounting 150 MUI fields in jsdom on a shared two-core machine takes seconds; the limit is about the machine.
const SLOW = { timeout: 30_000 };

// Far more fields than one screen holds (jsdom's window is 768 px high).
const FIELDS = 150;
const LAST = FIELDS - 1;

function longSchema(required: string[] = []): RJSFSchema {
  return {
    type: 'object',
    required,
    properties: Object.fromEntries(Array.from({ length: FIELDS }, (_, index) => [`field${index}`, { type: 'string', title: `Field ${index}` }])),
  };
}

function renderLongForm(schema: RJSFSchema, onSubmit = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <EngineForm schema={schema} idPrefix="long" onSubmit={onSubmit} submitLabel="Save" />
    </I18nextProvider>,
  );
  return onSubmit;
}

const input = (index: number) => document.getElementById(`long_field${index}`);

describe('a long form mounts progressively', () => {
  it('shows the first screen of fields at once and the rest soon after, in order', async () => {
    renderLongForm(longSchema());
    const first = firstScreenFields();
    expect(first).toBeLessThan(FIELDS);
    expect(input(0)).not.toBeNull();
    expect(input(first - 1)).not.toBeNull();
    expect(input(first)).toBeNull();
    expect(input(LAST)).toBeNull();

    await waitFor(() => expect(input(LAST)).not.toBeNull(), SLOW);
    const ids = [...document.querySelectorAll('input')].map((element) => element.id);
    expect(ids).toEqual(Array.from({ length: FIELDS }, (_, index) => `long_field${index}`));
  });

  it('a submit before every field is there shows and focuses the first error, even off the first screen', async () => {
    const onSubmit = renderLongForm(longSchema([`field${LAST}`]));
    expect(input(LAST)).toBeNull();
    // Synchronously, before any idle step could mount the last field.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(input(LAST)).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input(LAST)), SLOW);
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits values typed into the first fields while the rest were still mounting', async () => {
    const onSubmit = renderLongForm(longSchema());
    const field = input(1) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'typed early' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ field1: 'typed early' }), SLOW);
  });
});
