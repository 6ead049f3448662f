/**
 * The change-password dialog's own checks (portal-shell §5.3), with the spec's error ids:
 * current password required (1), new password required (2), confirmation required or not equal
 * to the new password (3), the new password fails a strength rule (10). One error per id; the
 * strength check uses the shared rules (src/rules), the same the server applies.
 */
import type { PortalComponents } from '../../api/index.ts';
import { isStrongPassword, PASSWORD_MESSAGE_PARAMS, type MessageKey, type MessageParams } from '../../rules/index.ts';

type ChangePasswordRequest = PortalComponents['schemas']['ChangePasswordRequest'];
export type ChangePasswordErrorId = PortalComponents['schemas']['ChangePasswordError']['id'];
export type PasswordField = keyof ChangePasswordRequest;

export const CHANGE_PASSWORD_ERROR_ID = { currentRequired: 1, newRequired: 2, confirmation: 3, strength: 10 } as const satisfies Record<string, ChangePasswordErrorId>;

/** The field each error id belongs to, so the message shows under it. */
export const FIELD_OF_ERROR: Readonly<Record<ChangePasswordErrorId, PasswordField>> = {
  1: 'password',
  2: 'newPassword',
  3: 'confirmPassword',
  10: 'newPassword',
};

export interface PasswordChangeError {
  readonly id: ChangePasswordErrorId;
  readonly messageKey: MessageKey;
  readonly params?: MessageParams;
}

/** Every error of the values, in the order of the fields (1, 2 or 10, 3); empty when they may be sent. */
export function passwordChangeErrors({ password, newPassword, confirmPassword }: ChangePasswordRequest): PasswordChangeError[] {
  const errors: PasswordChangeError[] = [];
  if (password === '') errors.push({ id: CHANGE_PASSWORD_ERROR_ID.currentRequired, messageKey: 'CURRENT_PASSWORD_REQUIRED' });
  if (newPassword === '') errors.push({ id: CHANGE_PASSWORD_ERROR_ID.newRequired, messageKey: 'NEW_PASSWORD_REQUIRED' });
  else if (!isStrongPassword(newPassword)) {
    errors.push({ id: CHANGE_PASSWORD_ERROR_ID.strength, messageKey: 'PASSWORD_STRENGTH', params: PASSWORD_MESSAGE_PARAMS });
  }
  if (confirmPassword === '') errors.push({ id: CHANGE_PASSWORD_ERROR_ID.confirmation, messageKey: 'CONFIRM_PASSWORD_REQUIRED' });
  else if (confirmPassword !== newPassword) errors.push({ id: CHANGE_PASSWORD_ERROR_ID.confirmation, messageKey: 'PASSWORD_MISMATCH' });
  return errors;
}
