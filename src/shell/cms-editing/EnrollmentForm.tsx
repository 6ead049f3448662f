import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCmsEditing } from './cms-editing-context.ts';
import { CmsPageSection } from './CmsPageSection.tsx';
import { HOW_TO_ENROLL_PAGE } from './cms-page-names.ts';

/**
 * "Show enrollment form" (portal-shell §2.3 CMS Editor toolbar). The spec shows the Honda and
 * Acura enrollment link to dealers only (§1, §6), so an editor never reaches the enrollment
 * content through it. The choice made here: the toggle shows that content (the howToEnroll
 * CMS page the link opens: the enrollment steps with their pictures) on the editor's home
 * page, right where dealers get the link, so it can be read, edited in place and published
 * with the home page's texts. It changes what the page shows, not the editing mode.
 */
export function EnrollmentForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const { isEditor, showEnrollmentForm } = useCmsEditing();
  if (!isEditor || !showEnrollmentForm) return null;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="cms-enrollment-form" sx={{ my: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={headingId} variant="h5" component="h2">
          {t('CMS_EDIT_ENROLLMENT_FORM_HEADING')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('CMS_EDIT_ENROLLMENT_FORM_NOTE')}
        </Typography>
      </Box>
      <CmsPageSection pagesHri={[HOW_TO_ENROLL_PAGE]} headerElement="h3" />
    </Box>
  );
}
