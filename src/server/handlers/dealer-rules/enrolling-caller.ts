/**
 * business-areas §6: "Only dealers and impersonating admins see providers and packages and can
 * enroll. Content editors cannot enroll." An admin impersonating a dealer calls with that
 * dealer's roles, so the rule reads the roles of the user the call acts as: a dealer or dealer
 * group, and no CMS editor (an admin impersonating an editor is one too).
 */
import type { Caller } from '../../auth/caller.ts';
import { roleKeysOf } from '../../auth/caller.ts';
import { forbidden } from '../../http/http-error.ts';

export function requireEnrollingCaller(caller: Caller): void {
  const own = roleKeysOf(caller);
  if (own.has('cmsEditor')) throw forbidden('Content editors cannot enroll.');
  if (!own.has('dealer') && !own.has('dealerGroup')) {
    throw forbidden('Only dealers, and administrators impersonating a dealer, can enroll.');
  }
}
