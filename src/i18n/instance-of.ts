import type { i18n } from 'i18next';

/**
 * The i18next instance behind what `useTranslation()` hands a component. Since react-i18next 17
 * each component gets its own copy of the instance (made again when the language changes), with
 * the instance itself under `__original`: a cache keyed by that copy is a cache per component,
 * and a form's validator (a new ajv, its rules and every schema compiled again) was made anew
 * each time a form mounted. Keyed by the instance, it is made once per language.
 */
export function instanceOf(handed: i18n): i18n {
  return (handed as i18n & { __original?: i18n }).__original ?? handed;
}
