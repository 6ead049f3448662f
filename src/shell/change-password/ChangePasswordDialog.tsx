import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../app/shell-services-context.ts';
import { useChangePasswordRequest } from '../header/change-password-request.tsx';

// The form (the engine's messages and the password rules) loads when the dialog opens, not with
// every page of the portal.
const loadForm = () => import('./ChangePasswordForm.tsx').then((module) => ({ default: module.ChangePasswordForm }));
const ChangePasswordForm = lazy(loadForm);

/** What the permission check answered: the form, the no-permission message, or a failure to check. */
type Permission = 'checking' | 'granted' | 'denied' | 'failed';

/**
 * The change-password dialog (portal-shell §2.4, §2.5, §4.5). The header and the
 * `changePassword` address ask for it; it opens only once the permission check
 * (GET /api/portal/changePassword) has answered: with the edit flag the form, otherwise "You do
 * not have permission to change password". Each opening starts afresh: closing drops the
 * fields, errors and indicators with the form.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const { client } = useShellServices();
  const { open, close } = useChangePasswordRequest();
  const titleId = useId();
  const [permission, setPermission] = useState<Permission>('checking');
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  // Reset while rendering, not in an effect: the first render of a new opening must not show
  // the previous opening's answer before this one's check has run.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPermission('checking');
      setOpening((count) => count + 1);
    }
  }

  useEffect(() => {
    if (!open) return undefined;
    // Fetched beside the permission check, so the form is there when the answer is.
    void loadForm();
    const controller = new AbortController();
    void (async () => {
      try {
        const { data, response } = await client.GET('/api/portal/changePassword', { signal: controller.signal });
        if (controller.signal.aborted) return;
        if (data) setPermission(data.edit ? 'granted' : 'denied');
        else if (response.status === 403) setPermission('denied');
        // A 5xx has the portal's own modal (Unable to Complete Request); this one stays shut.
        else if (response.status >= 500) close();
        else setPermission('failed');
      } catch {
        if (!controller.signal.aborted) setPermission('failed');
      }
    })();
    return () => controller.abort();
  }, [open, client, close]);

  return (
    <Dialog open={open && permission !== 'checking'} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('CHANGE_PASSWORD_TITLE')}</DialogTitle>
      <DialogContent>
        {permission === 'granted' ? (
          <Suspense fallback={<CircularProgress aria-label={t('LOADING')} sx={{ display: 'block', mx: 'auto', my: 2 }} />}>
            <ChangePasswordForm key={opening} onClose={close} />
          </Suspense>
        ) : (
          <>
            <Alert severity={permission === 'denied' ? 'warning' : 'error'} role="alert" sx={{ my: 1 }}>
              {t(permission === 'denied' ? 'CHANGE_PASSWORD_NO_PERMISSION' : 'AN_ERROR_HAS_OCCURRED')}
            </Alert>
            <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
              <Button variant="contained" onClick={close}>
                {t('CLOSE')}
              </Button>
            </Box>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
