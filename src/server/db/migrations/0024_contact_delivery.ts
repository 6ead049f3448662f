import type { Kysely } from 'kysely';
import { CONTACT_DELIVERY_STATUSES } from '../vocabulary.ts';
import { oneOf } from './check-expressions.ts';

/**
 * Contact Us messages on their way to the support desk (issue #17: "never lost when sending
 * fails"). The message row is written first; forwarding it is a separate step whose outcome is
 * recorded here, so a desk that is down leaves a FAILED row that is tried again, never a lost one.
 * Rows from before forwarding existed were read in the admins' inbox only: INBOX_ONLY.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('delivery_status', 'text', (c) => c.notNull().defaultTo('INBOX_ONLY'))
    .addColumn('delivery_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_error', 'varchar(2000)')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('next_delivery_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('contact_messages')
    .addCheckConstraint('contact_messages_delivery_status_check', oneOf('delivery_status', CONTACT_DELIVERY_STATUSES))
    .execute();
  // The retrier's question: which messages are due now.
  await db.schema
    .createIndex('contact_messages_due_idx')
    .on('contact_messages')
    .column('next_delivery_at')
    .where(oneOf('delivery_status', ['PENDING', 'FAILED']))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_messages_due_idx').execute();
  await db.schema
    .alterTable('contact_messages')
    .dropConstraint('contact_messages_delivery_status_check')
    .execute();
  await db.schema
    .alterTable('contact_messages')
    .dropColumn('next_delivery_at')
    .dropColumn('delivered_at')
    .dropColumn('delivery_error')
    .dropColumn('delivery_attempts')
    .dropColumn('delivery_status')
    .execute();
}
