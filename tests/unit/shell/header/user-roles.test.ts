import { describe, expect, it } from 'vitest';
import { isAdmin, isDealer, mustImpersonateFirst } from '../../../../src/shell/header/user-roles.ts';
import { user } from './menu-fixtures.ts';

describe('roles (portal-shell §6)', () => {
  it('compares admin in lower case', () => {
    expect(isAdmin({ role: 'Admin' })).toBe(true);
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'Dealer' })).toBe(false);
  });

  it('treats any role containing Dealer as a dealer', () => {
    expect(isDealer({ role: 'Dealer' })).toBe(true);
    expect(isDealer({ role: 'Dealer Group' })).toBe(true);
    expect(isDealer({ role: 'OEM' })).toBe(false);
  });

  it('asks a JDP admin who acts as nobody to impersonate first', () => {
    const admin = user({ role: 'admin', userGroups: ['JDP admin'] });
    expect(mustImpersonateFirst(admin)).toBe(true);
    expect(mustImpersonateFirst({ ...admin, userGroups: [] })).toBe(false);
    expect(mustImpersonateFirst({ ...admin, impersonator: { login: 'admin', role: 'admin', belongsToCmsEditorGroup: false } })).toBe(false);
  });
});
