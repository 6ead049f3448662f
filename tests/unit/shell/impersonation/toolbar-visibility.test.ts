import { describe, expect, it } from 'vitest';
import type { UserDetails } from '../../../../src/shell/session/use-session.ts';
import { mayImpersonate, showsImpersonationToolbar } from '../../../../src/shell/impersonation/toolbar-visibility.ts';

type Who = Pick<UserDetails, 'role' | 'belongsToCmsEditorGroup' | 'impersonator'>;

const person = (role: string, belongsToCmsEditorGroup = false): Who => ({ role, belongsToCmsEditorGroup });
const actingAs = (user: Who, admin: { role: string; belongsToCmsEditorGroup?: boolean }): Who => ({
  ...user,
  impersonator: { login: 'admin', role: admin.role, belongsToCmsEditorGroup: admin.belongsToCmsEditorGroup ?? false },
});

// portal-shell §6: "visible when the header is shown and the user, or the user being impersonated,
// is in the CMS editor group, has role admin, or has role Dealer Group"; admin compared in lower case.
const table: [string, Who, boolean][] = [
  ['role admin', person('admin'), true],
  ['role Admin (lower-case compare)', person('Admin'), true],
  ['role ADMIN (lower-case compare)', person('ADMIN'), true],
  ['role Dealer Group', person('Dealer Group'), true],
  ['a CMS Editor in the CMS editor group', person('CMS Editor', true), true],
  ['a dealer in the CMS editor group', person('Dealer', true), true],
  ['role Dealer', person('Dealer'), false],
  ['role OEM', person('OEM'), false],
  ['role CMS Editor outside the editor group', person('CMS Editor'), false],
  ['a role that only contains admin', person('administrator'), false],
  ['role dealer group (Dealer Group is compared as shown)', person('dealer group'), false],
  ['an admin acting as a dealer', actingAs(person('Dealer'), { role: 'admin' }), true],
  ['an Admin acting as an OEM user', actingAs(person('OEM'), { role: 'Admin' }), true],
  ['anyone acting as a Dealer Group user', actingAs(person('Dealer Group'), { role: 'Dealer' }), true],
  ['anyone acting as an editor', actingAs(person('CMS Editor', true), { role: 'OEM' }), true],
  ['an editor acting as a dealer', actingAs(person('Dealer'), { role: 'CMS Editor', belongsToCmsEditorGroup: true }), true],
  ['a dealer acting as a dealer', actingAs(person('Dealer'), { role: 'Dealer' }), false],
];

describe('who sees the impersonation toolbar (portal-shell §6)', () => {
  it.each(table)('%s → %s', (_, who, visible) => {
    expect(showsImpersonationToolbar(who)).toBe(visible);
  });
});

// Only admins may impersonate (portal-shell §6, business-areas §6; x-roles of the contract).
describe('who may use it', () => {
  it.each<[string, Who, boolean]>([
    ['role admin', person('admin'), true],
    ['role ADMIN', person('ADMIN'), true],
    ['an admin acting as a dealer (to reset)', actingAs(person('Dealer'), { role: 'admin' }), true],
    ['role Dealer Group', person('Dealer Group'), false],
    ['a CMS Editor in the editor group', person('CMS Editor', true), false],
    ['an editor acting as a dealer', actingAs(person('Dealer'), { role: 'CMS Editor', belongsToCmsEditorGroup: true }), false],
  ])('%s → %s', (_, who, allowed) => {
    expect(mayImpersonate(who)).toBe(allowed);
  });
});
