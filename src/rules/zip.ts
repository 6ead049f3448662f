export type ZipCountry = 'us' | 'ca';

const US_ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
// letter-digit-letter digit-letter-digit; the space between the halves is optional because
// dealers type both "K1A 0B1" and "K1A0B1".
const CANADIAN_ZIP_PATTERN = /^[a-z]\d[a-z] ?\d[a-z]\d$/i;

export function isUsZip(value: string): boolean {
  return US_ZIP_PATTERN.test(value);
}

export function isCanadianZip(value: string): boolean {
  return CANADIAN_ZIP_PATTERN.test(value);
}

/** The spec's country choice: ca or canada (any case) is Canadian; us, usa, anything else or nothing is US. */
export function zipCountryOf(country: unknown): ZipCountry {
  if (typeof country !== 'string') return 'us';
  const normalized = country.trim().toLowerCase();
  return normalized === 'ca' || normalized === 'canada' ? 'ca' : 'us';
}

export function isZipFor(value: string, country: ZipCountry): boolean {
  return country === 'ca' ? isCanadianZip(value) : isUsZip(value);
}

/**
 * The `zip` format alone cannot see the country, so it accepts the shape of either supported
 * country; `x-zip-country` then pins the value to the country its sibling names.
 */
export function isZipOfSupportedCountry(value: string): boolean {
  return isUsZip(value) || isCanadianZip(value);
}
