import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { routeTitleKey } from '../app/document-title.ts';
import { userRoles } from '../routes/screen-access.ts';
import { refusalOf, type RefusalReason, type RouteRefusal } from '../routes/route-refusal.ts';
import { isRouteAllowed } from '../routes/route-access.ts';
import { useSession } from '../session/use-session.ts';

const REASON_TEXT: Readonly<Record<RefusalReason, string>> = {
  menu: 'ROUTE_REFUSED_MENU',
  role: 'ROUTE_REFUSED_ROLE',
  dealersOnly: 'ROUTE_REFUSED_DEALERS_ONLY',
  oem: 'ROUTE_REFUSED_OEM',
  dashboards: 'ROUTE_REFUSED_DASHBOARDS',
};

/**
 * Says, once, why the user landed here instead of on the route they opened (portal-shell §2.2
 * redirects a disallowed route to /): the reason is taken from the redirect's history state and
 * the state cleared at once, so a reload or Back does not say it again. An administrator sent
 * away from a dealer's own screen is shown the way to enroll a dealer.
 */
export function RefusalNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, menu } = useSession();
  const [refusal, setRefusal] = useState<RouteRefusal | undefined>(() => refusalOf(location.state));

  useEffect(() => {
    const arrived = refusalOf(location.state);
    if (!arrived) return;
    setRefusal(arrived);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate]);

  if (!refusal) return null;
  const page = t(routeTitleKey(refusal.route));
  const admin = user !== undefined && userRoles(user).has('admin');
  const adminWay = refusal.reason === 'dealersOnly' && admin && isRouteAllowed('admindwcpenrollment', {}, menu);
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 3 }}
      onClose={() => setRefusal(undefined)}
      slotProps={{ closeButton: { title: t('ROUTE_REFUSED_DISMISS'), 'aria-label': t('ROUTE_REFUSED_DISMISS') } }}
      action={
        adminWay ? (
          <Button component={RouterLink} to="/admindwcpenrollment" color="inherit" size="small">
            {t('ROUTE_REFUSED_OPEN_DWCP_ADMIN')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('ROUTE_REFUSED_TITLE')}</AlertTitle>
      {t(adminWay ? 'ROUTE_REFUSED_DEALERS_ONLY_ADMIN' : REASON_TEXT[refusal.reason], { page, interpolation: { escapeValue: false } })}
    </Alert>
  );
}
