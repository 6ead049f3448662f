import type { Role, ScreenDefinition } from '../../engine/index.ts';
import type { UserDetails } from '../session/use-session.ts';
import type { RefusalReason } from './route-refusal.ts';

/**
 * The contract's role names (x-roles, the meta-schema's `Role`) of a user, read from the user
 * details as the spec reads roles: admin compared in lower case, a role containing "Dealer
 * Group", a role containing "Dealer", OEM staff, and the CMS Editor group. While an admin
 * impersonates, the details are the impersonated user's, so the roles are that user's.
 */
export function userRoles(user: Pick<UserDetails, 'role' | 'belongsToCmsEditorGroup'>): Set<Role> {
  const roles = new Set<Role>();
  const role = user.role.toLowerCase();
  if (role === 'admin') roles.add('admin');
  if (role.includes('dealer group')) roles.add('dealerGroup');
  else if (role.includes('dealer')) roles.add('dealer');
  if (role.includes('oem')) roles.add('oem');
  if (user.belongsToCmsEditorGroup) roles.add('cmsEditor');
  return roles;
}

type ScreenUser = Pick<UserDetails, 'role' | 'belongsToCmsEditorGroup' | 'dealerCodes'>;

/**
 * Why the screen's access hints keep this user out, or undefined when they let the user in: not
 * one of its `roles` ('role'), or for a `dealersOnly` screen no dealer (or an admin impersonating
 * one: the details are then the dealer's), or a CMS editor (business-areas §6) ('dealersOnly').
 * The menu has already allowed the route; this hides what the user's role could not use anyway.
 */
export function screenRefusal(definition: Pick<ScreenDefinition, 'access'>, user: ScreenUser | undefined): RefusalReason | undefined {
  const access = definition.access;
  if (!access) return undefined;
  if (!user) return 'role';
  const roles = userRoles(user);
  if (access.roles && !access.roles.some((role) => roles.has(role))) return 'role';
  if (access.dealersOnly && (roles.has('cmsEditor') || user.dealerCodes.length === 0)) return 'dealersOnly';
  return undefined;
}

/** Whether the screen's access hints let this user use it (see screenRefusal). */
export function mayUseScreen(definition: Pick<ScreenDefinition, 'access'>, user: ScreenUser | undefined): boolean {
  return screenRefusal(definition, user) === undefined;
}
