import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { AREA_TEXTS, FRAME_TEXTS, sharedOptions, type Language } from './options.ts';
import { skinTermsPostProcessor } from './skin-terms.ts';
import { EN_SHELL_PARTS } from './tiers/en-shell.ts';

type Texts = Readonly<Record<string, string>>;
type Parts = Readonly<Record<string, Texts>>;

const merged = (parts: Parts): Texts => Object.assign({}, ...Object.values(parts)) as Texts;

const ENGLISH_SHELL = merged(EN_SHELL_PARTS);

/**
 * Where each language's tiers come from. The English shell is in the page's own script: it is
 * the default language and every other one falls back to it. The rest are chunks of their own,
 * fetched the first time the language (a switch, a `/fr` address, a French user's sign-in), the
 * signed-in frame or an area page needs them.
 */
const TIERS: Readonly<Record<Language, Readonly<Record<string, () => Promise<Texts>>>>> = {
  en: {
    translation: () => Promise.resolve(ENGLISH_SHELL),
    [FRAME_TEXTS]: () => import('./tiers/en-frame.ts').then((module) => merged(module.EN_FRAME_PARTS)),
    [AREA_TEXTS]: () => import('./tiers/en-areas.ts').then((module) => merged(module.EN_AREA_PARTS)),
  },
  fr: {
    translation: () => import('./tiers/fr-shell.ts').then((module) => merged(module.FR_SHELL_PARTS)),
    [FRAME_TEXTS]: () => import('./tiers/fr-frame.ts').then((module) => merged(module.FR_FRAME_PARTS)),
    [AREA_TEXTS]: () => import('./tiers/fr-areas.ts').then((module) => merged(module.FR_AREA_PARTS)),
  },
};

/** An i18next backend over the tiers' dynamic imports (the shape i18next's backends share). */
const tierBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = TIERS[language as Language]?.[namespace];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export interface TieredI18n {
  readonly i18n: i18n;
  /** Settles when the first language's shell texts are in: the first paint waits for it. */
  readonly ready: Promise<unknown>;
}

/**
 * The portal's i18next instance in the browser: one language at a time, in three tiers. The
 * shell's texts (`translation`: what every page, login included, says) load with the language;
 * the signed-in frame's (`frame`: header, home, their dialogs) with the frame (FrameTexts); the
 * areas' (`areas`) with the first page that asks for them (AreaTexts); each again with each later
 * language. i18next switches language only once the new one's loaded namespaces are in, so a
 * switch never shows keys; lookups fall back from `translation` to `frame`, then `areas`.
 */
export function createTieredI18n(language?: Language): TieredI18n {
  const instance = i18next.createInstance();
  const ready = instance
    .use(tierBackend)
    .use(initReactI18next)
    .use(skinTermsPostProcessor)
    .init({
      ...sharedOptions(language),
      resources: { en: { translation: ENGLISH_SHELL } },
      partialBundledLanguages: true,
      ns: ['translation'],
      defaultNS: 'translation',
      fallbackNS: [FRAME_TEXTS, AREA_TEXTS],
      initAsync: false,
    });
  return { i18n: instance, ready };
}
