import { sql, type Kysely } from 'kysely';
import { DEALER_SIZES } from '../vocabulary.ts';
import { oneOf } from './check-expressions.ts';

/**
 * The dealer a user acting for several dealers (a dealer group) has chosen in the header's
 * dealer selector (issue #20): remembered per user, across sessions and devices. It names one of
 * the user's own dealer links, so removing the link (or the user, or the dealer) removes the
 * choice, and the user's default dealer (the first by code) applies again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_dealer_choices')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('dealer_id', 'integer', (c) => c.notNull())
    .addColumn('chosen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('user_dealer_choices_link_fkey', ['user_id', 'dealer_id'], 'user_dealers', ['user_id', 'dealer_id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.alterTable('dealers').addCheckConstraint('dealers_size_check', oneOf('size', DEALER_SIZES)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dealers').dropConstraint('dealers_size_check').execute();
  await db.schema.dropTable('user_dealer_choices').execute();
}
