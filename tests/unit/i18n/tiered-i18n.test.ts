// The portal's i18next instance in the browser (issue #11 item 6): one language at a time, the
// shell's texts with the page, the areas' with the first area page; a switch waits for its texts.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, fr } from '../../../src/i18n/catalogues.ts';
import { AREA_TEXTS, FRAME_TEXTS } from '../../../src/i18n/options.ts';
import { createTieredI18n } from '../../../src/i18n/tiered-i18n.ts';
import { EN_AREA_PARTS } from '../../../src/i18n/tiers/en-areas.ts';
import { EN_FRAME_PARTS } from '../../../src/i18n/tiers/en-frame.ts';
import { EN_SHELL_PARTS } from '../../../src/i18n/tiers/en-shell.ts';
import { FR_AREA_PARTS } from '../../../src/i18n/tiers/fr-areas.ts';
import { FR_FRAME_PARTS } from '../../../src/i18n/tiers/fr-frame.ts';
import { FR_SHELL_PARTS } from '../../../src/i18n/tiers/fr-shell.ts';

const I18N_DIR = path.resolve(import.meta.dirname, '../../../src/i18n');
const partFiles = (language: string) => readdirSync(path.join(I18N_DIR, language)).map((file) => file.replace(/\.json$/, '')).sort();

// A shell key (the login page's), a frame key (the home page's) and an area key (the compliance screens').
const SHELL_KEY = 'LOGIN_SUBMIT';
const FRAME_KEY = 'ROUTE_TITLE_home';
const AREA_KEY = Object.keys(EN_AREA_PARTS.compliance)[0]!;

describe('tiered catalogues', () => {
  it('put every part file of each language in exactly one tier', () => {
    for (const [language, shell, frame, areas] of [
      ['en', EN_SHELL_PARTS, EN_FRAME_PARTS, EN_AREA_PARTS],
      ['fr', FR_SHELL_PARTS, FR_FRAME_PARTS, FR_AREA_PARTS],
    ] as const) {
      const tiers = [...Object.keys(shell), ...Object.keys(frame), ...Object.keys(areas)].sort();
      expect(tiers).toEqual(partFiles(language));
    }
  });

  it('merge every part into the whole catalogue the server and the tests read', () => {
    const keys = (parts: Readonly<Record<string, object>>) => Object.values(parts).flatMap((part) => Object.keys(part));
    expect(Object.keys(en).sort()).toEqual([...keys(EN_SHELL_PARTS), ...keys(EN_FRAME_PARTS), ...keys(EN_AREA_PARTS)].sort());
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
});

describe('the tiered i18n instance', () => {
  it('has the English shell texts at once, and the areas\' only once a page asks for them', async () => {
    const { i18n, ready } = createTieredI18n();
    expect(i18n.t(SHELL_KEY)).toBe(en[SHELL_KEY as keyof typeof en]);
    await ready;
    expect(i18n.t(AREA_KEY)).toBe(AREA_KEY);
    await i18n.loadNamespaces(AREA_TEXTS);
    expect(i18n.t(AREA_KEY)).toBe(en[AREA_KEY as keyof typeof en]);
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
  });

  it('has the signed-in frame\'s texts only once the frame asks for them, not on the login page', async () => {
    const { i18n, ready } = createTieredI18n();
    await ready;
    expect(i18n.t(FRAME_KEY)).toBe(FRAME_KEY);
    await i18n.loadNamespaces(FRAME_TEXTS);
    expect(i18n.t(FRAME_KEY)).toBe(en[FRAME_KEY as keyof typeof en]);
    const switching = i18n.changeLanguage('fr');
    await switching;
    expect(i18n.t(FRAME_KEY)).toBe(fr[FRAME_KEY as keyof typeof fr]);
  });

  it('switches language only once the new language\'s loaded tiers are in', async () => {
    const { i18n, ready } = createTieredI18n();
    await ready;
    await i18n.loadNamespaces(AREA_TEXTS);
    const switching = i18n.changeLanguage('fr');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(i18n.t(SHELL_KEY)).toBe(fr[SHELL_KEY as keyof typeof fr]);
    expect(i18n.t(AREA_KEY)).toBe(fr[AREA_KEY as keyof typeof fr]);
  });

  it('starts in French when asked, with its shell texts in once ready', async () => {
    const { i18n, ready } = createTieredI18n('fr');
    await ready;
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(i18n.t(SHELL_KEY)).toBe(fr[SHELL_KEY as keyof typeof fr]);
    expect(i18n.hasResourceBundle('fr', AREA_TEXTS)).toBe(false);
  });
});
