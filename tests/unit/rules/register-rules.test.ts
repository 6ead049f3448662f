import { describe, expect, test } from 'vitest';
import Ajv from 'ajv';
import type { RJSFSchema } from '@rjsf/utils';
import {
  RULE_FORMATS,
  createFormValidator,
  createServerAjv,
  registerRules,
  toFieldErrors,
} from '../../../src/rules/index.ts';

describe('registerRules', () => {
  test('adds every contract format and keyword, and can run twice', () => {
    const ajv = new Ajv({ allErrors: true, verbose: true });
    registerRules(ajv);
    expect(() => registerRules(ajv)).not.toThrow();
    for (const format of Object.keys(RULE_FORMATS)) {
      expect(() => ajv.compile({ type: 'string', format })).not.toThrow();
    }
    const validate = ajv.compile({ type: 'string', format: 'phone' });
    expect(validate('555-1234567')).toBe(true);
    expect(validate('555-123-4567')).toBe(false);
    expect(ajv.getKeyword('x-zip-country')).toBeTruthy();
    expect(ajv.getKeyword('x-message-key')).toBeTruthy();
  });

  test('replaces ajv-formats email so every instance judges an address alike', () => {
    const ajv = createServerAjv();
    // ajv-formats accepts a bare host; the portal's rule does not.
    expect(ajv.validate({ type: 'string', format: 'email' }, 'a@localhost')).toBe(false);
  });
});

describe('createServerAjv', () => {
  test('speaks JSON Schema 2020-12', () => {
    const ajv = createServerAjv();
    const validate = ajv.compile({
      type: 'array',
      prefixItems: [{ type: 'string', format: 'month-year' }],
      items: false,
    });
    expect(validate(['01/2030'])).toBe(true);
    expect(validate(['13/2030'])).toBe(false);
    expect(validate(['01/2030', 'extra'])).toBe(false);
  });

  test('is strict about unknown keywords and formats', () => {
    const ajv = createServerAjv();
    expect(() => ajv.compile({ type: 'string', maxlength: 3 })).toThrow(/unknown keyword/);
    expect(() => ajv.compile({ type: 'string', format: 'phon' })).toThrow(/unknown format/);
    expect(() => ajv.compile({ type: 'string', 'x-zip-country': '' })).toThrow();
  });

  test('accepts the OpenAPI schema annotations', () => {
    const ajv = createServerAjv();
    expect(() => ajv.compile({ type: 'string', example: '555-1234567', externalDocs: { url: 'https://x.example' } })).not.toThrow();
  });

  test('reports every problem at once', () => {
    const ajv = createServerAjv();
    const validate = ajv.compile({
      type: 'object',
      properties: { a: { type: 'string', format: 'phone' }, b: { type: 'string', format: 'email' } },
    });
    validate({ a: 'x', b: 'y' });
    expect(toFieldErrors(validate.errors).map((e) => e.field)).toEqual(['a', 'b']);
  });

  test('options override the defaults', () => {
    const ajv = createServerAjv({ coerceTypes: true });
    expect(ajv.validate({ type: 'object', properties: { n: { type: 'number' } } }, { n: '12' })).toBe(true);
  });
});

describe('createFormValidator', () => {
  // The contract's extensions are outside RJSF's JSON Schema 7 type.
  const schema = {
    type: 'object',
    required: ['email', 'terms'],
    properties: {
      email: { type: 'string', format: 'email' },
      terms: { type: 'boolean', const: true, 'x-message-key': 'TERMS_REQUIRED' },
      country: { type: 'string' },
      zip: { type: 'string', format: 'zip', 'x-zip-country': 'country' },
    },
  } as RJSFSchema;

  test('gives RJSF errors the catalogue text and key', () => {
    const validator = createFormValidator();
    const { errors, errorSchema } = validator.validateFormData({ email: 'bad', terms: false }, schema);
    expect(errors.map((e) => [e.property, e.message, e.params?.messageKey])).toEqual([
      ['.email', 'The email address does not appear to be valid.', 'INVALID_EMAIL'],
      ['.terms', 'Terms and Condition should be selected.', 'TERMS_REQUIRED'],
    ]);
    expect(errorSchema).toMatchObject({ email: { __errors: ['The email address does not appear to be valid.'] } });
  });

  test('required errors name the missing property and keep its key', () => {
    const { errors } = createFormValidator().validateFormData({}, schema);
    expect(errors.map((e) => [e.property, e.params?.messageKey, e.params?.missingProperty])).toEqual([
      ['email', 'REQUIRED_FIELD', 'email'],
      ['terms', 'TERMS_REQUIRED', 'terms'],
    ]);
  });

  test('the ZIP shows the country message alone', () => {
    const { errors } = createFormValidator().validateFormData(
      { email: 'a@dealer.com', terms: true, country: 'Canada', zip: '1234' },
      schema,
    );
    expect(errors.map((e) => e.message)).toEqual(['Invalid ZIP format. Please enter ZIP Code in format: A1A 1A1.']);
  });

  test('translates through the function it is given', () => {
    const validator = createFormValidator({ translate: (key) => `fr:${key}` });
    const { errors } = validator.validateFormData({ email: 'bad', terms: true }, schema);
    expect(errors.map((e) => e.message)).toEqual(['fr:INVALID_EMAIL']);
  });

  test('speaks JSON Schema 2020-12', () => {
    const validator = createFormValidator();
    const tuple = { type: 'array', prefixItems: [{ type: 'string' }], items: false } as RJSFSchema;
    expect(validator.isValid(tuple, ['a'], tuple)).toBe(true);
    expect(validator.isValid(tuple, ['a', 'b'], tuple)).toBe(false);
  });
});
