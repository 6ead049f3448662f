import { describe, expect, it } from 'vitest';
import { buildMenu, changePasswordUnderSettings, isChangePasswordEntry } from '../../../../src/shell/header/menu-model.ts';
import { DEALER_MENU, entry } from './menu-fixtures.ts';

describe('buildMenu (portal-shell §2.4)', () => {
  it('keeps three levels and tells what each entry does', () => {
    const [programs, contact, settings] = buildMenu(DEALER_MENU);
    expect(programs?.action.kind).toBe('group');
    if (programs?.action.kind !== 'group') throw new Error('unreachable');
    const [leads, website, training] = programs.action.children;
    expect(leads?.action).toEqual({ kind: 'route', url: '/smartleads', name: 'SmartLeads' });
    expect(website?.depth).toBe(2);
    expect(website?.action.kind).toBe('group');
    if (website?.action.kind !== 'group') throw new Error('unreachable');
    expect(website.action.children.map((child) => [child.depth, child.action.kind])).toEqual([
      [3, 'route'],
      [3, 'route'],
    ]);
    expect(training?.action).toEqual({ kind: 'external', href: 'https://learning.example.com/portal' });
    expect(contact?.action.kind).toBe('route');
    expect(settings?.isSettings).toBe(true);
  });

  it('ignores children below the third level', () => {
    const deep = [entry(1, 'A', '', [entry(2, 'B', '', [entry(3, 'C', '/c', [entry(4, 'D', '/d')])])])];
    const [a] = buildMenu(deep);
    if (a?.action.kind !== 'group') throw new Error('expected a group');
    const [b] = a.action.children;
    if (b?.action.kind !== 'group') throw new Error('expected a group');
    expect(b.action.children[0]?.action).toEqual({ kind: 'route', url: '/c', name: 'C' });
  });

  it('turns entry 46 and any entry named Change Password into the dialog', () => {
    expect(isChangePasswordEntry({ id: 46, name: 'Password' })).toBe(true);
    expect(isChangePasswordEntry({ id: 99, name: 'Change Password' })).toBe(true);
    expect(isChangePasswordEntry({ id: 47, name: 'Profile' })).toBe(false);
    const [node] = buildMenu([entry(46, 'Password', '/changePassword')]);
    expect(node?.action).toEqual({ kind: 'changePassword' });
  });

  it('finds Change Password under Settings for the user-name dropdown', () => {
    expect(changePasswordUnderSettings(buildMenu(DEALER_MENU))?.id).toBe(46);
    const elsewhere = [entry(1, 'Account', '', [entry(46, 'Change Password')])];
    expect(changePasswordUnderSettings(buildMenu(elsewhere))).toBeUndefined();
  });

  it('only marks a top-level Settings entry as the settings menu', () => {
    const [outer] = buildMenu([entry(1, 'Tools', '', [entry(2, 'Settings', '/settings/preLead')])]);
    if (outer?.action.kind !== 'group') throw new Error('expected a group');
    expect(outer.isSettings).toBe(false);
    expect(outer.action.children[0]?.isSettings).toBe(false);
  });
});
