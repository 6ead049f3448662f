import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { LanguageCode } from './language-codes.ts';

/**
 * The `/{locale}` route (`/en`, `/fr`): a locale in the path loads that language
 * (portal-shell §2.2), then its children render (home at the index, about).
 */
export function LocaleRoute({ language }: { language: LanguageCode }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return <Outlet />;
}
