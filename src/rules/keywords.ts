import type { AnySchemaObject, ErrorObject, KeywordDefinition } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import { MESSAGE_KEYS } from './messages.ts';
import { isZipFor, zipCountryOf } from './zip.ts';

export const ZIP_COUNTRY_KEYWORD = 'x-zip-country';
export const MESSAGE_KEY_KEYWORD = 'x-message-key';

export interface ZipCountryErrorParams {
  readonly country: 'us' | 'ca';
  readonly countryProperty: string;
}

/**
 * `x-zip-country: <sibling>` on a ZIP property: the sibling names the country, read from the
 * object holding the ZIP (a missing object or sibling means US, the spec's default).
 */
function validateZipByCountry(
  countryProperty: string,
  zip: string,
  parentSchema?: AnySchemaObject,
  dataCxt?: DataValidationCxt,
): boolean {
  const parent: unknown = dataCxt?.parentData;
  const country = zipCountryOf(
    parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>)[countryProperty] : undefined,
  );
  if (isZipFor(zip, country)) return true;
  const params: ZipCountryErrorParams = { country, countryProperty };
  // ajv does not attach parentSchema to a function keyword's errors; it is set here so an
  // `x-message-key` next to the ZIP applies to this error as it does to every other.
  validateZipByCountry.errors = [
    { keyword: ZIP_COUNTRY_KEYWORD, message: `must be a ${country.toUpperCase()} ZIP`, params, ...(parentSchema ? { parentSchema } : {}) },
  ];
  return false;
}
/** ajv reads a function keyword's errors from the function, right after each failing call. */
validateZipByCountry.errors = undefined as Partial<ErrorObject>[] | undefined;

export const RULE_KEYWORDS: readonly KeywordDefinition[] = [
  {
    keyword: ZIP_COUNTRY_KEYWORD,
    type: 'string',
    schemaType: 'string',
    metaSchema: { type: 'string', minLength: 1 },
    errors: true,
    validate: validateZipByCountry,
  },
  {
    // An annotation: it never fails; toFieldErrors and the form validator read it. The meta
    // schema holds it to the catalogue so a misspelt key in the contract fails at compile time.
    keyword: MESSAGE_KEY_KEYWORD,
    schemaType: 'string',
    metaSchema: { type: 'string', enum: MESSAGE_KEYS },
  },
];
