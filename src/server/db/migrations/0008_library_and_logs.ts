import { sql, type Kysely } from 'kysely';
import { LANGUAGES, TEXT_MAX_LENGTH } from '../../../constants.ts';
import { LOG_STATUSES, PAYLOAD_LOOKUP_TYPES, PAYLOAD_STATUSES, RESOURCE_DOCUMENT_TYPES } from '../vocabulary.ts';
import { oneOf } from './check-expressions.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;

/**
 * The resources library, payload lookup, the log viewer's event log, notification
 * subscriptions, Contact Us messages and users' profile contact details.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resource_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', text250, (c) => c.notNull().unique())
    .execute();

  // The products (home-page components) resources belong to; component_id is the contract's componentId.
  await db.schema
    .createTable('resource_products')
    .addColumn('component_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', text250, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('resources')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('description', text250)
    .addColumn('component_id', 'integer', (c) => c.notNull().references('resource_products.component_id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('resource_categories.id'))
    // NULL: shown to every OEM.
    .addColumn('oem_id', 'integer', (c) => c.references('oems.id'))
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('file_size', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('resources_document_type_check', oneOf('document_type', RESOURCE_DOCUMENT_TYPES))
    .addCheckConstraint('resources_language_check', oneOf('language', LANGUAGES))
    .execute();
  await db.schema.createIndex('resources_filter_idx').on('resources').columns(['component_id', 'language', 'oem_id']).execute();
  await db.schema.createIndex('resources_name_lower_idx').on('resources').expression(sql`lower(name)`).execute();

  await db.schema
    .createTable('payloads')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payload_lookup_type', 'text', (c) => c.notNull())
    .addColumn('document_id', text250, (c) => c.notNull())
    .addColumn('dealer_id', 'integer', (c) => c.references('dealers.id').onDelete('set null'))
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('source', text250, (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz')
    // [{code, message, location}] when status is FAILED.
    .addColumn('failures', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('payload_xml', 'text', (c) => c.notNull())
    .addCheckConstraint('payloads_type_check', oneOf('payload_lookup_type', PAYLOAD_LOOKUP_TYPES))
    .addCheckConstraint('payloads_status_check', oneOf('status', PAYLOAD_STATUSES))
    .execute();
  await db.schema.createIndex('payloads_lookup_idx').on('payloads').columns(['payload_lookup_type', 'document_id']).execute();
  await db.schema.createIndex('payloads_received_idx').on('payloads').columns(['received_at', 'id']).execute();
  await db.schema.createIndex('payloads_dealer_received_idx').on('payloads').columns(['dealer_id', 'received_at']).execute();

  await db.schema
    .createTable('event_types')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_logs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('event_type', 'varchar(100)', (c) => c.notNull().references('event_types.name'))
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('dealer_id', 'integer', (c) => c.references('dealers.id').onDelete('cascade'))
    .addColumn('document_id', text250)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'varchar(2000)', (c) => c.notNull())
    .addCheckConstraint('event_logs_status_check', oneOf('status', LOG_STATUSES))
    .execute();
  await db.schema.createIndex('event_logs_received_idx').on('event_logs').columns(['received_at', 'id']).execute();
  await db.schema.createIndex('event_logs_dealer_received_idx').on('event_logs').columns(['dealer_id', 'received_at']).execute();
  await db.schema.createIndex('event_logs_type_received_idx').on('event_logs').columns(['event_type', 'received_at']).execute();
  await db.schema.createIndex('event_logs_document_id_idx').on('event_logs').column('document_id').execute();

  await db.schema
    .createTable('notification_types')
    .addColumn('code', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('name', text250, (c) => c.notNull())
    .execute();

  // One row per address and notification; the id is what an unsubscribe link carries.
  await db.schema
    .createTable('notification_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('notification_type', 'varchar(50)', (c) => c.notNull().references('notification_types.code'))
    .addColumn('email', text250, (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('dealer_id', 'integer', (c) => c.references('dealers.id').onDelete('cascade'))
    .addColumn('subscribed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('subscribed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
  await sql`create unique index notification_subscriptions_key on notification_subscriptions (lower(email), notification_type, coalesce(dealer_id, 0))`.execute(
    db,
  );

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addColumn('dealer_id', 'integer', (c) => c.references('dealers.id').onDelete('set null'))
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('email', text250, (c) => c.notNull())
    .addColumn('phone', text250)
    .addColumn('subject', text250)
    .addColumn('message', 'varchar(4000)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A user's own contact details, confirmed from the home page (portal-shell §4.2); the date is
  // the last confirmation, YYYY-MM-DD in US Central time.
  await db.schema
    .createTable('profile_contact_details')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('title', text250, (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('email', text250, (c) => c.notNull())
    .addColumn('phone', text250, (c) => c.notNull())
    .addColumn('last_updated_date_for_dealer_contact', 'date')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'profile_contact_details',
    'contact_messages',
    'notification_subscriptions',
    'notification_types',
    'event_logs',
    'event_types',
    'payloads',
    'resources',
    'resource_products',
    'resource_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
