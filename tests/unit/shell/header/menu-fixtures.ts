import type { MenuItem, UserDetails } from '../../../../src/shell/session/use-session.ts';

export function entry(id: number, name: string, url = '', children: MenuItem[] = []): MenuItem {
  return { id, name, url, filteredChildren: children };
}

/** A dealer's menu three levels deep, with Change Password under Settings. */
export const DEALER_MENU: MenuItem[] = [
  entry(1, 'Programs', '', [
    entry(2, 'SmartLeads', '/smartleads'),
    entry(3, 'Website', '', [entry(4, 'Manage Website Program', '/websiteprogram'), entry(5, 'Manage Packages', '/managepackages')]),
    entry(6, 'Dealer Training', 'https://learning.example.com/portal'),
  ]),
  entry(7, 'Contact Us', '/contactus'),
  entry(40, 'Settings', '', [entry(41, 'Profile Information', '/manageprofile'), entry(46, 'Change Password', '')]),
];

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
    lastLoginTime: '2026-03-02T14:05:00Z',
    language: 'ENGLISH',
    availableLanguagesCodes: ['en', 'fr'],
    biDashboards: [],
    hasBundles: false,
    belongsToCmsEditorGroup: false,
    dealerCode: '10001',
    dealerCodes: ['10001'],
    ...overrides,
  };
}
