import { describe, expect, it } from 'vitest';
import { en, fr } from '../../../src/i18n/catalogues.ts';
import { STUDIO_TEXTS } from '../../../src/studio/i18n/studio-texts.ts';

describe('the studio texts (loaded with its chunk)', () => {
  it('have the same keys in English and French, none empty, none also a portal key', () => {
    expect(Object.keys(STUDIO_TEXTS.fr).sort()).toEqual(Object.keys(STUDIO_TEXTS.en).sort());
    for (const texts of [STUDIO_TEXTS.en, STUDIO_TEXTS.fr]) expect(Object.values(texts).filter((text) => !text.trim())).toEqual([]);
    expect(Object.keys(STUDIO_TEXTS.en).filter((key) => key in en || key in fr)).toEqual([]);
  });
});
