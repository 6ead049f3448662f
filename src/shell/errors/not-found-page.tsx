import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface NotFoundPageProps {
  /** False on pages for visitors who cannot go on to the portal (haccPage404). */
  showHomeLink?: boolean;
  /** True where no frame gives the page its main landmark (the public 404 pages). */
  standalone?: boolean;
}

/** The not-found page: the catch-all 404, page404 and unknown route names. */
export function NotFoundPage({ showHomeLink = true, standalone = false }: NotFoundPageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('NOT_FOUND_DOCUMENT_TITLE');
  }, [t]);
  return (
    <Box component={standalone ? 'main' : 'section'} sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('NOT_FOUND_TITLE')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('NOT_FOUND_MESSAGE')}</Typography>
      {showHomeLink && (
        <Button component={RouterLink} to="/" variant="contained">
          {t('NOT_FOUND_HOME')}
        </Button>
      )}
    </Box>
  );
}

export default NotFoundPage;
