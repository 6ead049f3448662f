import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineForm, TimedMessageBanner, type FormData, type PathMessage, type TimedMessage } from '../../engine/index.ts';
import type { StepForm } from './contact-forms.ts';

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

export interface ContactStepDialogProps<F extends string> extends Omit<StepDialogFrameProps, 'children'> {
  /** Unique per step: the fields' ids start with it. */
  readonly idPrefix: string;
  readonly form: StepForm<F>;
  readonly initialData: Partial<Record<F, string>>;
  readonly serverErrors: readonly PathMessage[];
  readonly submitLabel: string;
  readonly busy: boolean;
  onSubmit(values: Record<F, string>): void;
}

/**
 * A form step (contact details, authorized contact) drawn by the engine's form: the shared
 * rules' messages per field on blur and on submit, trimmed values, the server's 400 field errors
 * on their fields.
 */
export function ContactStepDialog<F extends string>({
  idPrefix,
  form,
  initialData,
  serverErrors,
  submitLabel,
  busy,
  onSubmit,
  ...frame
}: ContactStepDialogProps<F>) {
  const { t } = useTranslation();
  const submit = useCallback((data: FormData) => onSubmit(data as Record<F, string>), [onSubmit]);
  const { onCancel } = frame;
  // A stable element: the engine's form compares its props on every update.
  const cancel = useMemo(
    () => (
      <Button variant="outlined" onClick={onCancel} disabled={busy}>
        {t('CANCEL')}
      </Button>
    ),
    [onCancel, busy, t],
  );
  return (
    <StepDialogFrame {...frame}>
      <EngineForm
        schema={form.schema}
        uiSchema={form.uiSchema}
        initialData={initialData}
        idPrefix={idPrefix}
        serverErrors={serverErrors}
        onSubmit={submit}
        submitLabel={submitLabel}
        disabled={busy}
        trim
        actions={cancel}
      />
    </StepDialogFrame>
  );
}
