/**
 * Who a call acts as. Role keys are the ones the contract's `x-roles` names; they are derived
 * from the user's role text the way the spec reads it: "admin" compared in lower case, a role
 * containing "Dealer Group", a role containing "Dealer", OEM staff, and the CMS Editor group;
 * and the studio's: "Product Staff" (studio) and "QA" (qa).
 */
export type RoleKey = 'admin' | 'dealer' | 'dealerGroup' | 'oem' | 'cmsEditor' | 'studio' | 'qa';

export interface CallerUser {
  userId: number;
  loginName: string;
  userName: string;
  role: string;
  oemId: number | null;
  belongsToCmsEditorGroup: boolean;
}

export interface Caller extends CallerUser {
  /** Role keys of the user the call acts as, plus those of the impersonating admin (see `effectiveRoles`). */
  roles: ReadonlySet<RoleKey>;
  /** The admin behind the call while impersonating. */
  impersonator: CallerUser | null;
}

export function roleKeysOf(user: Pick<CallerUser, 'role' | 'belongsToCmsEditorGroup'>): Set<RoleKey> {
  const keys = new Set<RoleKey>();
  const role = user.role.toLowerCase();
  if (role === 'admin') keys.add('admin');
  if (role.includes('dealer group')) keys.add('dealerGroup');
  else if (role.includes('dealer')) keys.add('dealer');
  if (role.includes('oem')) keys.add('oem');
  if (user.belongsToCmsEditorGroup) keys.add('cmsEditor');
  // The studio's roles (issue #18): product staff edit and publish screen definitions, QA checks them.
  if (role === 'product staff') keys.add('studio');
  if (role === 'qa') keys.add('qa');
  return keys;
}

/**
 * While an admin impersonates, calls act as the impersonated user, and the admin keeps the
 * admin-only functions (ending the impersonation, for one): the role set is the union.
 */
export function callerOf(user: CallerUser, impersonator: CallerUser | null): Caller {
  const roles = roleKeysOf(user);
  if (impersonator) for (const key of roleKeysOf(impersonator)) if (key === 'admin') roles.add(key);
  return { ...user, roles, impersonator };
}
