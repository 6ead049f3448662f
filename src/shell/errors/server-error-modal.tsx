import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface SupportContact {
  phone: string;
  email: string;
}

export interface ServerErrorModalProps {
  open: boolean;
  /** The phone and email of the user's skin (or product file) for the page shown. */
  contact: SupportContact;
  onClose: () => void;
}

/** "Unable to Complete Request" (portal-shell §8, HTTP 500), with the skin's phone and email. */
export function ServerErrorModal({ open, contact, onClose }: ServerErrorModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="server-error-title" aria-describedby="server-error-text">
      <DialogTitle id="server-error-title">{t('SERVER_ERROR_TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="server-error-text">{t('SERVER_ERROR_MESSAGE', { phone: contact.phone, email: contact.email })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('CLOSE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
