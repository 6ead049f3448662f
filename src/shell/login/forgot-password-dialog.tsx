import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalClient } from '../../api/index.ts';
import { SkinThemeProvider } from '../skins/skin-theme-provider.tsx';
import { OutlinedField } from './outlined-field.tsx';
import { forgotPasswordForm, validateForgotPassword, type ForgotPasswordMessageKey } from './login-validation.ts';

export interface ForgotPasswordDialogProps {
  open: boolean;
  client: PortalClient;
  onClose: () => void;
}

type Outcome = 'sent' | 'failed' | undefined;

/**
 * Forgot password (portal-shell §5.5): username and/or email → POST /sso/auth/forgotPassword
 * (form). The answer is the same whether or not an account matched, and so is the message.
 */
export function ForgotPasswordDialog({ open, client, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<ForgotPasswordMessageKey | string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);

  const close = () => {
    setUsername('');
    setEmail('');
    setError(undefined);
    setOutcome(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForgotPassword({ username, email });
    setError(problem);
    setOutcome(undefined);
    if (problem) return;
    setSending(true);
    try {
      const { response, error: refused } = await client.POST('/sso/auth/forgotPassword', {
        body: forgotPasswordForm({ username, email }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      if (response.ok) {
        setOutcome('sent');
      } else if (response.status === 400 && refused && 'errors' in refused) {
        // The server applies the same rules; show its verdict in the user's language.
        setError(refused.errors[0]?.messageKey ?? refused.errors[0]?.message);
      } else {
        setOutcome('failed');
      }
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };

  const emailInvalid = error === 'VALID_EMAIL_REQUIRED';
  // Under the skin's MUI theme of its own: the login page that opens it draws without MUI.
  return (
    <SkinThemeProvider>
      <Dialog open={open} onClose={close} aria-labelledby="forgot-password-title" fullWidth maxWidth="xs">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id="forgot-password-title">{t('FORGOT_PASSWORD_TITLE')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('FORGOT_PASSWORD_INTRO')}</DialogContentText>
            {outcome === 'sent' && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {t('FORGOT_PASSWORD_SENT')}
              </Alert>
            )}
            {outcome === 'failed' && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('FORGOT_PASSWORD_FAILED')}
              </Alert>
            )}
            {error && !emailInvalid && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t(error)}
              </Alert>
            )}
            <OutlinedField
              label={t('FORGOT_PASSWORD_USERNAME')}
              name="username"
              autoComplete="username"
              value={username}
              onChange={setUsername}
            />
            <OutlinedField
              label={t('FORGOT_PASSWORD_EMAIL')}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={emailInvalid ? t('VALID_EMAIL_REQUIRED') : undefined}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t(outcome === 'sent' ? 'CLOSE' : 'CANCEL')}</Button>
            <Button type="submit" variant="contained" disabled={sending || outcome === 'sent'}>
              {t('FORGOT_PASSWORD_SUBMIT')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </SkinThemeProvider>
  );
}
