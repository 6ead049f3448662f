import { describe, expect, test } from 'vitest';
import { REASON_MAX_LENGTH_EXCLUSIVE, TEXT_MAX_LENGTH } from '../../../src/constants.ts';
import { createServerAjv, toFieldErrors, type FieldError } from '../../../src/rules/index.ts';

const ajv = createServerAjv();

/** Validates `{ v: value }` against one property schema, as the server would a request body. */
function check(property: Record<string, unknown>, value: unknown): FieldError[] {
  const validate = ajv.compile({ type: 'object', properties: { v: property } });
  validate({ v: value });
  return toFieldErrors(validate.errors);
}

interface FormatCase {
  readonly format: string;
  readonly message: string;
  readonly valid: readonly string[];
  readonly invalid: readonly string[];
}

// Messages are the spec's exact texts where it gives one (business-areas §5, portal-shell §5).
const FORMAT_CASES: readonly FormatCase[] = [
  {
    format: 'email',
    message: 'The email address does not appear to be valid.',
    valid: ['dealer@example.com', 'first.last+leads@sub.example.co', "o'neil@dealer.ca", 'UPPER@EXAMPLE.COM'],
    invalid: ['', 'plain', 'a@b', 'a@b.c', 'a b@example.com', '@example.com', 'a@.com', 'a..b@example.com', '.a@example.com', 'a@example..com', 'a@-example.com', `${'a'.repeat(250)}@x.com`, 'a@example.com,b@example.com'],
  },
  {
    format: 'emails',
    message: 'The email address does not appear to be valid.',
    valid: ['leads@dealer.com', 'a@example.com,b@example.org', 'a@example.com, b@example.org ,c@example.net'],
    invalid: ['', 'a@example.com;b@example.org', 'a@example.com,', ',a@example.com', 'a@example.com,,b@example.org', 'a@example.com, bad', 'a@example.com b@example.org'],
  },
  {
    format: 'phone',
    message: 'Please enter valid Phone Number in format: xxx-xxxxxxx or (xxx) xxx -xxxx.',
    valid: ['555-1234567', '(555) 123-4567'],
    invalid: ['', '555-123-4567', '5551234567', '(555)123-4567', '(555) 123 -4567', '(555) 1234567', '555-123456', '555-12345678', '55-51234567', 'abc-defghij', ' 555-1234567', '555-1234567 ', '+1 555-1234567'],
  },
  {
    format: 'enrollment-phone',
    message: 'Please enter valid Phone Number in format: xxx-xxx-xxxx or (xxx) xxx-xxxx.',
    valid: ['555-123-4567', '(555) 123-4567'],
    invalid: ['', '555-1234567', '5551234567', '(555)-123-4567', '(555)123-4567', '555.123.4567', '555-123-45678', '555-12-34567'],
  },
  {
    format: 'website-url',
    message: 'Website URL must be valid.',
    valid: ['https://www.dealer.com', 'http://dealer.com/path?x=1#top', 'www.dealer.com', 'dealer.ca', 'HTTPS://My-Dealer.example.com:8443/'],
    invalid: ['', 'dealer', 'ftp://dealer.com', 'http://', 'http://dealer .com', 'javascript:alert(1)', 'https://dealer.c', 'https://-dealer.com', 'https://dealer.com/a b', 'mailto:a@dealer.com'],
  },
  {
    format: 'card-number',
    message: 'Please enter a valid card number (digits and dashes only).',
    valid: ['4111111111111111', '4111-1111-1111-1111', '378282246310005', '3782-822463-10005', '5555555555554444', '6011111111111117', '4222222222222'],
    invalid: ['', '4111111111111112', '4111-1111-1111-1112', '4111 1111 1111 1111', '4111.1111.1111.1111', 'abcd-efgh-ijkl-mnop', '79927398713', '0', '00000000000000000000', '4111111111111111a'],
  },
  {
    format: 'month-year',
    message: 'Please enter Month/Year in format: MM/YYYY.',
    valid: ['01/2025', '09/1999', '10/2030', '12/2099'],
    invalid: ['', '00/2025', '13/2025', '1/2025', '01/25', '01-2025', '01/20255', ' 01/2025', '01/2025 ', '2025/01', '1a/2025'],
  },
  {
    format: 'security-code',
    message: 'Security code must be 3 or 4 digits.',
    valid: ['123', '000', '1234'],
    invalid: ['', '12', '12345', '12a', 'abc', ' 123', '１２３'],
  },
  {
    format: 'reason',
    message: 'Must be less than 255 characters',
    valid: ['', 'Dealer closed', 'x'.repeat(REASON_MAX_LENGTH_EXCLUSIVE - 1), '😀'.repeat(REASON_MAX_LENGTH_EXCLUSIVE - 1)],
    invalid: ['x'.repeat(REASON_MAX_LENGTH_EXCLUSIVE), 'x'.repeat(REASON_MAX_LENGTH_EXCLUSIVE + 1), '😀'.repeat(REASON_MAX_LENGTH_EXCLUSIVE)],
  },
  {
    format: 'strong-password',
    message: 'Password must be at least 8 characters long and contain an uppercase letter, a lowercase letter, a digit and one special character from !@#$%^&+=*,._',
    valid: ['Abcdef1!', 'Passw0rd.', 'Éléphant9_', 'a,B2cdefg'],
    invalid: ['', 'Abcde1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdefg1-', 'Abcdefg1)'],
  },
];

