import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormatContext } from './format-value.ts';

/** Formatting in the page's language; changes identity only when the language does. */
export function useFormatContext(): FormatContext {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => ({ language, t: (key: string) => t(key) }), [language, t]);
}
