import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedMessageBanner, type TimedMessage } from '../../engine/light.ts';

export interface StepDialogFrameProps {
  readonly title: string;
  readonly intro: string;
  /** "Step 1 of 3", so the user knows how much is left. */
  readonly progress: string;
  readonly message: TimedMessage | null;
  onClearMessage(): void;
  /** Cancels the flow (the X button and Escape). */
  onCancel(): void;
  readonly children: ReactNode;
}

/**
 * One modal of the contact confirmation flow: title, an introduction that says what is asked,
 * the step's position, a timed message (a failed save) and the step's content. A click beside
 * the modal does nothing: a stray click should not dismiss the prompt for the whole login.
 */
export function StepDialogFrame({ title, intro, progress, message, onClearMessage, onCancel, children }: StepDialogFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  const handleClose = useCallback((_: unknown, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (reason === 'escapeKeyDown') onCancel();
  }, [onCancel]);
  return (
    <Dialog open onClose={handleClose} aria-labelledby={titleId} aria-describedby={introId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('CLOSE')} onClick={onCancel} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {progress}
        </Typography>
        <Typography id={introId} gutterBottom>
          {intro}
        </Typography>
        <TimedMessageBanner message={message} onClose={onClearMessage} />
        {children}
      </DialogContent>
    </Dialog>
  );
}
