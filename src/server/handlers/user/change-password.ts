/**
 * Changing one's own password (portal-shell §4.5, §5.3). The request's shape and the new
 * password's strength are checked by the contract (strong-password) before this runs; what is
 * left needs the stored hash: the current password must be right (id 1), the confirmation must
 * equal the new password (id 3), and the new password must differ from the current one (id 10).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import { translateEnglish, type MessageKey } from '../../../rules/core.ts';
import { hashPassword, verifyPassword, MalformedPasswordHashError } from '../../auth/password.ts';
import type { Database } from '../../db/schema/database.ts';

export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];
export type ChangePasswordResult = components['schemas']['ChangePasswordResult'];
type ChangePasswordError = components['schemas']['ChangePasswordError'];

/** The error ids of portal-shell §5.3. */
export const CHANGE_PASSWORD_ERROR = { currentPassword: 1, newPassword: 2, confirmPassword: 3, strength: 10 } as const;

/** The server answers in English from the one catalogue (src/i18n), so browser and server agree. */
const error = (id: ChangePasswordError['id'], messageKey: MessageKey): ChangePasswordError => ({
  id,
  message: translateEnglish(messageKey),
  messageKey,
});

export interface PasswordOwner {
  canChangePassword: boolean;
  ssoLoginOnly: boolean;
}

/** The permission with the edit flag: never for SSO-only accounts, never while an admin acts as the user. */
export function mayChangePassword(owner: PasswordOwner, impersonating: boolean): boolean {
  return owner.canChangePassword && !owner.ssoLoginOnly && !impersonating;
}

/** Checks the request against the stored hash and, when every check passes, stores the new hash. */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  storedHash: string,
  request: ChangePasswordRequest,
  now: Date,
): Promise<ChangePasswordResult> {
  let currentMatches = false;
  try {
    currentMatches = await verifyPassword(request.password, storedHash);
  } catch (failure) {
    // A hash this server did not write cannot be matched; the user has to reset the password.
    if (!(failure instanceof MalformedPasswordHashError)) throw failure;
  }
  const errors: ChangePasswordError[] = [];
  if (!currentMatches) errors.push(error(CHANGE_PASSWORD_ERROR.currentPassword, 'CURRENT_PASSWORD_INCORRECT'));
  if (request.confirmPassword !== request.newPassword) errors.push(error(CHANGE_PASSWORD_ERROR.confirmPassword, 'PASSWORD_MISMATCH'));
  // Only said once the current password is proven, so the answer never confirms a guess.
  if (currentMatches && request.newPassword === request.password) {
    errors.push(error(CHANGE_PASSWORD_ERROR.strength, 'PASSWORD_REUSED'));
  }
  if (errors.length > 0) return { success: false, errors };

  const passwordHash = await hashPassword(request.newPassword);
  // Only if the hash is still the one checked: two concurrent changes cannot both win.
  const updated = await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: now })
    .where('id', '=', userId)
    .where('passwordHash', '=', storedHash)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return { success: false, errors: [error(CHANGE_PASSWORD_ERROR.currentPassword, 'CURRENT_PASSWORD_INCORRECT')] };
  return { success: true, errors: [] };
}
