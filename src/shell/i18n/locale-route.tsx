import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useShellServices } from '../app/shell-services-context.ts';
import type { LanguageCode } from './language-codes.ts';

/**
 * The `/{locale}` route (`/en`, `/fr`): a locale in the path loads that language
 * (portal-shell §2.2), then its children render (home at the index, about). Without a language
 * (`/`), the current one stays: `/` wraps its home in this route too, so `/`, `/en` and `/fr`
 * render one element tree and the home page stays mounted when the language selector goes from
 * `/` to `/fr`, rather than mounting again and sending its calls a second time.
 *
 * The path's language is applied when the path names it, not again on every change of language:
 * the i18n instance comes from the services, not from useTranslation, whose i18n is a new
 * wrapper after each change. With that one, choosing English on `/fr` re-ran this effect before
 * the selector navigated to `/en`, switched back to French for a moment, and the page asked for
 * its French texts once more.
 */
export function LocaleRoute({ language }: { language?: LanguageCode }) {
  const { i18n } = useShellServices();
  useEffect(() => {
    if (language !== undefined && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return <Outlet />;
}
