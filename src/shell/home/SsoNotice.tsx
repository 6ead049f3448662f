import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useShellServices } from '../app/shell-services-context.ts';
import { leaveForReal, type LeavePage } from '../routes/leave-page.ts';
import { useSession, type UserDetails } from '../session/use-session.ts';


/**
 * What an SSO-only user sees instead of the portal (portal-shell §2.3, §6). Continuing logs out
 * and stores the page asked for as the redirect target, replayed after the single sign-on brings
 * the user back; then the user goes to their SSO portal, or to the sign-in page without one.
 */
export function SsoNotice({ user, leavePage = leaveForReal }: { user: Pick<UserDetails, 'ssoPortalUrl'>; leavePage?: LeavePage }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const { storedRequest } = useShellServices();
  const { signOut } = useSession();
  const continueToSso = () => {
    storedRequest.replace(`${pathname}${search}${hash}`);
    signOut();
    if (user.ssoPortalUrl) leavePage(user.ssoPortalUrl);
  };
  return (
    <Paper component="section" aria-labelledby="sso-notice-title" variant="outlined" sx={{ maxWidth: 640, mx: 'auto', my: 6, p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography id="sso-notice-title" variant="h5" component="h1" gutterBottom>
        {t('SSO_NOTICE_TITLE')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('SSO_NOTICE_TEXT')}</Typography>
      <Button variant="contained" size="large" startIcon={<LoginIcon aria-hidden />} onClick={continueToSso}>
        {t('SSO_NOTICE_BUTTON')}
      </Button>
    </Paper>
  );
}
