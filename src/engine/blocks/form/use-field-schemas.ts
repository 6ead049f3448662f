import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldsSchema, FieldsUiSchema } from '../../definition/index.ts';
import { applyChoices, type Choice } from './apply-options.ts';
import { translateSchema, translateUiSchema } from './translate-schema.ts';

/**
 * The RJSF schema and uiSchema of a definition's fields in the page's language, with the
 * choices that are data in place. Stable while neither the language nor the choices change, so
 * RJSF does not rebuild its state.
 */
export function useFieldSchemas(
  schema: FieldsSchema,
  uiSchema: FieldsUiSchema | undefined,
  choices: Readonly<Record<string, readonly Choice[]>>,
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const translated = useMemo(() => translateSchema(schema, t), [schema, t, language]);
  const choicesKey = JSON.stringify(choices);
  const withChoices = useMemo(() => applyChoices(translated, choices), [translated, choicesKey]);
  const translatedUi = useMemo(() => translateUiSchema(uiSchema ?? {}, t), [uiSchema, t, language]);
  return { schema: withChoices, uiSchema: translatedUi };
}
