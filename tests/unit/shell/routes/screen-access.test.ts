import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { mayUseScreen, userRoles } from '../../../../src/shell/routes/screen-access.ts';

const hints = (access: ScreenDefinition['access']): Pick<ScreenDefinition, 'access'> => ({ access });
const person = (role: string, dealerCodes: string[] = [], belongsToCmsEditorGroup = false) => ({ role, dealerCodes, belongsToCmsEditorGroup });

describe('screen access hints (business-areas §6)', () => {
  it('reads the contract role names from the user details as the spec reads roles', () => {
    expect([...userRoles(person('ADMIN'))]).toEqual(['admin']);
    expect([...userRoles(person('Dealer'))]).toEqual(['dealer']);
    expect([...userRoles(person('Dealer Group'))]).toEqual(['dealerGroup']);
    expect([...userRoles(person('OEM'))]).toEqual(['oem']);
    expect([...userRoles(person('CMS Editor', [], true))]).toEqual(['cmsEditor']);
  });

  it('lets only the listed roles use a screen with roles', () => {
    const manage = hints({ roles: ['admin', 'oem'] });
    expect(mayUseScreen(manage, person('admin'))).toBe(true);
    expect(mayUseScreen(manage, person('OEM'))).toBe(true);
    expect(mayUseScreen(manage, person('Dealer Group', ['H1', 'H2']))).toBe(false);
    expect(mayUseScreen(manage, undefined)).toBe(false);
    expect(mayUseScreen({}, person('Dealer', ['H1']))).toBe(true);
  });

  it('gives a dealers-only screen to dealers and impersonating admins (who carry the dealer\'s details), never to CMS editors', () => {
    const enrol = hints({ roles: ['dealer', 'dealerGroup', 'admin'], dealersOnly: true });
    expect(mayUseScreen(enrol, person('Dealer', ['H1']))).toBe(true);
    expect(mayUseScreen(enrol, person('Dealer Group', ['H1', 'H2']))).toBe(true);
    expect(mayUseScreen(enrol, person('admin'))).toBe(false);
    expect(mayUseScreen(enrol, person('Dealer', ['H1'], true))).toBe(false);
    expect(mayUseScreen(enrol, person('CMS Editor', [], true))).toBe(false);
  });
});
