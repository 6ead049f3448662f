/**
 * A duration typed as h:mm:ss and sent as seconds (`"ui:field": "DurationField"`; the response
 * time override, business-areas §9): the initial seconds show as h:mm:ss, text that is not
 * h:mm:ss says how to write it and is not sent, and a good time goes as seconds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { durationText, parseDurationText } from '../../../../src/format/duration-text.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const definition = {
  id: 'responseTimeOverride',
  route: 'responseTimeOverride',
  title: 'LEADS_RESPONSE_TIME_OVERRIDE',
  blocks: {
    override: {
      kind: 'form',
      schema: {
        type: 'object',
        required: ['responseTime'],
        properties: { responseTime: { type: 'integer', minimum: 0, maximum: 31536000, title: 'LEADS_FIELD_NEW_RESPONSE_TIME' } },
      },
      uiSchema: { responseTime: { 'ui:field': 'DurationField' } },
      load: { operationId: 'getLeadResponseTime', query: { id: 7, leadUid: 'L-7', sourceLeadId: 'S-7' } },
      submit: { operationId: 'overrideLeadResponseTime', body: { id: 7, leadUid: 'L-7', sourceLeadId: 'S-7', responseTime: '$form.responseTime', reason: 'Late log.' } },
    },
  },
} as unknown as ScreenDefinition;

describe('duration text', () => {
  it('reads h:mm:ss and hh:mm:ss, hours unbounded, and nothing else', () => {
    expect(parseDurationText('1:05:30')).toBe(3930);
    expect(parseDurationText(' 26:00:01 ')).toBe(93601);
    expect(parseDurationText(durationText(31536000))).toBe(31536000);
    for (const text of ['45', '1:5:30', '1:65:00', '1:00:60', '-1:00:00', '1:00', 'abc']) expect(parseDurationText(text)).toBeUndefined();
  });
});

describe('DurationField', () => {
  it('shows seconds as h:mm:ss, refuses other text with how to write it, and sends seconds', async () => {
    const view = renderScreen(definition, {
      answers: { getLeadResponseTime: { id: 7, responseTime: 5400 }, overrideLeadResponseTime: { success: true } },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: /New response time/ });
    expect((box as HTMLInputElement).value).toBe('1:30:00');

    await user.clear(box);
    await user.type(box, '90 min');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the time as hours:minutes:seconds, for example 1:05:30.')).toBeTruthy();
    expect(view.callsTo('overrideLeadResponseTime')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '0:45:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('overrideLeadResponseTime')).toHaveLength(1));
    expect(view.callsTo('overrideLeadResponseTime')[0]?.request).toMatchObject({ body: { responseTime: 2700 } });
  });
});
