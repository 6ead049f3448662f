import { describe, expect, test } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../../src/constants.ts';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  RULE_NEUTRAL,
  RULE_SATISFIED,
  RULE_VIOLATED,
  isStrongPassword,
  passwordRuleIndicators,
  translateEnglish,
} from '../../../src/rules/index.ts';

const indicators = (password: string) => passwordRuleIndicators(password).map(({ indicator }) => indicator);

describe('password rule indicators (portal-shell §4.5)', () => {
  test('one indicator per rule, in the dialog order', () => {
    expect(passwordRuleIndicators('x').map(({ rule }) => rule)).toEqual(['length', 'case', 'digit', 'special']);
  });
  test('an empty input leaves every indicator neutral', () => {
    expect(indicators('')).toEqual([RULE_NEUTRAL, RULE_NEUTRAL, RULE_NEUTRAL, RULE_NEUTRAL]);
    expect(RULE_NEUTRAL).toBe(0);
  });
  test.each([
    ['a', [2, 2, 2, 2]],
    ['abcdefgh', [1, 2, 2, 2]],
    ['Abcdefg', [2, 1, 2, 2]],
    ['ABCDEFGH', [1, 2, 2, 2]],
    ['abcdefg1', [1, 2, 1, 2]],
    ['abcdefg!', [1, 2, 2, 1]],
    ['Abcdefg1', [1, 1, 1, 2]],
    ['Abcdef1!', [1, 1, 1, 1]],
    ['Abc1!', [2, 1, 1, 1]],
  ] as const)('%j gives %j', (password, expected) => {
    expect(indicators(password)).toEqual(expected);
    expect(isStrongPassword(password)).toBe(expected.every((i) => i === RULE_SATISFIED));
  });
  test('satisfied is 1 and violated is 2', () => {
    expect([RULE_SATISFIED, RULE_VIOLATED]).toEqual([1, 2]);
  });
});

describe('strength rules', () => {
  test(`length: ${PASSWORD_MIN_LENGTH} characters are enough, one fewer is not`, () => {
    const base = 'Aa1!';
    expect(isStrongPassword(base + 'x'.repeat(PASSWORD_MIN_LENGTH - base.length))).toBe(true);
    expect(isStrongPassword(base + 'x'.repeat(PASSWORD_MIN_LENGTH - base.length - 1))).toBe(false);
  });
  test('every character of the chosen special set counts', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&+=*,._');
    for (const special of PASSWORD_SPECIAL_CHARACTERS) expect(isStrongPassword(`Abcdefg1${special}`)).toBe(true);
  });
  test('characters only the other source lists do not count as special', () => {
    for (const other of [')', '(', '-', ' ', '?', '~']) expect(isStrongPassword(`Abcdefg1${other}`)).toBe(false);
  });
  test('an accented capital is an uppercase letter', () => {
    expect(isStrongPassword('École123!')).toBe(true);
  });
  test('the strength message and rule labels name the length and the set', () => {
    expect(translateEnglish('PASSWORD_RULE_LENGTH', { minLength: PASSWORD_MIN_LENGTH })).toBe('At least 8 characters');
    expect(translateEnglish('PASSWORD_RULE_SPECIAL', { specials: PASSWORD_SPECIAL_CHARACTERS })).toBe(
      'At least one special character from !@#$%^&+=*,._',
    );
  });
});
