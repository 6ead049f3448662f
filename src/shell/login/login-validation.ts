import { isEmail } from '../../rules/email.ts';

/** i18n keys of the login page's messages (portal-shell §5.5), as src/i18n names them. */
export type LoginMessageKey = 'USERNAME_REQUIRED' | 'PASSWORD_REQUIRED';
export type ForgotPasswordMessageKey = 'AT_LEAST_ONE_VALUE_REQUIRED' | 'VALID_EMAIL_REQUIRED';

export interface LoginFormErrors {
  username?: LoginMessageKey;
  password?: LoginMessageKey;
}

/**
 * "Username required" for a blank username, "Password required" for an empty password. The
 * password is not trimmed: spaces can be part of a password, so only nothing at all is missing.
 */
export function validateLoginForm({ username, password }: { username: string; password: string }): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (username.trim() === '') errors.username = 'USERNAME_REQUIRED';
  if (password === '') errors.password = 'PASSWORD_REQUIRED';
  return errors;
}

export interface ForgotPasswordInput {
  username: string;
  email: string;
}

/**
 * The forgotten-password form: at least one of username and email ("Please enter atleast one
 * value"); an email, when given, must be valid ("Valid email required"). Both trimmed.
 */
export function validateForgotPassword({ username, email }: ForgotPasswordInput): ForgotPasswordMessageKey | undefined {
  const user = username.trim();
  const mail = email.trim();
  if (user === '' && mail === '') return 'AT_LEAST_ONE_VALUE_REQUIRED';
  if (mail !== '' && !isEmail(mail)) return 'VALID_EMAIL_REQUIRED';
  return undefined;
}

/** The form the server gets: trimmed, and empty fields left out (the contract's minProperties rule). */
export function forgotPasswordForm({ username, email }: ForgotPasswordInput): { username?: string; email?: string } {
  const form: { username?: string; email?: string } = {};
  if (username.trim() !== '') form.username = username.trim();
  if (email.trim() !== '') form.email = email.trim();
  return form;
}
