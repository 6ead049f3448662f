import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, fr } from './catalogues.ts';
import { sharedOptions, type Language } from './options.ts';
import { skinTermsPostProcessor } from './skin-terms.ts';

export type { Language } from './options.ts';

export interface I18nOptions {
  /** The language to start in; English (the spec's default) unless told otherwise. */
  language?: Language;
}

/**
 * One i18next instance with every part of both catalogues in it, ready synchronously: the
 * studio's preview (whose chunk holds the catalogues for its checks anyway), the tests and the
 * benches. The portal's pages load theirs in tiers instead (tiered-i18n.ts).
 */
export function createI18n(options: I18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(skinTermsPostProcessor)
    .init({
      ...sharedOptions(options.language),
      resources: { en: { translation: en }, fr: { translation: fr } },
      initAsync: false,
    });
  return instance;
}
