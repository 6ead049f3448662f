import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { DisplayKind } from '../../cms/cms-blocks.ts';
import { CmsContent } from './CmsContent.tsx';
import { useCmsPages } from './use-cms-pages.ts';

/** CMS pages read and drawn for the viewer (published, or the editor's drafts by mode), with their loading and failure states. */
export function CmsPageSection({ pagesHri, display, headerElement }: { pagesHri: readonly string[]; display?: readonly DisplayKind[]; headerElement?: 'h2' | 'h3' | 'h4' }) {
  const { t } = useTranslation();
  const state = useCmsPages(pagesHri);
  if (state.status === 'loading' && state.pages.length === 0) return <Skeleton variant="rectangular" height={120} aria-label={t('CMS_CONTENT_LOADING')} />;
  if (state.status === 'failed' && state.pages.length === 0) return <Alert severity="warning">{t('CMS_CONTENT_UNAVAILABLE')}</Alert>;
  return <CmsContent pages={state.pages} {...(display ? { display } : {})} {...(headerElement ? { headerElement } : {})} />;
}
