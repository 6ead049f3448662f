import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { RULE_FORMATS } from '../../../rules/index.ts';
import type { Confirmation, ReasonPrompt } from '../../definition/index.ts';

export interface ActionDialogProps {
  readonly open: boolean;
  /** The action's label, the title when the confirmation has none. */
  readonly label: string;
  readonly confirm?: Confirmation;
  readonly reason?: ReasonPrompt;
  /** True while the action runs: buttons are disabled, the dialog stays. */
  readonly busy: boolean;
  /** An error for the reason from the server (a 400 on the reason's parameter). */
  readonly reasonServerError?: string;
  readonly onConfirm: (reason: string | undefined) => void;
  readonly onCancel: () => void;
}

/**
 * The confirmation and the reason prompt of an action, in one dialog. The reason is checked by
 * the shared `reason` rule (under 255 characters: "Must be less than 255 characters") and, unless
 * optional, required, before anything is sent; the server checks it again with the same rule.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonRule = RULE_FORMATS.reason;

  const validate = (value: string): string | undefined => {
    const trimmed = value.trim();
    if (!trimmed && props.reason?.required !== false) return t('REQUIRED_FIELD');
    if (!reasonRule.validate(trimmed)) return t(reasonRule.messageKey, reasonRule.params);
    return undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.reason) {
      props.onConfirm(undefined);
      return;
    }
    const error = validate(reason);
    setReasonError(error);
    if (!error) props.onConfirm(reason.trim() || undefined);
  };

  const close = () => {
    if (props.busy) return;
    setReason('');
    setReasonError(undefined);
    props.onCancel();
  };

  const shownReasonError = reasonError ?? props.reasonServerError;
  return (
    <Dialog open={props.open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{props.confirm?.title ? t(props.confirm.title) : props.label}</DialogTitle>
        <DialogContent>
          {props.confirm ? <DialogContentText>{t(props.confirm.message)}</DialogContentText> : null}
          {props.reason ? (
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              margin="normal"
              label={t(props.reason.label)}
              required={props.reason.required !== false}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => reason && setReasonError(validate(reason))}
              error={Boolean(shownReasonError)}
              helperText={shownReasonError}
              disabled={props.busy}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={props.busy}>
            {t(props.confirm?.cancelLabel ?? 'CANCEL')}
          </Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {t(props.confirm?.confirmLabel ?? 'CONFIRM')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
