import type { Kysely } from 'kysely';

/**
 * Two pieces of authentication state that every server process on one database must share:
 * - sign_in_throttle: failed sign-ins counted per client address and per login name in fixed
 *   windows (auth/sign-in-throttle.ts), so a flood is refused the same way by every process;
 * - refresh_tokens.successor_sealed: the token pair a refresh answered, sealed with a key only
 *   the spent refresh token derives (auth/refresh-tokens.ts), so a second tab refreshing with
 *   the same token within the grace window gets the same pair instead of a reuse alarm.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_throttle')
    // `ip:<address>` or `login:<lower-case login name>`; a login name that exists or not alike.
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('refresh_tokens').addColumn('successor_sealed', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('successor_sealed').execute();
  await db.schema.dropTable('sign_in_throttle').execute();
}
