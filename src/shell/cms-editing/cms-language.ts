import type { CmsLanguage } from './cms-calls.ts';

/** CMS content language of the interface language (portal-shell §4.3: the default CMS language is EN). */
export function cmsLanguageOf(interfaceLanguage: string | undefined): CmsLanguage {
  return interfaceLanguage?.toLowerCase().startsWith('fr') ? 'FR' : 'EN';
}
