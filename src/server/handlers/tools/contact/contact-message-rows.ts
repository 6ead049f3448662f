import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';

/**
 * A Contact Us message with its sender's login and dealer: the part of a row the admins' inbox
 * lists and the support desk receives alike, so the two never tell a message apart differently.
 * Callers add what only they need (delivery state for the inbox, OEM and dealer name for the desk).
 */
export function contactMessageRows(db: Kysely<Database>) {
  return db
    .selectFrom('contactMessages')
    .leftJoin('users', 'users.id', 'contactMessages.userId')
    .leftJoin('dealers', 'dealers.id', 'contactMessages.dealerId')
    .select([
      'contactMessages.id',
      'contactMessages.createdAt',
      'contactMessages.name',
      'contactMessages.email',
      'contactMessages.phone',
      'contactMessages.subject',
      'contactMessages.message',
      'users.loginName',
      'contactMessages.impersonatorLogin',
      'dealers.code as dealerCode',
    ]);
}
