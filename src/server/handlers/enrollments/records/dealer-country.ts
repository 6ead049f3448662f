/**
 * Countries as the spec writes them (business-areas §5: "ca, canada, us, usa; default us") and
 * as dealers.country stores them (US, CA). The contract reads them back in lower case.
 */
import { zipCountryOf, type ZipCountry } from '../../../../rules/core.ts';
import type { Country } from '../../../db/vocabulary.ts';

export const storedCountryOf = (country: string): Country => (zipCountryOf(country) === 'ca' ? 'CA' : 'US');

export const contractCountryOf = (country: Country): ZipCountry => (country === 'CA' ? 'ca' : 'us');
