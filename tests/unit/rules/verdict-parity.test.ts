import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { TEXT_MAX_LENGTH } from '../../../src/constants.ts';
import {
  RULE_FORMATS,
  createFormValidator,
  createServerAjv,
  isZipFor,
  zipCountryOf,
  type RuleFormatName,
} from '../../../src/rules/index.ts';
import { characterCount } from '../../../src/rules/character-count.ts';

/**
 * The browser form, the server and the rule itself must give the same verdict on the same input
 * (DESIGN §1). Random text rarely lands near a rule's edge, so each rule also gets inputs built
 * around its boundaries: right shapes with one character off, lengths either side of a limit.
 */
const server = createServerAjv();
const form = createFormValidator();
const RUNS = 300;

function verdicts(schema: Record<string, unknown>, data: unknown) {
  const serverVerdict = server.validate(schema, data);
  const formVerdict = form.validateFormData(data, schema).errors.length === 0;
  const formIsValid = form.isValid(schema, data, schema);
  return { serverVerdict, formVerdict, formIsValid };
}

const chars = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

/** A valid value, or one edit away from one: the inputs that sit on a rule's edge. */
function nearValid(valid: fc.Arbitrary<string>, alphabet: string): fc.Arbitrary<string> {
  const edited = fc
    .tuple(valid, fc.nat(), fc.constantFrom('insert', 'delete', 'replace'), fc.constantFrom(...alphabet))
    .map(([text, at, edit, char]) => {
      const i = at % (text.length + 1);
      if (edit === 'insert') return text.slice(0, i) + char + text.slice(i);
      if (edit === 'delete') return text.slice(0, i) + text.slice(i + 1);
      return text.slice(0, i) + char + text.slice(i + 1);
    });
  return fc.oneof(valid, edited);
}

/** A Luhn-valid number of 10 to 21 digits (the rule wants 12 to 19), with dashes sprinkled in. */
const luhnNumber = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 20 }), fc.array(fc.nat(25), { maxLength: 4 }))
  .map(([body, dashPositions]) => {
    let sum = 0;
    body.forEach((digit, i) => {
      // Counted from the right once the check digit is appended, body's last digit is doubled.
      let d = (body.length - 1 - i) % 2 === 0 ? digit * 2 : digit;
      if (d > 9) d -= 9;
      sum += d;
    });
    const digits = [...body, (10 - (sum % 10)) % 10].join('');
    return dashPositions.reduce((text, p) => `${text.slice(0, p % (text.length + 1))}-${text.slice(p % (text.length + 1))}`, digits);
  });

const validEmail = fc.stringMatching(/^[a-z0-9]{1,5}(\.[a-z0-9+]{1,3})?@[a-z0-9]{1,5}(-[a-z0-9]{1,3})?\.[a-z]{2,4}$/);

const NEAR_BOUNDARY: Record<RuleFormatName, fc.Arbitrary<string>> = {
  email: nearValid(validEmail, 'a1.@-+ _'),
  emails: nearValid(
    fc.tuple(fc.array(validEmail, { minLength: 1, maxLength: 3 }), fc.constantFrom(',', ', ', ' , ')).map(([list, sep]) => list.join(sep)),
    ', ;@.a',
  ),
  phone: nearValid(fc.stringMatching(/^(\d{3}-\d{7}|\(\d{3}\) \d{3}-\d{4})$/), '0123456789()- '),
  'enrollment-phone': nearValid(fc.stringMatching(/^(\d{3}-\d{3}-\d{4}|\(\d{3}\) \d{3}-\d{4})$/), '0123456789()- '),
  zip: nearValid(fc.stringMatching(/^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/), '0123456789aZ- '),
  'website-url': nearValid(
    fc.stringMatching(/^(https?:\/\/)?[a-z0-9]{1,6}(-[a-z0-9]{1,3})?\.[a-z]{2,4}(\/[a-z0-9]{0,4})?$/),
    'a1.-/: ',
  ),
  'card-number': nearValid(luhnNumber, '0123456789- '),
  'month-year': nearValid(fc.stringMatching(/^(0[1-9]|1[0-2])\/\d{4}$/), '0123456789/'),
  'security-code': nearValid(fc.stringMatching(/^\d{3,4}$/), '0123456789a'),
  reason: fc.string({ unit: 'binary', minLength: 250, maxLength: 260 }),
  'strong-password': nearValid(fc.stringMatching(/^[A-Z][a-z]{5,7}\d[!@#$%^&+=*,._]$/), 'aA1!-)É '),
};

describe.each(Object.keys(RULE_FORMATS) as RuleFormatName[])('format %s', (format) => {
  const schema = { type: 'object', properties: { v: { type: 'string', format } } };
  const oracle = RULE_FORMATS[format].validate;

  test('form, server and rule agree on random and near-boundary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), NEAR_BOUNDARY[format]), (value) => {
        const { serverVerdict, formVerdict, formIsValid } = verdicts(schema, { v: value });
        expect(formVerdict).toBe(serverVerdict);
        expect(formIsValid).toBe(serverVerdict);
        expect(serverVerdict).toBe(oracle(value));
      }),
      { numRuns: RUNS },
    );
  });

  test('the boundary generator produces both verdicts', () => {
    const samples = fc.sample(NEAR_BOUNDARY[format], 400).map(oracle);
    expect(samples).toContain(true);
    expect(samples).toContain(false);
  });
});

test('ZIP by country: form, server and rule agree', () => {
  const schema = {
    type: 'object',
    properties: { country: { type: 'string' }, zip: { type: 'string', format: 'zip', 'x-zip-country': 'country' } },
  };
  const country = fc.option(fc.oneof(fc.mixedCase(fc.constantFrom('ca', 'canada', 'us', 'usa', 'mx')), fc.string()), { nil: undefined });
  const zip = fc.oneof(fc.string(), NEAR_BOUNDARY.zip);
  fc.assert(
    fc.property(country, zip, (c, z) => {
      const data = c === undefined ? { zip: z } : { country: c, zip: z };
      const { serverVerdict, formVerdict, formIsValid } = verdicts(schema, data);
      expect(formVerdict).toBe(serverVerdict);
      expect(formIsValid).toBe(serverVerdict);
      expect(serverVerdict).toBe(isZipFor(z, zipCountryOf(c)));
    }),
    { numRuns: RUNS * 2 },
  );
});

test('text length 250: form, server and rule agree', () => {
  const schema = { type: 'object', properties: { v: { type: 'string', maxLength: TEXT_MAX_LENGTH } } };
  fc.assert(
    fc.property(fc.string({ unit: 'binary', minLength: TEXT_MAX_LENGTH - 5, maxLength: TEXT_MAX_LENGTH + 5 }), (value) => {
      const { serverVerdict, formVerdict, formIsValid } = verdicts(schema, { v: value });
      expect(formVerdict).toBe(serverVerdict);
      expect(formIsValid).toBe(serverVerdict);
      expect(serverVerdict).toBe(characterCount(value) <= TEXT_MAX_LENGTH);
    }),
    { numRuns: RUNS },
  );
});
