import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

function useTitle(page: string | undefined, useAnEffect: typeof useEffect): void {
  const { t } = useTranslation();
  useAnEffect(() => {
    if (page !== undefined && page !== '') document.title = t('DOCUMENT_TITLE', { page, interpolation: { escapeValue: false } });
  }, [page, t]);
}

/**
 * Names the browser tab after the page shown, in the user's language ("Manage Enrollments |
 * SmartPortal"). Every page of the frame sets it, so the tab never keeps the title of the page
 * before (the login page's after signing in). Undefined leaves the title as it is, for a page
 * whose name is still loading.
 */
export function useDocumentTitle(page: string | undefined): void {
  useTitle(page, useEffect);
}

/**
 * The route's own title, set before the page's: a layout effect runs before every passive one,
 * so a route shows its title while its screen loads, and the screen's more precise title (set
 * with useDocumentTitle) wins once it is there.
 */
export function useRouteDocumentTitle(page: string | undefined): void {
  useTitle(page, useLayoutEffect);
}

/** The i18n key of a route's title (src/i18n/<language>/shell.json). */
export const routeTitleKey = (routeName: string) => `ROUTE_TITLE_${routeName}`;
