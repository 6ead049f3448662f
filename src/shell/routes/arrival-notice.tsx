import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The history state that carries a notice to the screen a user is sent to. */
export const noticeState = (notice: string) => ({ notice });

function noticeOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  const { notice } = state as { notice: unknown };
  return typeof notice === 'string' && notice.trim() ? notice : undefined;
}

/**
 * Says, once, why a screen sent the user here (a data call's `refusedTo`: the server refused to
 * set up a dealer's enrollment and the packages screen shows its reason). The state is cleared
 * at once, so a reload or Back does not say it again.
 */
export function ArrivalNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | undefined>(() => noticeOf(location.state));

  useEffect(() => {
    const arrived = noticeOf(location.state);
    if (!arrived) return;
    setNotice(arrived);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate]);

  if (!notice) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }} onClose={() => setNotice(undefined)} slotProps={{ closeButton: { title: t('ROUTE_REFUSED_DISMISS'), 'aria-label': t('ROUTE_REFUSED_DISMISS') } }}>
      {notice}
    </Alert>
  );
}
