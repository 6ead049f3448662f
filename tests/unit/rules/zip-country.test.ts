import { describe, expect, test } from 'vitest';
import { createServerAjv, toFieldErrors, zipCountryOf } from '../../../src/rules/index.ts';

const US_MESSAGE = 'Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.';
const CA_MESSAGE = 'Invalid ZIP format. Please enter ZIP Code in format: A1A 1A1.';

const validate = createServerAjv().compile({
  type: 'object',
  properties: {
    country: { type: 'string' },
    zip: { type: 'string', format: 'zip', 'x-zip-country': 'country' },
  },
});

function zipErrors(data: Record<string, unknown>) {
  validate(data);
  return toFieldErrors(validate.errors);
}

const US_VALID = ['12345', '00501', '12345-6789'];
const US_INVALID = ['', '1234', '123456', '12345-678', '12345-67890', '12345 6789', '12345-', 'abcde', 'K1A 0B1'];
const CA_VALID = ['K1A 0B1', 'k1a 0b1', 'K1A0B1', 'h2x 1Y4'];
const CA_INVALID = ['', '12345', '12345-6789', 'K1A-0B1', 'K1A  0B1', 'KKA 0B1', 'K1A 0B', '1K1 A0B', ' K1A 0B1'];

describe.each(['ca', 'CA', 'Canada', 'CANADA', 'canada'])('country %j is Canadian', (country) => {
  test.each(CA_VALID.map((zip) => [zip]))('accepts %j', (zip) => {
    expect(zipErrors({ country, zip })).toEqual([]);
  });
  test.each(CA_INVALID.map((zip) => [zip]))('refuses %j with the Canadian message only', (zip) => {
    expect(zipErrors({ country, zip })).toEqual([{ field: 'zip', messageKey: 'INVALID_ZIP_CA', message: CA_MESSAGE }]);
  });
});

describe.each([['us'], ['US'], ['usa'], ['USA'], ['Mexico'], [''], [undefined]])('country %j is US', (country) => {
  test.each(US_VALID.map((zip) => [zip]))('accepts %j', (zip) => {
    expect(zipErrors({ country, zip })).toEqual([]);
  });
  test.each(US_INVALID.map((zip) => [zip]))('refuses %j with the US message only', (zip) => {
    expect(zipErrors({ country, zip })).toEqual([{ field: 'zip', messageKey: 'INVALID_ZIP', message: US_MESSAGE }]);
  });
});

test('a country that is not a string counts as absent', () => {
  const loose = createServerAjv().compile({
    type: 'object',
    properties: { zip: { type: 'string', format: 'zip', 'x-zip-country': 'country' } },
  });
  expect(loose({ country: 124, zip: '12345' })).toBe(true);
  expect(loose({ country: { code: 'CA' }, zip: 'K1A 0B1' })).toBe(false);
  expect(toFieldErrors(loose.errors)[0]?.messageKey).toBe('INVALID_ZIP');
});

test('zip without x-zip-country reports the US message for a shape of neither country', () => {
  const bare = createServerAjv().compile({ type: 'object', properties: { zip: { type: 'string', format: 'zip' } } });
  bare({ zip: '1234' });
  expect(toFieldErrors(bare.errors)).toEqual([{ field: 'zip', messageKey: 'INVALID_ZIP', message: US_MESSAGE }]);
});

test('the country is read from the same object in each array entry', () => {
  const billing = createServerAjv().compile({
    type: 'array',
    items: {
      type: 'object',
      properties: { country: { type: 'string' }, zip: { type: 'string', format: 'zip', 'x-zip-country': 'country' } },
    },
  });
  billing([
    { country: 'CA', zip: 'K1A 0B1' },
    { country: 'US', zip: 'K1A 0B1' },
    { country: 'Canada', zip: '12345' },
  ]);
  expect(toFieldErrors(billing.errors).map(({ field, messageKey }) => [field, messageKey])).toEqual([
    ['1.zip', 'INVALID_ZIP'],
    ['2.zip', 'INVALID_ZIP_CA'],
  ]);
});

test('zipCountryOf trims and ignores case', () => {
  expect(zipCountryOf(' Canada ')).toBe('ca');
  expect(zipCountryOf('cA')).toBe('ca');
  expect(zipCountryOf('can')).toBe('us');
  expect(zipCountryOf(null)).toBe('us');
});
