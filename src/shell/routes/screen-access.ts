import type { Role, ScreenDefinition } from '../../engine/index.ts';
import type { UserDetails } from '../session/use-session.ts';

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

/**
 * Whether the screen's access hints let this user use it: one of its `roles`, and for a
 * `dealersOnly` screen a dealer (or an admin impersonating one: the details are then the
 * dealer's) who is no CMS editor (business-areas §6). The menu has already allowed the route;
 * this hides what the user's role could not use anyway.
 */
export function mayUseScreen(definition: Pick<ScreenDefinition, 'access'>, user: Pick<UserDetails, 'role' | 'belongsToCmsEditorGroup' | 'dealerCodes'> | undefined): boolean {
  const access = definition.access;
  if (!access) return true;
  if (!user) return false;
  const roles = userRoles(user);
  if (access.roles && !access.roles.some((role) => roles.has(role))) return false;
  if (access.dealersOnly && (roles.has('cmsEditor') || user.dealerCodes.length === 0)) return false;
  return true;
}
