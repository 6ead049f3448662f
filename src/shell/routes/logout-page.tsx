import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../session/use-session.ts';
import { LOGIN_PATH } from './signed-out-destination.ts';

/**
 * /nnanetLogout (public): where signed-out visitors land on the production host, whose users
 * sign in through their manufacturer's portal. Reaching it ends any session still open here.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const { status, signOut } = useSession();
  useEffect(() => {
    document.title = t('LOGOUT_PAGE_DOCUMENT_TITLE');
  }, [t]);
  useEffect(() => {
    if (status !== 'signedOut') signOut();
  }, [status, signOut]);
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', my: 10, px: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('LOGOUT_PAGE_TITLE')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('LOGOUT_PAGE_MESSAGE')}</Typography>
      <Link component={RouterLink} to={LOGIN_PATH}>
        {t('LOGOUT_PAGE_SIGN_IN')}
      </Link>
    </Box>
  );
}

export default LogoutPage;
