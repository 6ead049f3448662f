import { isDealer } from '../header/user-roles.ts';
import type { UserDetails } from '../session/use-session.ts';

/** The oemName (the manufacturer's code) of Hyundai CA, whose dealers are never asked (portal-shell §4.2, §6). */
export const HYUNDAI_CA_OEM_NAME = 'hyundaica';

/**
 * Who is asked to confirm contact details (portal-shell §4.2, §6): dealers (any role containing
 * Dealer) signed in as themselves, except Hyundai CA dealers. An admin acting as a dealer is
 * never asked: the confirmation is the dealer's own statement.
 */
export function mayBeAskedToConfirmContacts(user: Pick<UserDetails, 'role' | 'impersonator' | 'oemName' | 'ssoLoginOnlyAllowed'>): boolean {
  return isDealer(user) && !user.impersonator && !user.ssoLoginOnlyAllowed && user.oemName.toLowerCase() !== HYUNDAI_CA_OEM_NAME;
}
