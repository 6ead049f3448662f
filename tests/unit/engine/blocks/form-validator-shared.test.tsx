// A form's validator (an ajv with the shared rules, and every schema it has compiled) is made once
// per language, not once per form: react-i18next hands each component its own copy of the i18n
// instance, and a cache keyed by that copy made a new ajv, and compiled every schema again, each
// time a form mounted (some 65 ms of the page's main thread for the Lead Viewer's filters). The
// translated schema is kept per skin's words too: a skin that says "Retailer" gets its own.
import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useFieldSchemas } from '../../../../src/engine/blocks/form/use-field-schemas.ts';
import { useFormValidator } from '../../../../src/engine/blocks/form/use-form-validator.ts';
import type { FieldsSchema } from '../../../../src/engine/definition/index.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { applySkinTerms } from '../../../../src/i18n/skin-terms.ts';

afterEach(cleanup);

const FIELDS = { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } as unknown as FieldsSchema;
const NO_CHOICES = {};

function Probe({ seen }: { seen: Array<{ validator: unknown; schema: RJSFSchema; uiSchema: UiSchema }> }) {
  const validator = useFormValidator();
  const { schema, uiSchema } = useFieldSchemas(FIELDS, undefined, NO_CHOICES);
  seen.push({ validator, schema, uiSchema });
  return null;
}

it('two forms, side by side and one after the other, share one validator and one translated schema per language', async () => {
  const i18n = createI18n();
  const seen: Array<{ validator: unknown; schema: RJSFSchema; uiSchema: UiSchema }> = [];
  const first = render(<I18nextProvider i18n={i18n}><Probe seen={seen} /><Probe seen={seen} /></I18nextProvider>);
  first.unmount();
  render(<I18nextProvider i18n={i18n}><Probe seen={seen} /></I18nextProvider>);
  expect(seen.length).toBeGreaterThanOrEqual(3);
  for (const later of seen.slice(1)) {
    expect(later.validator).toBe(seen[0]!.validator);
    expect(later.schema).toBe(seen[0]!.schema);
  }

  // Another language is another validator (its messages) and another translated schema.
  await act(async () => {
    await i18n.changeLanguage('fr');
  });
  const french = seen.at(-1)!;
  expect(french.validator).not.toBe(seen[0]!.validator);
  expect(french.schema).not.toBe(seen[0]!.schema);
});

it("keeps a translation per skin's words: a screen drawn under Genesis says Retailer, the same one under Honda again Dealer", () => {
  const i18n = createI18n({ language: 'en' });
  const dealerFields = { type: 'object', properties: { dealerCode: { type: 'string', title: 'FIELD_DEALER_CODE' } } } as unknown as FieldsSchema;
  const titles: unknown[] = [];
  const schemas: RJSFSchema[] = [];
  function Title() {
    const { schema } = useFieldSchemas(dealerFields, undefined, NO_CHOICES);
    titles.push((schema.properties!.dealerCode as RJSFSchema).title);
    schemas.push(schema);
    return null;
  }
  const mount = () => render(<I18nextProvider i18n={i18n}><Title /></I18nextProvider>).unmount();

  mount();
  act(() => applySkinTerms(i18n, { en: { Dealer: 'Retailer' } }));
  mount();
  act(() => applySkinTerms(i18n, undefined));
  mount();
  expect(titles[0]).toBe('Dealer Code');
  expect(titles).toContain('Retailer Code');
  expect(titles.at(-1)).toBe('Dealer Code');
  expect(schemas.at(-1)).not.toBe(schemas.find((_, index) => titles[index] === 'Retailer Code'));
});
