import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.ts';
import { en, fr } from './catalogues.ts';
import { skinTermsPostProcessor } from './skin-terms.ts';

export type Language = (typeof LANGUAGES)[number];

export interface I18nOptions {
  /** The language to start in; English (the spec's default) unless told otherwise. */
  language?: Language;
}

/**
 * One i18next instance with both catalogues bundled, so it is ready synchronously and the first
 * render already shows text. English is the default and the fallback (portal-shell §1).
 *
 * Keys are flat and labels are often raw text ("Saved Successfully."), so the key and namespace
 * separators are off: with them, a missing "Note: see below" would come back cut at the colon.
 * A missing key falls back to the raw key itself and an empty translation to English, so a
 * label is never blank (the spec's menu rule, portal-shell §2.4).
 */
export function createI18n(options: I18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(skinTermsPostProcessor)
    .init({
      resources: { en: { translation: en }, fr: { translation: fr } },
      lng: options.language ?? DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      returnEmptyString: false,
      // React escapes what it renders; escaping here too would show "&amp;" in labels.
      interpolation: { escapeValue: false },
      initAsync: false,
      // The current skin's words (skin-terms.ts): none until a skin with terms applies.
      postProcess: ['skinTerms'],
    });
  return instance;
}
