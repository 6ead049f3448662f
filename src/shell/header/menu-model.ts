import type { MenuItem } from '../session/use-session.ts';
import { CHANGE_PASSWORD_MENU_ID } from '../../constants.ts';

/** The menu entry that opens the change-password dialog (portal-shell §2.4). */
export { CHANGE_PASSWORD_MENU_ID } from '../../constants.ts';
const CHANGE_PASSWORD_NAME = 'change password';
/** The server sends the menu at most three levels deep (portal-shell §2.4). */
export const MENU_MAX_DEPTH = 3;
/** Names the settings entry may arrive under; its label is chosen by the shell, not the server. */
const SETTINGS_NAMES = ['settings', 'certified programs'];

/** What choosing an entry does. */
export type MenuAction =
  /** Open the route resolved from the entry's url and name. */
  | { readonly kind: 'route'; readonly url: string; readonly name: string }
  /** A full http(s) link: a new window. */
  | { readonly kind: 'external'; readonly href: string }
  /** Entry 46 / Change Password: the dialog instead of a navigation. */
  | { readonly kind: 'changePassword' }
  /** An entry with children: a dropdown (top level) or a submenu toggled on click. */
  | { readonly kind: 'group'; readonly children: readonly MenuNode[] };

export interface MenuNode {
  readonly id: number;
  /** The server's name (an i18n key or raw text, possibly with user placeholders). */
  readonly name: string;
  /** 1 for top-level entries. */
  readonly depth: number;
  readonly isSettings: boolean;
  readonly action: MenuAction;
}

export function isChangePasswordEntry(item: Pick<MenuItem, 'id' | 'name'>): boolean {
  return item.id === CHANGE_PASSWORD_MENU_ID || item.name.trim().toLowerCase() === CHANGE_PASSWORD_NAME;
}

export function isSettingsEntry(item: Pick<MenuItem, 'name'>): boolean {
  return SETTINGS_NAMES.includes(item.name.trim().toLowerCase());
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

function actionOf(item: MenuItem, depth: number): MenuAction {
  if (isChangePasswordEntry(item)) return { kind: 'changePassword' };
  const children = depth < MENU_MAX_DEPTH ? item.filteredChildren : [];
  if (children.length > 0) return { kind: 'group', children: children.map((child) => toNode(child, depth + 1)) };
  if (isExternalUrl(item.url)) return { kind: 'external', href: item.url.trim() };
  return { kind: 'route', url: item.url.trim(), name: item.name };
}

function toNode(item: MenuItem, depth: number): MenuNode {
  return { id: item.id, name: item.name, depth, isSettings: depth === 1 && isSettingsEntry(item), action: actionOf(item, depth) };
}

/**
 * The server's menu as the header shows it: at most three levels (children of a third-level
 * entry are ignored), each entry knowing what it does.
 */
export function buildMenu(menu: readonly MenuItem[]): MenuNode[] {
  return menu.map((item) => toNode(item, 1));
}

/**
 * The Change Password entry when it sits under the Settings menu; the header then also offers
 * it in the user-name dropdown (portal-shell §2.4).
 */
export function changePasswordUnderSettings(nodes: readonly MenuNode[]): MenuNode | undefined {
  for (const node of nodes) {
    if (!node.isSettings || node.action.kind !== 'group') continue;
    const found = findDeep(node.action.children, (child) => child.action.kind === 'changePassword');
    if (found) return found;
  }
  return undefined;
}

function findDeep(nodes: readonly MenuNode[], test: (node: MenuNode) => boolean): MenuNode | undefined {
  for (const node of nodes) {
    if (test(node)) return node;
    if (node.action.kind === 'group') {
      const found = findDeep(node.action.children, test);
      if (found) return found;
    }
  }
  return undefined;
}
