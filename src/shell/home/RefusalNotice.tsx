import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routeTitleKey } from '../app/document-title.ts';
import { refusalOf, type RefusalReason, type RouteRefusal } from '../routes/route-refusal.ts';

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
 * the state cleared at once, so a reload or Back does not say it again. (A dealer's own screen
 * opened by staff says why in place: DealerNeededPage.)
 */
export function RefusalNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<RouteRefusal | undefined>(() => refusalOf(location.state));

  useEffect(() => {
    const arrived = refusalOf(location.state);
    if (!arrived) return;
    setRefusal(arrived);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate]);

  if (!refusal) return null;
  const page = t(routeTitleKey(refusal.route));
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 3 }}
      onClose={() => setRefusal(undefined)}
      slotProps={{ closeButton: { title: t('ROUTE_REFUSED_DISMISS'), 'aria-label': t('ROUTE_REFUSED_DISMISS') } }}
    >
      <AlertTitle>{t('ROUTE_REFUSED_TITLE')}</AlertTitle>
      {t(REASON_TEXT[refusal.reason], { page, interpolation: { escapeValue: false } })}
    </Alert>
  );
}
