import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/document-title.ts';
import { visuallyHidden } from '../header/visually-hidden.ts';
import { CmsEditingProvider } from './CmsEditingProvider.tsx';
import { CmsPageSection } from './CmsPageSection.tsx';
import { CmsToolbar } from './CmsToolbar.tsx';

import { FAQ_ANCHOR, FAQ_PAGE, HOW_TO_ENROLL_PAGE } from './cms-page-names.ts';

// The names live in a file of their own: the home page's enrollment form needs them, not this page.
export { FAQ_ANCHOR, FAQ_PAGE, HOW_TO_ENROLL_PAGE };

/**
 * The howToEnroll route (portal-shell §2.1), where the Honda and Acura enrollment link leads:
 * the enrollment steps and the frequently asked questions, from the CMS in the user's
 * language and for the user's OEM, editable in place by CMS editors through the toolbar.
 */
export function HowToEnrollPage() {
  const { t } = useTranslation();
  const faqHeadingId = useId();
  const faq = useRef<HTMLElement>(null);
  useDocumentTitle(t('CMS_HOW_TO_ENROLL_TITLE'));
  // The browser looks for the anchor before this lazily loaded page exists, so the page goes to it itself.
  useEffect(() => {
    if (window.location.hash === `#${FAQ_ANCHOR}`) faq.current?.scrollIntoView();
  }, []);
  return (
    <CmsEditingProvider>
      <Box component="article" sx={{ maxWidth: 960, mx: 'auto', my: 4, px: 3, display: 'grid', gap: 3 }}>
        <Typography variant="h4" component="h1" sx={visuallyHidden}>
          {t('CMS_HOW_TO_ENROLL_TITLE')}
        </Typography>
        <CmsToolbar />
        <CmsPageSection pagesHri={[HOW_TO_ENROLL_PAGE]} headerElement="h2" />
        <Box component="section" ref={faq} id={FAQ_ANCHOR} aria-labelledby={faqHeadingId} sx={{ display: 'grid', gap: 2, scrollMarginTop: 16 }}>
          <Typography id={faqHeadingId} variant="h5" component="h2">
            {t('CMS_FAQ_HEADING')}
          </Typography>
          <CmsPageSection pagesHri={[FAQ_PAGE]} />
        </Box>
      </Box>
    </CmsEditingProvider>
  );
}

/** The route's screen loads as its own chunk (ROUTE_SCREENS takes a default export). */
export default HowToEnrollPage;
