import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.ts';

export type Language = (typeof LANGUAGES)[number];

/**
 * The namespace of the areas' texts in the browser's portal (tiered-i18n.ts). Lookups fall back
 * to it, so a screen asks for its keys without naming it; a page that needs it waits for it.
 */
export const AREA_TEXTS = 'areas';

/**
 * The namespace of the signed-in frame's texts (header, home, their dialogs: tiered-i18n.ts),
 * loaded with the frame, never by the login page. Lookups fall back to it, like to the areas'.
 */
export const FRAME_TEXTS = 'frame';

/**
 * What every i18next instance of the portal shares. English is the default and the fallback
 * (portal-shell §1).
 *
 * Keys are flat and labels are often raw text ("Saved Successfully."), so the key and namespace
 * separators are off: with them, a missing "Note: see below" would come back cut at the colon.
 * A missing key falls back to the raw key itself and an empty translation to English, so a
 * label is never blank (the spec's menu rule, portal-shell §2.4).
 */
export function sharedOptions(language: Language | undefined): InitOptions {
  return {
    lng: language ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    // React escapes what it renders; escaping here too would show "&amp;" in labels.
    interpolation: { escapeValue: false },
    // The current skin's words (skin-terms.ts): none until a skin with terms applies.
    postProcess: ['skinTerms'],
  };
}
