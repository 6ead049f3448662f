import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `/{locale}/about`: what the portal offers, in the language of the path. */
export function AboutPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('ABOUT_DOCUMENT_TITLE');
  }, [t]);
  return (
    <Box component="article" sx={{ maxWidth: 800, mx: 'auto', my: 4, px: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('ABOUT_TITLE')}
      </Typography>
      <Typography>{t('ABOUT_TEXT')}</Typography>
    </Box>
  );
}

export default AboutPage;
