import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AREA_TEXTS, FRAME_TEXTS } from '../../i18n/options.ts';
import { ChunkLoadError } from '../errors/chunk-load.ts';

/**
 * Waits for a tier of texts (tiered-i18n.ts) before what calls it renders: it suspends to the
 * route's progress like the page's chunk does, so a page never shows a raw key. Texts that did not
 * load are a chunk that did not load (the route's error page and its reload button). An instance
 * with every text bundled (the studio's preview, the tests) has nothing to wait for.
 */
function useTextTier(namespace: string): void {
  const { i18n } = useTranslation(namespace);
  const loading = Boolean(i18n.services.backendConnector?.backend);
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (loading && !i18n.hasResourceBundle(language, namespace)) throw new ChunkLoadError('failed');
}

/** The signed-in frame's texts (header, home, their dialogs): the frame waits for them. */
export function useFrameTexts(): void {
  useTextTier(FRAME_TEXTS);
}

function AreaTexts({ Page }: { Page: ComponentType }) {
  useTextTier(AREA_TEXTS);
  return <Page />;
}

/** A page module whose page waits for the areas' texts. */
export function withAreaTexts(module: { default: ComponentType }): { default: ComponentType } {
  const Page = module.default;
  const Gated = () => <AreaTexts Page={Page} />;
  Gated.displayName = `WithAreaTexts(${Page.displayName ?? Page.name})`;
  return { default: Gated };
}
