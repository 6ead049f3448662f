import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX_LENGTH } from '../../constants.ts';
import { CallError, TimedMessageBanner, translateFieldError, useTimedMessage } from '../../engine/index.ts';
import { passwordRuleIndicators, type PasswordRuleIndicator } from '../../rules/index.ts';
import { useShellServices } from '../app/shell-services-context.ts';
import { FIELD_OF_ERROR, passwordChangeErrors, type PasswordChangeError, type PasswordField } from './password-change-errors.ts';
import { PasswordRuleList } from './PasswordRuleList.tsx';

type Values = Record<PasswordField, string>;

const EMPTY: Values = { password: '', newPassword: '', confirmPassword: '' };
const FIELDS: readonly { name: PasswordField; label: string; autoComplete: string }[] = [
  { name: 'password', label: 'CHANGE_PASSWORD_CURRENT', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'CHANGE_PASSWORD_NEW', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'CHANGE_PASSWORD_CONFIRM', autoComplete: 'new-password' },
];

export interface ChangePasswordFormProps {
  onClose(): void;
}

/**
 * The change-password form (portal-shell §2.5, §4.5, §5.3): current, new and confirmation;
 * one indicator per strength rule, updated as the new password is typed; errors by id under
 * their fields; the first server error, or "Password updated successfully.", for 5 s; the
 * fields cleared after each submit that reached the server.
 *
 * Plain MUI fields with the shared rules rather than the engine's form: the engine commits a
 * field on blur, and the indicators must follow every keystroke of the new password.
 */
export function ChangePasswordForm({ onClose }: ChangePasswordFormProps) {
  const { t, i18n } = useTranslation();
  const { client } = useShellServices();
  const idBase = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [indicators, setIndicators] = useState<readonly PasswordRuleIndicator[]>(() => passwordRuleIndicators(''));
  // After a refused submit the errors follow the values, so a fixed field clears at once.
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showPasswords, setShowPasswords] = useState(false);
  const { message, show, clear } = useTimedMessage();
  const inputs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});

  const errors = useMemo(() => (checking ? passwordChangeErrors(values) : []), [checking, values]);
  const errorOf = useCallback(
    (field: PasswordField): PasswordChangeError | undefined => errors.find((error) => FIELD_OF_ERROR[error.id] === field),
    [errors],
  );

  const change = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Keyup is the spec's moment; a change too, for a paste or an autofill that presses no key.
    if (field === 'newPassword') setIndicators(passwordRuleIndicators(value));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The strength check runs again on submit, over the whole value.
    setIndicators(passwordRuleIndicators(values.newPassword));
    const found = passwordChangeErrors(values);
    if (found.length > 0) {
      setChecking(true);
      inputs.current[FIELD_OF_ERROR[found[0]!.id]]?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data, error, response } = await client.POST('/api/portal/changePassword', { body: values });
      if (data?.success) show('success', t('PASSWORD_UPDATED'));
      else if (data) {
        const first = data.errors[0];
        show('error', first ? (first.messageKey && i18n.exists(first.messageKey) ? t(first.messageKey) : first.message) : t('AN_ERROR_HAS_OCCURRED'));
      } else if (response.status === 400) {
        const first = new CallError(400, error).fieldErrors[0];
        show('error', first ? translateFieldError(first, t) : t('AN_ERROR_HAS_OCCURRED'));
      } else if (response.status === 403) {
        show('error', t('CHANGE_PASSWORD_NO_PERMISSION'));
      } else {
        show('error', t('AN_ERROR_HAS_OCCURRED'));
      }
    } catch {
      show('error', t('AN_ERROR_HAS_OCCURRED'));
    } finally {
      // portal-shell §4.5: "Fields clear after each submit."
      setValues(EMPTY);
      setIndicators(passwordRuleIndicators(''));
      setChecking(false);
      setBusy(false);
    }
  };

  const rulesId = `${idBase}-rules`;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <TimedMessageBanner message={message} onClose={clear} />
      {FIELDS.map(({ name, label, autoComplete }) => {
        const fieldError = errorOf(name);
        return (
          <Box key={name}>
            <TextField
              id={`${idBase}-${name}`}
              name={name}
              label={t(label)}
              type={showPasswords ? 'text' : 'password'}
              value={values[name]}
              onChange={(event) => change(name, event.target.value)}
              onKeyUp={name === 'newPassword' ? (event) => setIndicators(passwordRuleIndicators((event.target as HTMLInputElement).value)) : undefined}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current[name] = element;
              }}
              required
              fullWidth
              margin="dense"
              autoComplete={autoComplete}
              disabled={busy}
              error={fieldError !== undefined}
              helperText={fieldError ? t(fieldError.messageKey, fieldError.params) : undefined}
              slotProps={{ htmlInput: { 'data-error-id': fieldError?.id, maxLength: TEXT_MAX_LENGTH } }}
            />
            {name === 'newPassword' ? <PasswordRuleList id={rulesId} indicators={indicators} /> : null}
          </Box>
        );
      })}
      <FormControlLabel
        control={<Checkbox checked={showPasswords} onChange={(event) => setShowPasswords(event.target.checked)} />}
        label={t('CHANGE_PASSWORD_SHOW')}
      />
      <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onClose}>
          {t('CLOSE')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('CHANGE_PASSWORD_SUBMIT')}
        </Button>
      </Box>
    </Box>
  );
}
