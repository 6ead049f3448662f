import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads (busy: the page's own calls have not started yet). */
export function PageProgress() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'flex', justifyContent: 'center', mt: 8 }}>
      <CircularProgress aria-label={t('LOADING')} />
    </Box>
  );
}
