import { sql, type Kysely } from 'kysely';
import { TEXT_MAX_LENGTH } from '../../../constants.ts';
import { ROLES, USER_LANGUAGES, COUNTRIES, CURRENCIES } from '../vocabulary.ts';
import { oneOf } from './check-expressions.ts';

/**
 * Manufacturers, users, sign-in state (refresh tokens, authorization codes, password resets)
 * and the per-role/per-user header menu.
 */
// Migrations are frozen history: they take an untyped Kysely, never today's table types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oems')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', `varchar(${TEXT_MAX_LENGTH})`, (c) => c.notNull())
    .addColumn('skin_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // The seven manufacturers with their own portal look; the others only have product files.
    .addColumn('portal_oem', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_bundles', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('available_languages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{en}'`))
    .addColumn('bi_dashboards', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('lms_external_url', 'text')
    .addColumn('sso_portal_url', 'text')
    .addColumn('support_phone', 'text', (c) => c.notNull())
    .addColumn('support_email', 'text', (c) => c.notNull())
    .addColumn('enrollment_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('oems_country_check', oneOf('country', COUNTRIES))
    .addCheckConstraint('oems_currency_check', oneOf('currency', CURRENCIES))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('login_name', `varchar(${TEXT_MAX_LENGTH})`, (c) => c.notNull())
    .addColumn('user_name', `varchar(${TEXT_MAX_LENGTH})`, (c) => c.notNull())
    .addColumn('email', `varchar(${TEXT_MAX_LENGTH})`)
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('user_groups', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('ENGLISH'))
    .addColumn('sso_login_only', 'boolean', (c) => c.notNull().defaultTo(false))
    // The "permission with an edit flag" the change-password dialog checks (portal-shell §4.5).
    .addColumn('can_change_password', 'boolean', (c) => c.notNull().defaultTo(true))
    // Custom header logos, base64 PNG (portal-shell §1).
    .addColumn('header_logo', 'text')
    .addColumn('trilogy_logo', 'text')
    // NULL: the OEM's dashboards apply.
    .addColumn('bi_dashboards', 'jsonb')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_role_check', oneOf('role', ROLES))
    .addCheckConstraint('users_language_check', oneOf('language', USER_LANGUAGES))
    .addCheckConstraint('users_failed_login_count_check', sql`failed_login_count >= 0`)
    .execute();
  // Sign-in and impersonation search are case-insensitive on the login name.
  await db.schema
    .createIndex('users_login_name_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(login_name)`)
    .execute();
  await db.schema.createIndex('users_oem_id_idx').on('users').column('oem_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Every rotation stays in the family of the first token; replaying a spent token revokes the family.
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('remember_me', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('spent_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_id_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_id_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('oauth_authorization_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('scope', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // The header menu (portal-shell §2.4): a tree of up to three levels. Ids are fixed because the
  // shell keys behaviour on them (46 is Change Password).
  await db.schema
    .createTable('menu_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
    .addColumn('name', `varchar(${TEXT_MAX_LENGTH})`, (c) => c.notNull())
    // Route path, /reports?q=<report name>, an http link, or '' for a dropdown parent.
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('menu_items_parent_id_idx').on('menu_items').column('parent_id').execute();

  // Who sees an item: a user directly, or every user of a role (optionally of one OEM). A user sees
  // an item when a grant matches and every ancestor is visible too.
  await db.schema
    .createTable('menu_grants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('menu_item_id', 'integer', (c) => c.notNull().references('menu_items.id').onDelete('cascade'))
    .addColumn('role', 'text')
    .addColumn('oem_id', 'integer', (c) => c.references('oems.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addCheckConstraint('menu_grants_role_check', oneOf('role', ROLES))
    .addCheckConstraint('menu_grants_target_check', sql`(role is null) <> (user_id is null)`)
    .execute();
  await db.schema.createIndex('menu_grants_role_idx').on('menu_grants').columns(['role', 'oem_id']).execute();
  await db.schema.createIndex('menu_grants_user_id_idx').on('menu_grants').column('user_id').execute();
  await db.schema.createIndex('menu_grants_menu_item_id_idx').on('menu_grants').column('menu_item_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['menu_grants', 'menu_items', 'password_reset_tokens', 'oauth_authorization_codes', 'refresh_tokens', 'users', 'oems']) {
    await db.schema.dropTable(table).execute();
  }
}
