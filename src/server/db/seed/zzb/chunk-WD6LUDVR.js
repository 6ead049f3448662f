// src/engine/blocks/format/use-format-context.ts
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
function useFormatContext() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => ({ language, t: (key) => t(key) }), [language, t]);
}

export {
  useFormatContext
};
