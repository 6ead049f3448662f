// Public JSON Schema form examples (RJSF's playground samples: ifThenElse, patternProperties,
// additionalProperties) and a few edge cases, each rendered through the engine's form block and
// through plain @rjsf/mui with RJSF's own validator: the same fields are shown, the same verdict
// is given, and the same data is sent. Where plain RJSF says nothing (a form-level error, a
// schema that does not compile), the engine says it above the form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MuiForm from '@rjsf/mui';
import plainValidator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ScreenDefinition } from '../../../../src/engine/index.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

interface Case {
  readonly name: string;
  readonly schema: RJSFSchema;
  /** The same schema as plain RJSF takes it, where its spelling differs (draft-07 fixed arrays). */
  readonly plain?: RJSFSchema;
  /** Plain RJSF's uiSchema: it labels a fixed position "<list title>-<n>" unless `ui:title` names it, as the engine does. */
  readonly plainUiSchema?: UiSchema;
  readonly formData: Record<string, unknown>;
}

/** A 2020-12 schema (RJSF's types know draft-07 only). */
const draft2020 = (schema: Record<string, unknown>) => schema as RJSFSchema;

const CASES: Case[] = [
  {
    name: 'patternProperties (RJSF playground)',
    schema: {
      type: 'object',
      required: ['firstName', 'lastName'],
      properties: { firstName: { type: 'string', title: 'First name' }, lastName: { type: 'string', title: 'Last name' } },
      patternProperties: { '^[a-z][a-zA-Z]+$': { type: 'string' } },
    },
    formData: { firstName: 'Chuck', lastName: 'Norris', assKickCount: 'infinity' },
  },
  {
    name: 'additionalProperties (RJSF playground)',
    schema: {
      type: 'object',
      required: ['firstName', 'lastName'],
      additionalProperties: { type: 'string' },
      properties: { firstName: { type: 'string', title: 'First name' }, lastName: { type: 'string', title: 'Last name' } },
    },
    formData: { firstName: 'Chuck', lastName: 'Norris', assKickCount: 'infinity' },
  },
  {
    name: 'ifThenElse (RJSF playground), a cat that eats meat',
    schema: ifThenElse(),
    formData: { animal: 'Cat', food: 'meat' },
  },
  {
    name: 'ifThenElse (RJSF playground), a fish without water',
    schema: ifThenElse(),
    formData: { animal: 'Fish', food: 'worms' },
  },
  {
    name: 'root anyOf: fields declared in the branches only',
    schema: { type: 'object', properties: { kind: { type: 'string', title: 'Kind' } }, anyOf: [{ properties: { email: { type: 'string', title: 'Email' } } }] },
    formData: { kind: 'person', email: 'ada@example.com' },
  },
  {
    // The playground writes it in draft-07 (`items` list, `additionalItems`); definitions in 2020-12.
    name: 'fixed items list with additional items (RJSF playground "Arrays")',
    schema: draft2020({
      type: 'object',
      properties: {
        fixedItemsList: {
          type: 'array',
          title: 'A list of fixed items',
          prefixItems: [{ title: 'A string value', type: 'string' }, { title: 'a boolean value', type: 'boolean' }],
          items: { title: 'Additional item', type: 'number' },
        },
      },
    }),
    plain: {
      type: 'object',
      properties: {
        fixedItemsList: {
          type: 'array',
          title: 'A list of fixed items',
          items: [{ title: 'A string value', type: 'string' }, { title: 'a boolean value', type: 'boolean' }],
          additionalItems: { title: 'Additional item', type: 'number' },
        },
      },
    },
    plainUiSchema: { fixedItemsList: { items: [{ 'ui:title': 'A string value' }, { 'ui:title': 'a boolean value' }] } },
    formData: { fixedItemsList: ['Some text', true, 123] },
  },
  {
    name: 'fixed positions, a value out of range at the second',
    schema: draft2020({
      type: 'object',
      properties: { pair: { type: 'array', title: 'Pair', prefixItems: [{ title: 'Name', type: 'string' }, { title: 'Count', type: 'integer', minimum: 5 }], items: false } },
    }),
    plain: {
      type: 'object',
      properties: { pair: { type: 'array', title: 'Pair', items: [{ title: 'Name', type: 'string' }, { title: 'Count', type: 'integer', minimum: 5 }], additionalItems: false } },
    },
    plainUiSchema: { pair: { items: [{ 'ui:title': 'Name' }, { 'ui:title': 'Count' }] } },
    formData: { pair: ['Ada', 2] },
  },
];

