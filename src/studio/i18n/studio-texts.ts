import type { i18n } from 'i18next';
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

/** The studio's texts in both languages, kept in its chunk and added to the portal's catalogues when it loads. */
export const STUDIO_TEXTS = { en, fr } as const;

export function addStudioTexts(instance: i18n): void {
  for (const [language, texts] of Object.entries(STUDIO_TEXTS)) {
    if (!instance.hasResourceBundle(language, 'translation') || instance.getResource(language, 'translation', 'STUDIO_TITLE') === undefined) {
      instance.addResources(language, 'translation', texts);
    }
  }
}
