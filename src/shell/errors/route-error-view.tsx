import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './chunk-load.ts';

/**
 * What a page that could not be loaded (ChunkLoadError) or rendered shows instead: a clear
 * message and a reload, never a white page.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Box role="alert" sx={{ maxWidth: 720, mx: 'auto', my: 6, px: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('ERROR_RELOAD')}
          </Button>
        }
      >
        <AlertTitle>{t(chunk ? 'CHUNK_LOAD_ERROR_TITLE' : 'PAGE_ERROR_TITLE')}</AlertTitle>
        {t(chunk ? (error.reason === 'timeout' ? 'CHUNK_LOAD_ERROR_TIMEOUT' : 'CHUNK_LOAD_ERROR_FAILED') : 'PAGE_ERROR_MESSAGE')}
      </Alert>
    </Box>
  );
}
