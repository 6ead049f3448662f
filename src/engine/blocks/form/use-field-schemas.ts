import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { instanceOf } from '../../../i18n/instance-of.ts';
import { skinTermsInEffect } from '../../../i18n/skin-terms.ts';
import type { FieldsSchema, FieldsUiSchema } from '../../definition/index.ts';
import { applyChoices, type Choice } from './apply-options.ts';
import { translateSchema, translateUiSchema, withPositionTitles } from './translate-schema.ts';

/**
 * Translated schemas by i18n instance, skin words in effect, definition schema and language. The
 * validator compiles a schema once per schema object, so the same definition must give the same
 * object every time its screen is opened: a new copy per mount would be compiled again (and kept)
 * on each visit. The skin's words are part of the key: Genesis titles say "Retailer" where the
 * same definition under Honda says "Dealer" (an administrator may act for both in one session).
 */
const translations = new WeakMap<i18n, WeakMap<object, WeakMap<FieldsSchema, Map<string, RJSFSchema>>>>();
/** The translated schema with data choices in place, by the choices' JSON (for the same reason). */
const withChoices = new WeakMap<RJSFSchema, Map<string, RJSFSchema>>();

function remembered<K extends object, V>(cache: WeakMap<K, Map<string, V>>, owner: K, key: string, make: () => V): V {
  let byKey = cache.get(owner);
  if (!byKey) cache.set(owner, (byKey = new Map()));
  let value = byKey.get(key);
  if (value === undefined) byKey.set(key, (value = make()));
  return value;
}

/**
 * The RJSF schema and uiSchema of a definition's fields in the page's language, with the
 * choices that are data in place. The same object while neither the definition, the language
 * nor the choices change, also across mounts, so RJSF does not rebuild its state and the
 * validator reuses its compiled schema.
 */
export function useFieldSchemas(
  schema: FieldsSchema,
  uiSchema: FieldsUiSchema | undefined,
  choices: Readonly<Record<string, readonly Choice[]>>,
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const { t, i18n: handed } = useTranslation();
  const i18n = instanceOf(handed);
  const language = i18n.language;
  const terms = skinTermsInEffect(i18n);
  const choicesKey = JSON.stringify(choices);
  const fieldSchema = useMemo(() => {
    let byTerms = translations.get(i18n);
    if (!byTerms) translations.set(i18n, (byTerms = new WeakMap()));
    let byDefinition = byTerms.get(terms);
    if (!byDefinition) byTerms.set(terms, (byDefinition = new WeakMap()));
    const translated = remembered(byDefinition, schema, language, () => translateSchema(schema, t));
    return choicesKey === '{}' ? translated : remembered(withChoices, translated, choicesKey, () => applyChoices(translated, choices));
    // choicesKey stands for the choices, whose object is new on every render.
  }, [i18n, terms, schema, language, t, choicesKey]);
  const translatedUi = useMemo(() => withPositionTitles(fieldSchema, translateUiSchema(uiSchema ?? {}, t)), [fieldSchema, uiSchema, t, language]);
  return { schema: fieldSchema, uiSchema: translatedUi };
}
