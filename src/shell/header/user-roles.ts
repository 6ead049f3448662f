import { USER_GROUP_JDP_ADMIN } from '../../constants.ts';
import type { UserDetails } from '../session/use-session.ts';

/** The role admin, compared in lower case (portal-shell §6). */
export function isAdmin(user: Pick<UserDetails, 'role'>): boolean {
  return user.role.toLowerCase() === 'admin';
}

/** Any role whose name contains Dealer (Dealer, Dealer Group) is a dealer (portal-shell §1). */
export function isDealer(user: Pick<UserDetails, 'role'>): boolean {
  return user.role.includes('Dealer');
}

/** CMS editors edit content in place; they get no feedback icon and cannot enroll (§6). */
export function isCmsEditor(user: Pick<UserDetails, 'belongsToCmsEditorGroup'>): boolean {
  return user.belongsToCmsEditorGroup;
}

/**
 * An admin of the JDP admin group who acts as nobody sees only the impersonation prompt
 * (portal-shell §2.3, §6): the portal's content only makes sense for a dealer or OEM user.
 */
export function mustImpersonateFirst(user: Pick<UserDetails, 'role' | 'userGroups' | 'impersonator'>): boolean {
  return isAdmin(user) && !user.impersonator && user.userGroups.includes(USER_GROUP_JDP_ADMIN);
}
