import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CmsPage } from '../../cms/cms-blocks.ts';
import { useShellServices } from '../app/shell-services-context.ts';
import { useSession } from '../session/use-session.ts';
import { fetchPages } from './cms-calls.ts';
import { useCmsEditing } from './cms-editing-context.ts';
import { cmsLanguageOf } from './cms-language.ts';

export type CmsPagesState =
  | { readonly status: 'loading'; readonly pages: readonly CmsPage[] }
  | { readonly status: 'loaded'; readonly pages: readonly CmsPage[] }
  /** The CMS could not be read: callers fall back to their own texts. */
  | { readonly status: 'failed'; readonly pages: readonly CmsPage[] };

/**
 * CMS pages in the interface language for the user's OEM (portal-shell §7 "page CMS get"),
 * read again whenever the editor changes something. A reload keeps the pages it had until the
 * new ones arrive, so an edited page does not flicker. The pages are named to the editing
 * provider, so publish and discard act on what is on screen.
 */
export function useCmsPages(pagesHri: readonly string[]): CmsPagesState {
  const { cms } = useShellServices();
  const { user } = useSession();
  const { i18n } = useTranslation();
  const { revision, register } = useCmsEditing();
  const language = cmsLanguageOf(i18n.language);
  const oemId = user?.oemId;
  const key = pagesHri.join(',');
  const names = useMemo(() => (key === '' ? [] : key.split(',')), [key]);
  const [state, setState] = useState<CmsPagesState>({ status: 'loading', pages: [] });

  useEffect(() => register(names), [names, register]);

  useEffect(() => {
    if (names.length === 0) return;
    const abort = new AbortController();
    void fetchPages(cms, { pagesHri: names, language, oemId }, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      setState((previous) => (result.ok ? { status: 'loaded', pages: result.data } : { status: 'failed', pages: previous.pages }));
    });
    return () => abort.abort();
  }, [cms, names, language, oemId, revision]);

  return state;
}
