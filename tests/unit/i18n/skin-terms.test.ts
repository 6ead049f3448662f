// A skin's own words (issue #20: Genesis reads "Retailer" everywhere): the catalogues' texts
// take them, whole words only and in the language's own list; data shown through t() does not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/setup.ts';
import { applySkinTerms, type SkinTerms } from '../../../src/i18n/skin-terms.ts';

const genesis = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../oem-skins/genesis/skin.json'), 'utf8')) as { terms: SkinTerms };

describe('skin terms', () => {
  it('say the Genesis words in the catalogues\' English and French texts, and stop when another skin applies', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('FIELD_DEALER_CODE')).toBe('Dealer Code');
    applySkinTerms(i18n, genesis.terms);
    expect(i18n.t('FIELD_DEALER_CODE')).toBe('Retailer Code');
    expect(i18n.t('FIELD_DEALER_NAME')).toBe('Retailer Name');
    expect(i18n.t('FIELD_DEALER_CODE', { lng: 'fr' })).toBe('Code du détaillant');

    applySkinTerms(i18n, undefined);
    expect(i18n.t('FIELD_DEALER_CODE')).toBe('Dealer Code');
  });

  it('leave a text no catalogue holds (a name from the data) and words that only contain a term', () => {
    const i18n = createI18n({ language: 'en' });
    applySkinTerms(i18n, { en: { Dealer: 'Retailer' } });
    expect(i18n.t('Premier Dealer of Indianapolis')).toBe('Premier Dealer of Indianapolis');
    expect(i18n.t('FIELD_DEALER_CODE')).toBe('Retailer Code');
    applySkinTerms(i18n, { en: { Deal: 'Offer' } });
    expect(i18n.t('FIELD_DEALER_CODE')).toBe('Dealer Code');
  });

  it('keep each i18n instance\'s skin to itself', () => {
    const first = createI18n({ language: 'en' });
    const second = createI18n({ language: 'en' });
    applySkinTerms(first, genesis.terms);
    expect(first.t('FIELD_DEALER_CODE')).toBe('Retailer Code');
    expect(second.t('FIELD_DEALER_CODE')).toBe('Dealer Code');
  });
});
