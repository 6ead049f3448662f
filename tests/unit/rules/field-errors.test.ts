import { describe, expect, test } from 'vitest';
import type { ErrorObject } from 'ajv';
import { MAX_DEALER_CONTACTS, TEXT_MAX_LENGTH } from '../../../src/constants.ts';
import { createServerAjv, interpolate, toFieldErrors } from '../../../src/rules/index.ts';
import { fr } from '../../../src/i18n/catalogues.ts';

const ajv = createServerAjv();

const contact = {
  type: 'object',
  required: ['title', 'name', 'email', 'phone'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: TEXT_MAX_LENGTH },
    name: { type: 'string', minLength: 1, maxLength: TEXT_MAX_LENGTH },
    email: { type: 'string', format: 'email', maxLength: TEXT_MAX_LENGTH },
    phone: { type: 'string', format: 'phone', maxLength: TEXT_MAX_LENGTH },
  },
};
const dealer = {
  type: 'object',
  properties: { contacts: { type: 'array', maxItems: MAX_DEALER_CONTACTS, items: contact } },
};
const validContact = { title: 'GM', name: 'Ann Lee', email: 'ann@dealer.com', phone: '555-1234567' };

function errorsFor(schema: object, data: unknown) {
  const validate = ajv.compile(schema);
  expect(validate(data)).toBe(false);
  return toFieldErrors(validate.errors);
}

describe('toFieldErrors', () => {
  test('no errors, no entries', () => {
    expect(toFieldErrors(null)).toEqual([]);
    expect(toFieldErrors(undefined)).toEqual([]);
    expect(toFieldErrors([])).toEqual([]);
  });

  test('paths are dotted and reach into arrays', () => {
    const data = { contacts: [validContact, validContact, { ...validContact, email: 'ann@', phone: '5551234567' }] };
    expect(errorsFor(dealer, data)).toEqual([
      { field: 'contacts.2.email', messageKey: 'INVALID_EMAIL', message: 'The email address does not appear to be valid.' },
      {
        field: 'contacts.2.phone',
        messageKey: 'INVALID_PHONE',
        message: 'Please enter valid Phone Number in format: xxx-xxxxxxx or (xxx) xxx -xxxx.',
      },
    ]);
  });

  test('a required error points at the missing property', () => {
    const { email: _email, ...withoutEmail } = validContact;
    expect(errorsFor(dealer, { contacts: [validContact, withoutEmail] })).toEqual([
      { field: 'contacts.1.email', messageKey: 'REQUIRED_FIELD', message: 'This field is required.' },
    ]);
  });

  test('an empty required text reads as required, not as a length problem', () => {
    expect(errorsFor(dealer, { contacts: [{ ...validContact, title: '' }] })).toEqual([
      { field: 'contacts.0.title', messageKey: 'REQUIRED_FIELD', message: 'This field is required.' },
    ]);
  });

  test('one entry per field problem, several problems of one field each listed', () => {
    const long = `${'a'.repeat(TEXT_MAX_LENGTH)}@x`;
    expect(errorsFor(dealer, { contacts: [{ ...validContact, email: long }] }).map((e) => [e.field, e.messageKey])).toEqual([
      ['contacts.0.email', 'MAX_LENGTH'],
      ['contacts.0.email', 'INVALID_EMAIL'],
    ]);
  });

  test('an unknown property is named as the field', () => {
    expect(errorsFor(dealer, { contacts: [{ ...validContact, fax: '1' }] })).toEqual([
      { field: 'contacts.0.fax', messageKey: 'UNKNOWN_PROPERTY', message: 'This field is not allowed.' },
    ]);
  });

  test('too many contacts carries the limit', () => {
    const contacts = Array.from({ length: MAX_DEALER_CONTACTS + 1 }, () => validContact);
    expect(errorsFor(dealer, { contacts })).toEqual([
      { field: 'contacts', messageKey: 'MAX_ITEMS', message: 'Must have at most 5 items' },
    ]);
  });

  test('failed alternatives report the combinator once, not each branch', () => {
    const selection = {
      type: 'object',
      properties: {
        leadProviders: {
          type: 'object',
          'x-message-key': 'LEAD_PROVIDER_REQUIRED',
          anyOf: [{ required: ['dealerWebsite'] }, { required: ['thirdParty'] }, { $ref: '#/$defs/crm' }],
        },
        email: { type: 'string', format: 'email' },
      },
      $defs: { crm: { type: 'object', required: ['crm'] } },
    };
    expect(errorsFor(selection, { leadProviders: {}, email: 'bad' })).toEqual([
      { field: 'leadProviders', messageKey: 'LEAD_PROVIDER_REQUIRED', message: 'Please select one Lead Provider or more.' },
      { field: 'email', messageKey: 'INVALID_EMAIL', message: 'The email address does not appear to be valid.' },
    ]);
  });

  test('a sibling keyword of a combinator keeps its own error', () => {
    const schema = { type: 'object', not: { required: ['legacy'] }, anyOf: [{ required: ['a'] }, { required: ['b'] }] };
    expect(errorsFor(schema, { legacy: 1 }).map((e) => [e.field, e.messageKey])).toEqual([
      ['', 'NOT_ALLOWED'],
      ['', 'ANY_OF_NONE'],
    ]);
    const validate = ajv.compile(schema);
    validate({ legacy: 1 });
    expect(validate.errors?.map((e) => e.keyword)).toEqual(['not', 'required', 'required', 'anyOf']);
  });

  test('if/then reports the failing then-rule only', () => {
    const schema = {
      type: 'object',
      properties: { country: { type: 'string' }, state: { type: 'string' } },
      if: { properties: { country: { const: 'US' } }, required: ['country'] },
      then: { required: ['state'] },
    };
    expect(errorsFor(schema, { country: 'US' })).toEqual([
      { field: 'state', messageKey: 'REQUIRED_FIELD', message: 'This field is required.' },
    ]);
  });

  test('messages can come from another catalogue', () => {
    const translateFr = (key: keyof typeof fr, params?: Record<string, string | number>) => interpolate(fr[key], params);
    const validate = ajv.compile(dealer);
    validate({ contacts: [{ ...validContact, name: 'n'.repeat(TEXT_MAX_LENGTH + 1) }] });
    expect(toFieldErrors(validate.errors, translateFr)).toEqual([
      { field: 'contacts.0.name', messageKey: 'MAX_LENGTH', message: 'Doit comporter au plus 250 caractères' },
    ]);
  });

  test('property names quoted by RJSF are read unquoted', () => {
    const quoted: ErrorObject = {
      keyword: 'required',
      instancePath: '/contacts/0',
      schemaPath: '#/required',
      params: { missingProperty: "'email'" },
      parentSchema: { properties: { email: { type: 'string', 'x-message-key': 'VALID_EMAIL_REQUIRED' } } },
    };
    expect(toFieldErrors([quoted])).toEqual([
      { field: 'contacts.0.email', messageKey: 'VALID_EMAIL_REQUIRED', message: 'Valid email required' },
    ]);
  });

  test('JSON pointer escapes are decoded', () => {
    const schema = { type: 'object', properties: { 'a/b': { type: 'string', format: 'phone' } } };
    expect(errorsFor(schema, { 'a/b': 'x' })[0]?.field).toBe('a/b');
  });
});