function ifThenElse(): RJSFSchema {
  return {
    type: 'object',
    properties: { animal: { enum: ['Cat', 'Fish'] } },
    allOf: [
      { if: { properties: { animal: { const: 'Cat' } } }, then: { properties: { food: { type: 'string', enum: ['meat', 'grass', 'fish'] } }, required: ['food'] } },
      {
        if: { properties: { animal: { const: 'Fish' } } },
        then: { properties: { food: { type: 'string', enum: ['insect', 'worms'] }, water: { type: 'string', enum: ['lake', 'sea'] } }, required: ['food', 'water'] },
      },
      { required: ['animal'] },
    ],
  };
}

function formScreen(schema: RJSFSchema): ScreenDefinition {
  return {
    id: 'sample',
    route: 'contactus',
    title: 'PAGE_CONTACT_US',
    blocks: {
      sample: { kind: 'form', schema: schema as Record<string, unknown>, load: { operationId: 'getDealer', path: { dlCode: 'X' } }, submit: { operationId: 'sendContactUsMessage', body: '$form' } },
    },
  } as unknown as ScreenDefinition;
}

/** What a form shows: its inputs by role, and their labels. */
function shownFields(): { textboxes: number; comboboxes: number; labels: string[] } {
  const labels = [...document.querySelectorAll('label')].map((label) => label.textContent?.replace(/\s*\*$/, '').trim() ?? '').filter(Boolean).sort();
  return { textboxes: screen.queryAllByRole('textbox').length, comboboxes: screen.queryAllByRole('combobox').length, labels };
}

async function throughPlainRjsf(sample: Case) {
  const onSubmit = vi.fn();
  render(<MuiForm schema={sample.plain ?? sample.schema} uiSchema={sample.plainUiSchema} formData={sample.formData} validator={plainValidator} onSubmit={(event) => onSubmit(event.formData)} />);
  const fields = shownFields();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
  cleanup();
  return { fields, sent: onSubmit.mock.calls[0]?.[0] as unknown };
}

async function throughEngine(sample: Case) {
  const view = renderScreen(formScreen(sample.schema), { answers: { getDealer: sample.formData, sendContactUsMessage: {} } });
  await screen.findByRole('button', { name: 'Save' });
  await waitFor(() => expect(screen.queryAllByRole('textbox').length + screen.queryAllByRole('combobox').length).toBeGreaterThan(0));
  const fields = shownFields();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  const sent = await waitFor(() => {
    const calls = view.callsTo('sendContactUsMessage');
    if (calls.length) return calls[0]!.request.body;
    expect(document.querySelector('.Mui-error, [role="alert"]')).not.toBeNull();
    return undefined;
  });
  cleanup();
  return { fields, sent };
}

describe('JSON Schema samples: the engine form and plain @rjsf/mui agree', () => {
  for (const sample of CASES) {
    it(sample.name, async () => {
      const plain = await throughPlainRjsf(sample);
      const engine = await throughEngine(sample);
      expect(engine.fields).toEqual(plain.fields);
      expect(engine.sent).toEqual(plain.sent);
    });
  }

  it('shows a form-level error above the fields instead of a Save that does nothing', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } },
      oneOf: [{ required: ['a'] }, { required: ['b'] }],
    };
    const view = renderScreen(formScreen(schema), { answers: { getDealer: { a: 'x', b: 'y' }, sendContactUsMessage: {} } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This matches more than one option; please make it fit exactly one.')).toHaveLength(1);
    // Above the fields: the alert comes before the first input in the page.
    const alert = screen.getByRole('alert');
    expect(alert.compareDocumentPosition(screen.getAllByRole('textbox')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(view.callsTo('sendContactUsMessage')).toHaveLength(0);
  });

  it('says so when a schema does not compile, in French too', async () => {
    const schema: RJSFSchema = { type: 'object', properties: { a: { type: 'string', title: 'A', pattern: '(' } } };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderScreen(formScreen(schema), { answers: { getDealer: {}, sendContactUsMessage: {} }, language: 'fr' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Ce formulaire ne peut pas être vérifié/)).toBeTruthy();
    expect(view.callsTo('sendContactUsMessage')).toHaveLength(0);
    errors.mockRestore();
  });
});
