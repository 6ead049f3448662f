import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';
import { notFound } from '../../../http/http-error.ts';

// Link ids are UUIDs (notification_subscriptions.id); anything else the contract's pattern lets
// through names no link, and must not reach PostgreSQL's uuid parser as an error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subscription an unsubscribe link names, locked for the change; 404 for an unknown id. */
export async function lockedSubscription(trx: Kysely<Database>, id: string) {
  if (!UUID.test(id)) throw notFound('This unsubscribe link is not valid.');
  const row = await trx
    .selectFrom('notificationSubscriptions')
    .innerJoin('notificationTypes', 'notificationTypes.code', 'notificationSubscriptions.notificationType')
    .select([
      'notificationSubscriptions.id',
      'notificationSubscriptions.email',
      'notificationSubscriptions.userId',
      'notificationSubscriptions.dealerId',
      'notificationSubscriptions.subscribed',
      'notificationTypes.name as notificationName',
    ])
    .where('notificationSubscriptions.id', '=', id)
    .forUpdate('notificationSubscriptions')
    .executeTakeFirst();
  if (!row) throw notFound('This unsubscribe link is not valid.');
  return row;
}
