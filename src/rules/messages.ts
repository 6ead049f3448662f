import { en } from '../i18n/catalogues.ts';

/** Every message key the English catalogue defines; the French one carries the same keys. */
export type MessageKey = keyof typeof en;
export type MessageParams = Readonly<Record<string, string | number>>;
/** Turns a key into display text; the browser passes one bound to the current language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(en, key);
}

/** Fills `{{name}}` placeholders, the interpolation syntax i18next uses, so one catalogue serves both. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The server answers in English, the default and fallback language. */
export const translateEnglish: Translate = (key, params) => interpolate(en[key], params);
