// The change-password dialog's checks by error id (portal-shell §5.3): 1 current required,
// 2 new required, 3 confirmation required or mismatch, 10 strength.
import { describe, expect, it } from 'vitest';
import { FIELD_OF_ERROR, passwordChangeErrors } from '../../../../src/shell/change-password/password-change-errors.ts';

const strong = 'Sunrise#2027';
const ids = (values: { password: string; newPassword: string; confirmPassword: string }) =>
  passwordChangeErrors(values).map(({ id, messageKey }) => [id, messageKey]);

describe('passwordChangeErrors', () => {
  it('passes a complete, strong, confirmed change', () => {
    expect(ids({ password: 'Portal!2026', newPassword: strong, confirmPassword: strong })).toEqual([]);
  });

  it('reports each missing field by its id', () => {
    expect(ids({ password: '', newPassword: '', confirmPassword: '' })).toEqual([
      [1, 'CURRENT_PASSWORD_REQUIRED'],
      [2, 'NEW_PASSWORD_REQUIRED'],
      [3, 'CONFIRM_PASSWORD_REQUIRED'],
    ]);
  });

  it('reports a confirmation that differs as id 3 (mismatch), case and blanks included', () => {
    expect(ids({ password: 'x', newPassword: strong, confirmPassword: strong.toLowerCase() })).toEqual([[3, 'PASSWORD_MISMATCH']]);
    expect(ids({ password: 'x', newPassword: strong, confirmPassword: `${strong} ` })).toEqual([[3, 'PASSWORD_MISMATCH']]);
  });

  it.each([
    ['too short', 'Ab1#xyz'],
    ['no upper case', 'sunrise#2027'],
    ['no lower case', 'SUNRISE#2027'],
    ['no digit', 'Sunrise#abcd'],
    ['no special character of the set', 'Sunrise2027'],
    ['only a special character outside the set', 'Sunrise2027-'],
  ])('raises one strength error (id 10) for a new password with %s', (_, newPassword) => {
    const errors = passwordChangeErrors({ password: 'x', newPassword, confirmPassword: newPassword });
    expect(errors).toEqual([expect.objectContaining({ id: 10, messageKey: 'PASSWORD_STRENGTH' })]);
    expect(errors[0]?.params).toMatchObject({ minLength: 8, specials: '!@#$%^&+=*,._' });
  });

  it('does not call a missing new password weak', () => {
    expect(ids({ password: 'x', newPassword: '', confirmPassword: 'y' })).toEqual([
      [2, 'NEW_PASSWORD_REQUIRED'],
      [3, 'PASSWORD_MISMATCH'],
    ]);
  });

  it('puts each id under its field', () => {
    expect(FIELD_OF_ERROR).toEqual({ 1: 'password', 2: 'newPassword', 3: 'confirmPassword', 10: 'newPassword' });
  });
});
