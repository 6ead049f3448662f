/**
 * A list field searched as the user types (options `search`, `"ui:field": "SearchListField"`):
 * the typed text goes to the options call's search parameter with the form's other bindings,
 * a match is picked or a value typed with Enter, each shows as a chip, and the list is what the
 * form sends.
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
  title: 'LP_COVERAGE_ZIP_LIST',
  blocks: {
    zipList: {
      kind: 'form',
      schema: {
        type: 'object',
        required: ['zipCodes'],
        properties: {
          centralZip: { type: 'string', title: 'LP_FIELD_CENTRAL_ZIP' },
          zipCodes: { type: 'array', title: 'LP_FIELD_ZIP_CODES', minItems: 1, items: { type: 'string', pattern: '^[0-9]{5}$' } },
        },
      },
      uiSchema: { zipCodes: { 'ui:field': 'SearchListField' } },
      options: {
        zipCodes: {
          call: { operationId: 'listCityZipCodes', query: { centralZip: '$form.centralZip', radius: 100 } },
          search: 'term',
          value: 'zipCode',
          label: 'city',
        },
      },
      initialValues: '$query',
      submit: { operationId: 'saveLeadCoverage', body: { dealerCode: 'HON0001', programId: 1, coverageType: 'ZIP_LIST', zipCodes: '$form.zipCodes' } },
    },
  },
} as unknown as ScreenDefinition;

describe('SearchListField', () => {
  it('searches with the typed text and the form’s bindings, and sends the picked and typed values', async () => {
    const view = renderScreen(definition, {
      scope: { query: { centralZip: '60601' } },
      answers: {
        listCityZipCodes: (request: { query?: Record<string, unknown> }) =>
          String(request.query?.term).startsWith('Ev') ? [{ zipCode: '60201', city: 'Evanston', state: 'IL', distanceMiles: 12.3 }] : [],
        saveLeadCoverage: { success: true },
      },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: /ZIP codes/ });
    expect(view.callsTo('listCityZipCodes')).toHaveLength(0);
    await user.type(box, 'Ev');
    await user.click(await screen.findByRole('option', { name: '60201 · Evanston' }));
    expect(view.callsTo('listCityZipCodes').at(-1)?.request).toEqual({ query: { centralZip: '60601', radius: 100, term: 'Ev' } });
    await user.type(box, '60602{Enter}');
    expect(screen.getByText('60201 · Evanston')).toBeTruthy();
    expect(screen.getByText('60602')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo('saveLeadCoverage')).toHaveLength(1));
    expect(view.callsTo('saveLeadCoverage')[0]?.request.body).toMatchObject({ zipCodes: ['60201', '60602'] });
  });

  it('shows a typed value that breaks the rules as the field’s error and sends nothing', async () => {
    const view = renderScreen(definition, { scope: { query: { centralZip: '60601' } }, answers: { listCityZipCodes: [], saveLeadCoverage: { success: true } } });
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: /ZIP codes/ });
    await user.type(box, '6060{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^6060: /)).toBeTruthy();
    expect(view.callsTo('saveLeadCoverage')).toHaveLength(0);
  });
});
