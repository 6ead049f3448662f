import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AREA_TEXTS } from '../../i18n/options.ts';
import { ChunkLoadError } from '../errors/chunk-load.ts';

/**
 * Waits for the areas' texts (tiered-i18n.ts) before its page renders: it suspends to the route's
 * progress like the page's chunk does, so an area page never shows a raw key. Texts that did not
 * load are a chunk that did not load (the route's error page and its reload button). An instance
 * with every text bundled (the studio's preview, the tests) has nothing to wait for.
 */
function AreaTexts({ Page }: { Page: ComponentType }) {
  const { i18n } = useTranslation(AREA_TEXTS);
  const loading = Boolean(i18n.services.backendConnector?.backend);
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (loading && !i18n.hasResourceBundle(language, AREA_TEXTS)) throw new ChunkLoadError('failed');
  return <Page />;
}

/** A page module whose page waits for the areas' texts. */
export function withAreaTexts(module: { default: ComponentType }): { default: ComponentType } {
  const Page = module.default;
  const Gated = () => <AreaTexts Page={Page} />;
  Gated.displayName = `WithAreaTexts(${Page.displayName ?? Page.name})`;
  return { default: Gated };
}
