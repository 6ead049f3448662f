/**
 * What a dialog's successful call leaves behind once its outcome closes the dialog: the success
 * message, shown where the dialog sits on the screen (the dialog that showed it has gone), and
 * `$response`, the call's answer, for the route the outcome navigates to.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const definition = {
  id: 'leadsettingsPreview',
  route: 'leadsettingsPreview',
  title: 'LP_LEAD_DESTINATIONS',
  blocks: {
    add: {
      kind: 'modal',
      order: 1,
      trigger: { label: 'LP_ADD_DESTINATION' },
      blocks: {
        addForm: {
          kind: 'form',
          schema: { type: 'object', required: ['emails'], properties: { emails: { type: 'string', title: 'LP_FIELD_EMAILS' } } },
          submit: { operationId: 'saveLeadDestination', path: { dealerCode: 'HON0001', programId: 1 }, body: { leadFormat: 'HTML', emails: '$form.emails' } },
          messages: { success: 'LEAD_DESTINATION_UPDATED' },
          onSuccess: { closeModal: true },
        },
      },
    },
    upload: {
      kind: 'form',
      order: 2,
      schema: { type: 'object', properties: { mode: { type: 'string', title: 'LP_FIELD_IMPORT_MODE' } } },
      submit: { operationId: 'importZipCodes', path: { dealerCode: 'HON0001' }, body: { programId: 1, mode: '$form.mode' } },
      submitLabel: 'LP_ACTION_IMPORT',
      onSuccess: { navigate: { route: 'leadsettingsPreview', query: { importId: '$response.importId' } } },
    },
  },
} as unknown as ScreenDefinition;

describe('outcomes of a successful call', () => {
  it('shows a dialog form’s success message on the screen once the dialog has closed', async () => {
    const view = renderScreen(definition, { answers: { saveLeadDestination: { success: true, message: 'ok', leadDestinations: [] } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a lead destination' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await screen.findByLabelText(/E-mail addresses/), 'crm@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.isConnected && dialog.checkVisibility()).toBe(false));
    expect(view.callsTo('saveLeadDestination')).toHaveLength(1);
    expect(await screen.findByText('Lead destination updated successfully.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('navigates with a value of the call’s answer ($response)', async () => {
    const view = renderScreen(definition, { answers: { importZipCodes: { importId: 42 } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(view.navigate).toHaveBeenCalled());
    expect(view.navigate.mock.calls[0]?.[0]).toBe('/leadsettingsPreview?importId=42');
  });
});
