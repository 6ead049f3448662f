import { sql, type Kysely } from 'kysely';
import { ROLES, SCREEN_CONFIG_ACTIONS, SCREEN_CONFIG_LAYERS } from '../vocabulary.ts';
import { oneOf } from './check-expressions.ts';

/**
 * The studio (issue #18): the roles of its users (Product Staff, QA), every saved version of a
 * screen definition or OEM overlay, and the log of what was published when. Versions are
 * immutable and numbered per screen and layer from 1 (0 names the built-in file); the unique
 * number is what refuses a save based on a stale version when two arrive at once. The served
 * version is the last publication's (none, or a rollback to 0: the built-in file).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Frozen here rather than read from today's ROLES, like every CHECK a migration writes.
  const roles = [...new Set([...ROLES, 'Product Staff', 'QA'])];
  for (const [table, constraint] of [['users', 'users_role_check'], ['menu_grants', 'menu_grants_role_check']] as const) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.ref(constraint)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(constraint)} check (${oneOf('role', roles)})`.execute(db);
  }

  await db.schema
    .createTable('screen_config_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('screen_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('layer', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // The version the author started from (0: the built-in file).
    .addColumn('based_on', 'integer', (c) => c.notNull())
    // The JSON text as written: key order is block order, and the author's layout is kept.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('impersonator_login', 'varchar(250)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('screen_config_versions_layer_check', oneOf('layer', SCREEN_CONFIG_LAYERS))
    .addCheckConstraint('screen_config_versions_version_check', sql`version >= 1 and based_on >= 0 and based_on < version`)
    .addUniqueConstraint('screen_config_versions_key', ['screen_id', 'layer', 'version'])
    .execute();

  await db.schema
    .createTable('screen_config_publications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('screen_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('layer', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    // The version served from now on; 0 serves the built-in file.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('impersonator_login', 'varchar(250)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('screen_config_publications_layer_check', oneOf('layer', SCREEN_CONFIG_LAYERS))
    .addCheckConstraint('screen_config_publications_action_check', oneOf('action', SCREEN_CONFIG_ACTIONS))
    .addCheckConstraint('screen_config_publications_version_check', sql`version >= 0`)
    .execute();
  await db.schema.createIndex('screen_config_publications_key_idx').on('screen_config_publications').columns(['screen_id', 'layer', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('screen_config_publications').execute();
  await db.schema.dropTable('screen_config_versions').execute();
}
