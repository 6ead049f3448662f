import { isAdmin } from '../header/user-roles.ts';
import type { UserDetails } from '../session/use-session.ts';

type Person = Pick<UserDetails, 'role' | 'belongsToCmsEditorGroup'>;

/** Role text of a dealer group user, compared as shown (portal-shell §6). */
const DEALER_GROUP_ROLE = 'Dealer Group';

function qualifies(person: Person): boolean {
  return person.belongsToCmsEditorGroup || isAdmin(person) || person.role === DEALER_GROUP_ROLE;
}

/**
 * The admin toolbar shows when the user, or the user being impersonated, is in the CMS editor
 * group, has role admin (lower-case compare) or has role Dealer Group (portal-shell §6). While an
 * admin impersonates, the user details are the impersonated user's and `impersonator` is the
 * admin: either one qualifying keeps the toolbar, so an admin acting as a dealer can still reset.
 * The header decides whether the header itself shows; this rule is only about who.
 */
export function showsImpersonationToolbar(user: Person & Pick<UserDetails, 'impersonator'>): boolean {
  return qualifies(user) || (user.impersonator !== undefined && qualifies(user.impersonator));
}

/**
 * Only admins may list users and start or stop acting as one (portal-shell §6, business-areas
 * §6; the contract's x-roles agree). The toolbar also shows to Dealer Group users and CMS editors
 * (the visibility rule above), so for them it is shown locked with the reason, instead of
 * offering a search the server refuses.
 */
export function mayImpersonate(user: Pick<UserDetails, 'role' | 'impersonator'>): boolean {
  return isAdmin(user) || (user.impersonator !== undefined && isAdmin(user.impersonator));
}