describe.each(FORMAT_CASES)('format $format', ({ format, message, valid, invalid }) => {
  test.each(valid.map((value) => [value]))('accepts %j', (value) => {
    expect(check({ type: 'string', format }, value)).toEqual([]);
  });
  test.each(invalid.map((value) => [value]))('refuses %j with its message', (value) => {
    expect(check({ type: 'string', format }, value)).toEqual([
      { field: 'v', messageKey: expect.any(String), message },
    ]);
  });
});

describe('standard formats the contract uses', () => {
  test('date is YYYY-MM-DD and a real day', () => {
    expect(check({ type: 'string', format: 'date' }, '2024-02-29')).toEqual([]);
    expect(check({ type: 'string', format: 'date' }, '2023-02-29')[0]?.messageKey).toBe('INVALID_DATE');
    expect(check({ type: 'string', format: 'date' }, '02/01/2024')[0]?.messageKey).toBe('INVALID_DATE');
  });
  test('date-time', () => {
    expect(check({ type: 'string', format: 'date-time' }, '2024-05-01T10:00:00Z')).toEqual([]);
    expect(check({ type: 'string', format: 'date-time' }, '2024-05-01')[0]?.messageKey).toBe('INVALID_DATE_TIME');
  });
});

describe('text length', () => {
  const text = { type: 'string', maxLength: TEXT_MAX_LENGTH };
  test('250 characters pass, 251 are refused with the limit in the message', () => {
    expect(check(text, 'x'.repeat(TEXT_MAX_LENGTH))).toEqual([]);
    expect(check(text, 'x'.repeat(TEXT_MAX_LENGTH + 1))).toEqual([
      { field: 'v', messageKey: 'MAX_LENGTH', message: 'Must be at most 250 characters' },
    ]);
  });
  test('reason text: 254 characters pass, 255 are refused', () => {
    const reason = { type: 'string', format: 'reason' };
    expect(check(reason, 'r'.repeat(254))).toEqual([]);
    expect(check(reason, 'r'.repeat(255))[0]?.messageKey).toBe('REASON_TOO_LONG');
  });
});

describe('x-message-key', () => {
  const schema = {
    type: 'object',
    required: ['terms'],
    properties: { terms: { type: 'boolean', const: true, 'x-message-key': 'TERMS_REQUIRED' } },
  };
  const terms = { field: 'terms', messageKey: 'TERMS_REQUIRED', message: 'Terms and Condition should be selected.' };

  test('reports the terms message when the box is left unticked', () => {
    const validate = ajv.compile(schema);
    expect(validate({ terms: false })).toBe(false);
    expect(toFieldErrors(validate.errors)).toEqual([terms]);
  });
  test('reports it when the box is missing altogether', () => {
    const validate = ajv.compile(schema);
    expect(validate({})).toBe(false);
    expect(toFieldErrors(validate.errors)).toEqual([terms]);
  });
  test('overrides a format message too', () => {
    expect(check({ type: 'string', format: 'email', 'x-message-key': 'VALID_EMAIL_REQUIRED' }, 'nope')).toEqual([
      { field: 'v', messageKey: 'VALID_EMAIL_REQUIRED', message: 'Valid email required' },
    ]);
  });
  test('a budget outside its bounds reads as the budget message', () => {
    expect(check({ type: 'number', minimum: 0, 'x-message-key': 'INVALID_BUDGET' }, -5)).toEqual([
      { field: 'v', messageKey: 'INVALID_BUDGET', message: 'Please enter valid value for budget' },
    ]);
  });
  test('a key outside the catalogue is refused when the schema compiles', () => {
    expect(() => ajv.compile({ type: 'string', 'x-message-key': 'NO_SUCH_KEY' })).toThrow();
  });
});
