import type { i18n } from 'i18next';

/**
 * Keeps `<html lang>` on the interface language, so screen readers pronounce French as French
 * and the browser offers the right spelling and translation. Returns the unsubscribe function.
 */
export function syncDocumentLanguage(instance: i18n, root: HTMLElement): () => void {
  const apply = (language: string) => {
    root.lang = language;
  };
  apply(instance.resolvedLanguage ?? instance.language);
  instance.on('languageChanged', apply);
  return () => instance.off('languageChanged', apply);
}
