import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useShellServices } from '../app/shell-services-context.ts';
import { routeTitleKey, useDocumentTitle } from '../app/document-title.ts';
import { PageProgress } from '../routes/page-progress.tsx';
import { buildRoutePath } from '../routes/route-table.ts';
import { useCurrentRoute } from '../routes/current-route.ts';
import { useSession } from '../session/use-session.ts';
import { browserEnvironment } from './browser-environment.ts';
import { applyImpersonation } from './identity-switch.ts';
import { impersonationCalls, type ImpersonationCandidate } from './impersonation-calls.ts';
import { actAsDestination, forgetActAsDestination } from './act-as-destination.ts';

type Users = { status: 'loading' } | { status: 'loaded'; users: ImpersonationCandidate[] } | { status: 'failed' };

/**
 * DWCP administration's way to enroll a dealer (business-areas §5: the admin "enrols while
 * impersonating"): the users of the dealer chosen on DWCP Enrollment Administration (the admin
 * search finds a dealer's users by its code), each with a button that acts as that user
 * (portal-shell §4.4: saved state cleared, a full page load) and lands on the dealer's own
 * Dealer Website Enrollment instead of home, or on the dealer's page the administrator asked a
 * dealer for (act-as-destination.ts).
 */
export function ActAsDealerPage() {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const dealerCode = params.dlCode ?? '';
  const { client, cookies } = useShellServices();
  const { user } = useSession();
  const calls = useMemo(() => impersonationCalls(client), [client]);
  const [users, setUsers] = useState<Users>({ status: 'loading' });
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('ACT_AS_DEALER_TITLE', { dealerCode }));
  // Read, not taken: the stored page stays until an act-as is under way, so a failed one can be retried.
  const destination = useMemo(actAsDestination, []);

  useEffect(() => {
    const abort = new AbortController();
    setUsers({ status: 'loading' });
    calls.search(dealerCode, undefined, abort.signal).then(
      (found) => setUsers({ status: 'loaded', users: found }),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setUsers({ status: 'failed' });
      },
    );
    return () => abort.abort();
  }, [calls, dealerCode]);

  const actAs = async (candidate: ImpersonationCandidate) => {
    setBusy(true);
    setFailed(false);
    try {
      const landing = buildRoutePath(destination);
      forgetActAsDestination();
      await applyImpersonation(calls, browserEnvironment(cookies, landing), candidate.loginName, undefined);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Box component="article" sx={{ maxWidth: 800, mx: 'auto', my: 4, px: 3, display: 'grid', gap: 2 }}>
      <Typography variant="h4" component="h1">
        {t('ACT_AS_DEALER_TITLE', { dealerCode })}
      </Typography>
      <Typography>{t('ACT_AS_DEALER_INTRO', { dealerCode, page: t(routeTitleKey(destination)), interpolation: { escapeValue: false } })}</Typography>
      {user?.impersonator && <Alert severity="info">{t('IMPERSONATION_ALREADY_ACTING')}</Alert>}
      {users.status === 'loading' && <PageProgress />}
      {users.status === 'failed' && <Alert severity="error">{t('IMPERSONATION_FAILED')}</Alert>}
      {users.status === 'loaded' && users.users.length === 0 && <Alert severity="info">{t('ACT_AS_DEALER_NO_USERS', { dealerCode })}</Alert>}
      {users.status === 'loaded' && users.users.length > 0 && (
        <List aria-label={t('ACT_AS_DEALER_USERS')}>
          {users.users.map((candidate) => (
            <ListItem
              key={candidate.loginName}
              divider
              secondaryAction={
                <Button variant="contained" disabled={busy || user?.impersonator !== undefined} onClick={() => void actAs(candidate)}>
                  {t('ACT_AS_DEALER_ACTION', { userName: candidate.userName })}
                </Button>
              }
            >
              <ListItemText primary={candidate.userName} secondary={`${candidate.loginName} · ${candidate.oemName}`} />
            </ListItem>
          ))}
        </List>
      )}
      {failed && (
        <Alert severity="error" role="alert">
          {t('IMPERSONATION_FAILED')}
        </Alert>
      )}
      <Box>
        <Button component={RouterLink} to={buildRoutePath('admindwcpenrollment')}>
          {t('ACT_AS_DEALER_BACK')}
        </Button>
      </Box>
    </Box>
  );
}

export default ActAsDealerPage;
