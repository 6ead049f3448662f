import type { i18n, PostProcessorModule } from 'i18next';

/** Words a skin says differently, per language: `{ en: { Dealer: 'Retailer' } }`. */
export type SkinTerms = Readonly<Partial<Record<string, Readonly<Record<string, string>>>>>;

interface Compiled {
  readonly pattern: RegExp;
  readonly words: Readonly<Record<string, string>>;
}

// Keyed by the instance's resource store: react-i18next hands components a wrapper of the
// instance (a copy of its properties), whose store is the instance's own.
const active = new WeakMap<object, ReadonlyMap<string, Compiled>>();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(terms: SkinTerms): ReadonlyMap<string, Compiled> {
  const byLanguage = new Map<string, Compiled>();
  for (const [language, words] of Object.entries(terms)) {
    if (!words || Object.keys(words).length === 0) continue;
    // Longest first, so "Dealers" is not read as "Dealer" + "s"; whole words only.
    const alternatives = Object.keys(words).sort((a, b) => b.length - a.length).map(escape);
    byLanguage.set(language, { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu'), words });
  }
  return byLanguage;
}

/** What i18next hands a post-processor as its fourth argument: the instance's translator. */
interface Translator {
  readonly resourceStore: object;
  readonly language?: string;
  exists(key: string, options: { lng?: string }): boolean;
}

/**
 * The post-processor that says the current skin's words (issue #20: Genesis reads "Retailer"
 * everywhere, not "Dealer" on one line and "Retailer" on the next). Only texts of the catalogues
 * change: a value shown through t() that no catalogue holds (a provider's name, a menu entry the
 * server names) is data and stays as it is.
 *
 * i18next keeps post-processors in one registry for every instance, by name: the processor
 * finds its instance's words through the translator it is called with, never a closure.
 */
export const skinTermsPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'skinTerms',
  process(value: string, key: string | string[], options: { lng?: string }, translator: Translator) {
    const terms = active.get(translator.resourceStore);
    if (!terms || typeof value !== 'string') return value;
    const language = options.lng ?? translator.language ?? '';
    const compiled = terms.get(language);
    const keys = Array.isArray(key) ? key : [key];
    if (!compiled || !keys.some((one) => translator.exists(one, { lng: language }))) return value;
    return value.replace(compiled.pattern, (word) => compiled.words[word] ?? word);
  },
};

const NO_TERMS: ReadonlyMap<string, Compiled> = new Map();

/**
 * The skin's words in effect on an instance, as a key for what was translated with them: a new
 * object each time a skin applies words, the same one while it does not.
 */
export function skinTermsInEffect(instance: i18n): object {
  return active.get(instance.store) ?? NO_TERMS;
}

/** Makes the skin's words the instance's, and has every translated text render again. */
export function applySkinTerms(instance: i18n, terms: SkinTerms | undefined): void {
  const next = compile(terms ?? {});
  const current = active.get(instance.store);
  if (current === undefined && next.size === 0) return;
  active.set(instance.store, next);
  // react-i18next re-renders every translating component on this event; the language is unchanged.
  instance.emit('languageChanged', instance.language);
}
