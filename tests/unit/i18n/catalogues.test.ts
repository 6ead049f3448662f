import { describe, expect, it } from 'vitest';
import { EN_PARTS, FR_PARTS } from '../../../src/i18n/catalogues.ts';

describe('message catalogues', () => {
  it('defines each key in one part only (a second definition would silently win)', () => {
    const owners = new Map<string, string[]>();
    for (const [part, messages] of Object.entries(EN_PARTS)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), part]);
    }
    const twice = [...owners].filter(([, parts]) => parts.length > 1).map(([key, parts]) => `${key}: ${parts.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it.each(Object.keys(EN_PARTS))('part %s has the same keys in English and French, none empty', (part) => {
    const english = EN_PARTS[part as keyof typeof EN_PARTS] as Record<string, string>;
    const french = FR_PARTS[part as keyof typeof FR_PARTS] as Record<string, string>;
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    expect(Object.entries(french).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
