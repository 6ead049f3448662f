import { describe, expect, it } from 'vitest';
import { forgotPasswordForm, validateForgotPassword, validateLoginForm } from '../../../../src/shell/login/login-validation.ts';
import { en } from '../../../../src/i18n/catalogues.ts';

describe('login form messages (portal-shell §5.5)', () => {
  it.each([
    [{ username: '', password: '' }, { username: 'USERNAME_REQUIRED', password: 'PASSWORD_REQUIRED' }],
    [{ username: '   ', password: 'secret' }, { username: 'USERNAME_REQUIRED' }],
    [{ username: 'dealer', password: '' }, { password: 'PASSWORD_REQUIRED' }],
    [{ username: 'dealer', password: '   ' }, {}],
    [{ username: 'dealer', password: 'Portal!2026' }, {}],
  ])('%j → %j', (form, errors) => {
    expect(validateLoginForm(form)).toEqual(errors);
  });

  it('uses the spec’s exact texts', () => {
    expect(en.USERNAME_REQUIRED).toBe('Username required');
    expect(en.PASSWORD_REQUIRED).toBe('Password required');
    expect(en.AT_LEAST_ONE_VALUE_REQUIRED).toBe('Please enter atleast one value');
    expect(en.VALID_EMAIL_REQUIRED).toBe('Valid email required');
  });
});

describe('forgot password (portal-shell §5.5)', () => {
  it.each([
    [{ username: '', email: '' }, 'AT_LEAST_ONE_VALUE_REQUIRED'],
    [{ username: '  ', email: ' ' }, 'AT_LEAST_ONE_VALUE_REQUIRED'],
    [{ username: '', email: 'not-an-email' }, 'VALID_EMAIL_REQUIRED'],
    [{ username: 'dealer', email: 'dealer@' }, 'VALID_EMAIL_REQUIRED'],
    [{ username: 'dealer', email: '' }, undefined],
    [{ username: '', email: ' dealer@example.com ' }, undefined],
  ])('%j → %s', (form, message) => {
    expect(validateForgotPassword(form)).toBe(message);
  });

  it('sends trimmed values and leaves empty fields out', () => {
    expect(forgotPasswordForm({ username: ' dealer ', email: '' })).toEqual({ username: 'dealer' });
    expect(forgotPasswordForm({ username: '', email: ' d@example.com' })).toEqual({ email: 'd@example.com' });
  });
});
