/**
 * A field whose choices a call fetches cannot be a select before the list arrives (JSON Schema
 * has no empty `oneOf`), so until then it is disabled and says it is loading: nothing can be
 * typed into the number box the field would otherwise be, and a click never lands on a box that
 * the select replaces a moment later (the Request Credit dialog's Reason, seen in a journey).
 * Nor can the form be sent: RJSF drops a submit's errors when the schema changes under them, so
 * a click on Save before the list arrived showed "required" for a moment, or nothing at all (the
 * Set Budget journey's View, seen once in CI).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const definition = {
  id: 'viewLead',
  route: 'viewLead',
  title: 'LEADS_ACTION_REQUEST_CREDIT',
  blocks: {
    creditForm: {
      kind: 'form',
      schema: {
        type: 'object',
        required: ['reasonId'],
        properties: {
          reasonId: { type: 'integer', title: 'LEADS_FIELD_CREDIT_REASON_CHOICE' },
          reason: { type: 'string', title: 'LEADS_FIELD_CREDIT_EXPLANATION' },
        },
      },
      options: { reasonId: { call: { operationId: 'getLeadCreditForm', body: { leadUID: 'L-1' } }, items: 'reasons', value: 'id', label: 'label' } },
      submit: { operationId: 'requestLeadCredit', body: { leadUID: 'L-1', reasonId: '$form.reasonId', reason: '$form.reason' } },
    },
  },
} as unknown as ScreenDefinition;

describe('a form field whose choices are on their way', () => {
  it('is disabled and says Loading until its list arrives, then is a select whose choice is sent', async () => {
    let answerReasons: (value: unknown) => void = () => undefined;
    const reasons = new Promise((resolve) => (answerReasons = resolve));
    const view = renderScreen(definition, { answers: { getLeadCreditForm: () => reasons, requestLeadCredit: { success: true } } });
    const user = userEvent.setup();

    const waiting = await screen.findByRole<HTMLInputElement>('spinbutton', { name: /Reason/ });
    expect(waiting.disabled).toBe(true);
    expect(waiting.placeholder).toBe('Loading');
    // The explanation, whose choices are no list, takes input meanwhile.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Explanation/ }).disabled).toBe(false);

    answerReasons({ reasons: [{ id: 3, label: 'Duplicate lead' }, { id: 4, label: 'Test lead' }] });
    const select = await screen.findByRole('combobox', { name: /Reason/ });
    expect(screen.queryByRole('spinbutton', { name: /Reason/ })).toBeNull();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Duplicate lead' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('requestLeadCredit')).toHaveLength(1));
    expect(view.callsTo('requestLeadCredit')[0]?.request).toMatchObject({ body: { reasonId: 3 } });
  });

  it('holds the submit until the list arrives, and then a submit without a choice keeps its message', async () => {
    let answerReasons: (value: unknown) => void = () => undefined;
    const reasons = new Promise((resolve) => (answerReasons = resolve));
    const view = renderScreen(definition, { answers: { getLeadCreditForm: () => reasons, requestLeadCredit: { success: true } } });
    const user = userEvent.setup();

    await screen.findByRole('spinbutton', { name: /Reason/ });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);
    // Enter in the field that takes input sends nothing either, and shows no message.
    await user.type(screen.getByRole('textbox', { name: /Explanation/ }), 'Wrong number{Enter}');
    expect(screen.queryByText('This field is required.')).toBeNull();

    answerReasons({ reasons: [{ id: 3, label: 'Duplicate lead' }] });
    await screen.findByRole('combobox', { name: /Reason/ });
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(view.callsTo('requestLeadCredit')).toHaveLength(0);
  });
});
