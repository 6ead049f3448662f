// Users and menus shaped like the contract's UserDetails and MenuItem, for the shell's tests.
import type { MenuItem, UserDetails } from '../../../../src/shell/session/use-session.ts';

export function user(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    userName: 'Dana Dealer',
    loginName: 'dealer',
    oemId: 1,
    oemName: 'honda',
    oemSkinName: 'honda',
    role: 'Dealer',
    userGroups: [],
    ssoLoginOnlyAllowed: false,
    language: 'ENGLISH',
    availableLanguagesCodes: ['en', 'fr'],
    biDashboards: [],
    hasBundles: false,
    belongsToCmsEditorGroup: false,
    dealerCodes: ['H1001'],
    lastLoginTime: '2026-01-05T14:30:00Z',
    ...overrides,
  };
}

let nextId = 1000;
export function entry(url: string, name = url, children: MenuItem[] = []): MenuItem {
  nextId += 1;
  return { id: nextId, name, url, filteredChildren: children };
}

/** A group entry (no url) with children, as the server sends the menu's branches. */
export function group(name: string, children: MenuItem[]): MenuItem {
  return entry('', name, children);
}
