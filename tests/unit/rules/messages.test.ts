import { describe, expect, test } from 'vitest';
import { REASON_MAX_LENGTH_EXCLUSIVE } from '../../../src/constants.ts';
import { MESSAGE_KEYS, interpolate, isMessageKey, translateEnglish } from '../../../src/rules/index.ts';
import { en, fr } from '../../../src/i18n/catalogues.ts';

// The spec's texts, verbatim (business-areas §5, portal-shell §4.5, §5.1, §5.5).
const SPEC_TEXTS = {
  REQUIRED_FIELD: 'This field is required.',
  INVALID_EMAIL: 'The email address does not appear to be valid.',
  INVALID_PHONE: 'Please enter valid Phone Number in format: xxx-xxxxxxx or (xxx) xxx -xxxx.',
  INVALID_ZIP: 'Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.',
  INVALID_URL: 'Website URL must be valid.',
  TERMS_REQUIRED: 'Terms and Condition should be selected.',
  EULA_REQUIRED: 'Please accept current End User License Agreement.',
  LEAD_PROVIDER_REQUIRED: 'Please select one Lead Provider or more.',
  INVALID_BUDGET: 'Please enter valid value for budget',
  USERNAME_REQUIRED: 'Username required',
  PASSWORD_REQUIRED: 'Password required',
  AT_LEAST_ONE_VALUE_REQUIRED: 'Please enter atleast one value',
  VALID_EMAIL_REQUIRED: 'Valid email required',
  CHANGE_PASSWORD_NO_PERMISSION: 'You do not have permission to change password',
  PASSWORD_UPDATED: 'Password updated successfully.',
} as const;

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  test.each(Object.entries(SPEC_TEXTS))('%s is the spec text', (key, text) => {
    expect(isMessageKey(key)).toBe(true);
    expect(translateEnglish(key as keyof typeof en)).toBe(text);
  });

  test('the reason message resolves to the spec text with the limit constant', () => {
    expect(translateEnglish('REASON_TOO_LONG', { limit: REASON_MAX_LENGTH_EXCLUSIVE })).toBe('Must be less than 255 characters');
  });

  // UI and validation keys are upper case (a language-name key ends in its code). Menu names
  // arrive from the server and are translated by their raw name, which is also the English
  // fallback (portal-shell §2.4), so such a key is its own English text. Lower-case enum codes
  // the contract sends (country "us", "ca") are the other raw values shown translated (the
  // definitions' `translated` format). A browser tab's title is keyed by its route's name as
  // portal-shell §2.1 spells it (ROUTE_TITLE_manageEnrollments).
  test('keys are upper case, a lower-case enum code, a route title, or a menu name that is its own English text', () => {
    for (const key of MESSAGE_KEYS) {
      if (!/^[A-Z][A-Z0-9_]*(_[a-z]{2})?$/.test(key) && !/^[a-z]+$/.test(key) && !/^ROUTE_TITLE_[A-Za-z][A-Za-z0-9]*$/.test(key)) expect(en[key]).toBe(key);
    }
  });

  test('French has every English key and no other', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  test.each(MESSAGE_KEYS.map((key) => [key]))('%s: French is translated and keeps the placeholders', (key) => {
    const french = fr[key];
    expect(french.trim()).not.toBe('');
    expect(placeholders(french)).toEqual(placeholders(en[key]));
  });

  test('interpolate fills known placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Must be at most {{limit}} characters', { limit: 250 })).toBe('Must be at most 250 characters');
    expect(interpolate('{{ a }} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });

  test('isMessageKey refuses inherited and unknown names', () => {
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('NOPE')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
