import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { instanceOf } from '../../../i18n/instance-of.ts';
import { createFormValidator } from '../../../rules/index.ts';

// One validator per i18n instance and language: ajv compiles a schema once per validator, and
// a 1000-field schema is worth compiling once, not once per form mounted.
const validators = new WeakMap<i18n, Map<string, ValidatorType<unknown, RJSFSchema>>>();

/** The shared-rules validator with messages in the current language (re-made when it changes). */
export function useFormValidator(): ValidatorType<unknown, RJSFSchema> {
  const i18n = instanceOf(useTranslation().i18n);
  const language = i18n.language;
  return useMemo(() => {
    const byLanguage = validators.get(i18n) ?? new Map<string, ValidatorType<unknown, RJSFSchema>>();
    validators.set(i18n, byLanguage);
    let validator = byLanguage.get(language);
    if (!validator) {
      const t = i18n.getFixedT(language);
      validator = createFormValidator<unknown, Record<string, unknown>>({
        translate: (key, params) => t(key, params ?? {}),
      }) as ValidatorType<unknown, RJSFSchema>;
      byLanguage.set(language, validator);
    }
    return validator;
  }, [i18n, language]);
}
