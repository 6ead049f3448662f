import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FRAME_TEXTS } from '../../i18n/options.ts';
import { useShellServices } from '../app/shell-services-context.ts';
import { useSession } from '../session/use-session.ts';
import { signedOutDestination } from './signed-out-destination.ts';

/**
 * The gate of every route but the public ones (portal-shell §2.2): signed out → the first
 * request is stored and the visitor goes to /login (the logout page on the production host);
 * while the user details and menu load, a progress indicator; when they could not be loaded,
 * a retry.
 */
export function RequireSession() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { config, storedRequest } = useShellServices();
  const { status, endedBy, reload } = useSession();
  // The frame's texts (tiered-i18n.ts) start loading with the session, beside the frame's chunk
  // rather than after it; the frame waits for them (useFrameTexts).
  useEffect(() => {
    if (status !== 'signedOut') void i18n.loadNamespaces(FRAME_TEXTS);
  }, [i18n, status]);

  if (status === 'signedOut') {
    // Only a visit that arrived signed out is a request to replay; the page a user signs out
    // from, or loses to an expiry, is not (the Session Expired modal's Login goes to `/`).
    if (endedBy === undefined) storedRequest.store(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={signedOutDestination(window.location.host, config.productionHost)} replace />;
  }
  if (status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 12 }}>
        <CircularProgress aria-hidden />
        <Typography>{t('SESSION_LOADING')}</Typography>
      </Box>
    );
  }
  if (status === 'failed') {
    return (
      <Box component="main" sx={{ maxWidth: 560, mx: 'auto', mt: 12, px: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {t('RETRY')}
            </Button>
          }
        >
          {t('SESSION_LOAD_FAILED')}
        </Alert>
      </Box>
    );
  }
  return <Outlet />;
}
