import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routeTitleKey } from '../app/document-title.ts';
import { rememberActAsDestination } from '../impersonation/act-as-destination.ts';
import { useSession } from '../session/use-session.ts';
import { isRouteAllowed } from './route-access.ts';
import { buildRoutePath } from './route-table.ts';
import { userRoles } from './screen-access.ts';

/**
 * A dealer's own page (a `dealersOnly` screen) opened by someone who acts for no dealer. It is in
 * their menu, so it is not sent home like a disallowed route (portal-shell §2.2): it says, where
 * the user is, that it shows one dealer's data, and an administrator gets the way to it, DWCP
 * Enrollment Administration, where choosing the dealer and acting as one of its users comes back
 * to this page as that user (business-areas §5: administrators enrol while impersonating).
 */
export function DealerNeededPage({ route, title }: { route: string; title: string }) {
  const { t } = useTranslation();
  const { user, menu } = useSession();
  const page = t(routeTitleKey(route));
  const adminWay = user !== undefined && userRoles(user).has('admin') && isRouteAllowed('admindwcpenrollment', {}, menu);
  return (
    <Box component="article" sx={{ maxWidth: 800, mx: 'auto', my: 4, px: 3, display: 'grid', gap: 2 }}>
      <Typography variant="h4" component="h1">
        {t(title)}
      </Typography>
      <Alert severity="info">{t(adminWay ? 'DEALER_NEEDED_ADMIN' : 'ROUTE_REFUSED_DEALERS_ONLY', { page, interpolation: { escapeValue: false } })}</Alert>
      {adminWay && (
        <Box>
          <Button variant="contained" component={RouterLink} to={buildRoutePath('admindwcpenrollment')} onClick={() => rememberActAsDestination(route)}>
            {t('DEALER_NEEDED_CHOOSE')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
