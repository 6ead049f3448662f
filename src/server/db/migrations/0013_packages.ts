import { sql, type Kysely } from 'kysely';
import { TEXT_MAX_LENGTH } from '../../../constants.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;

/**
 * Website program and packages (issue #13): which End User License Agreement each dealer
 * accepted, when and by whom (subscriptionOptions' showEULA reads it), and every change of
 * custom parameters (the dealer's website program ones and an add-on subscription's), with
 * who made it and the impersonating admin, so the screens' edits stay auditable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dealer_eula_acceptances')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('eula_document_id', 'integer', (c) => c.notNull().references('eula_documents.id').onDelete('cascade'))
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('accepted_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addPrimaryKeyConstraint('dealer_eula_acceptances_pkey', ['dealer_id', 'eula_document_id'])
    .execute();

  await db.schema
    .createTable('custom_parameter_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    // The add-on subscription whose parameters changed, or null for the dealer's program parameters.
    .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('cascade'))
    .addColumn('program_addon_id', 'integer', (c) => c.references('addons.id'))
    // The parameters after the change, [{name,label,type,required,value}], and the models if changed.
    .addColumn('parameters', 'jsonb', (c) => c.notNull())
    .addColumn('model_codes', sql`text[]`)
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('custom_parameter_changes_target_check', sql`(subscription_id is null) <> (program_addon_id is null)`)
    .execute();
  await db.schema
    .createIndex('custom_parameter_changes_dealer_idx')
    .on('custom_parameter_changes')
    .columns(['dealer_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custom_parameter_changes').execute();
  await db.schema.dropTable('dealer_eula_acceptances').execute();
}
