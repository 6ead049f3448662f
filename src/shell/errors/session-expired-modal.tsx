import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface SessionExpiredModalProps {
  open: boolean;
  /** Busy while the Login button ends the impersonation or the session. */
  busy?: boolean;
  onLogin: () => void;
}

/**
 * "Session Expired" (portal-shell §4.1, §8). No onClose: Escape and the backdrop do nothing, and
 * only Login ends it, since the session is over and nothing behind the modal would work.
 */
export function SessionExpiredModal({ open, busy = false, onLogin }: SessionExpiredModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} aria-labelledby="session-expired-title" aria-describedby="session-expired-text">
      <DialogTitle id="session-expired-title">{t('SESSION_EXPIRED_TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{t('SESSION_EXPIRED_MESSAGE')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogin} variant="contained" disabled={busy} autoFocus>
          {t('SESSION_EXPIRED_LOGIN')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
