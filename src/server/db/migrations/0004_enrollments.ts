import { sql, type Kysely } from 'kysely';
import { REASON_MAX_LENGTH_EXCLUSIVE, TEXT_MAX_LENGTH } from '../../../constants.ts';
import { PROGRAM_ACTIONS, PROGRAM_STATUSES, SUBSCRIPTION_STATUSES } from '../vocabulary.ts';
import { oneOf, shorterThan } from './check-expressions.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;

/**
 * Dealers' enrollments: in programs, in add-ons under a program, in provider packages
 * (subscriptions), each with its history; billing profiles (never a full card number);
 * DWCP enrollments with the authorized contact; provider-interest notifications; the Download
 * Manager's documents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('program_enrollments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('enrolled_date', 'date')
    .addColumn('status_reason', 'text')
    .addColumn('status_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('program_enrollments_dealer_id_program_id_key', ['dealer_id', 'program_id'])
    .addCheckConstraint('program_enrollments_status_check', oneOf('status', PROGRAM_STATUSES))
    .addCheckConstraint('program_enrollments_reason_check', shorterThan('status_reason', REASON_MAX_LENGTH_EXCLUSIVE))
    .execute();
  await db.schema
    .createIndex('program_enrollments_program_id_idx')
    .on('program_enrollments')
    .columns(['program_id', 'status'])
    .execute();

  await db.schema
    .createTable('program_enrollment_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('program_enrollment_id', 'integer', (c) =>
      c.notNull().references('program_enrollments.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('program_enrollment_history_action_check', oneOf('action', PROGRAM_ACTIONS))
    .addCheckConstraint('program_enrollment_history_from_check', oneOf('from_status', PROGRAM_STATUSES))
    .addCheckConstraint('program_enrollment_history_to_check', oneOf('to_status', PROGRAM_STATUSES))
    .addCheckConstraint('program_enrollment_history_reason_check', shorterThan('reason', REASON_MAX_LENGTH_EXCLUSIVE))
    .execute();
  await db.schema
    .createIndex('program_enrollment_history_enrollment_idx')
    .on('program_enrollment_history')
    .columns(['program_enrollment_id', 'changed_at'])
    .execute();

  // A dealer's add-on enrollment under a program; its id is the contract's addonDealerMappingId.
  await db.schema
    .createTable('addon_enrollments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('addon_id', 'integer', (c) => c.notNull().references('addons.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('enrolled_date', 'date')
    .addColumn('scheduled_date', 'date')
    .addColumn('status_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('addon_enrollments_dealer_program_addon_key', ['dealer_id', 'program_id', 'addon_id'])
    .addCheckConstraint('addon_enrollments_status_check', oneOf('status', SUBSCRIPTION_STATUSES))
    .execute();
  await db.schema
    .createIndex('addon_enrollments_program_id_idx')
    .on('addon_enrollments')
    .columns(['program_id', 'addon_id'])
    .execute();

  await db.schema
    .createTable('addon_enrollment_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('addon_enrollment_id', 'integer', (c) => c.notNull().references('addon_enrollments.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('scheduled_date', 'date')
    .addColumn('reason', 'text')
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('addon_enrollment_history_from_check', oneOf('from_status', SUBSCRIPTION_STATUSES))
    .addCheckConstraint('addon_enrollment_history_to_check', oneOf('to_status', SUBSCRIPTION_STATUSES))
    .addCheckConstraint('addon_enrollment_history_reason_check', shorterThan('reason', REASON_MAX_LENGTH_EXCLUSIVE))
    .execute();
  await db.schema
    .createIndex('addon_enrollment_history_enrollment_idx')
    .on('addon_enrollment_history')
    .columns(['addon_enrollment_id', 'changed_at'])
    .execute();

  // A dealer's subscription to a provider package; its id is the contract's subscriptionMappingId.
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    // Price when subscribed; the package's price may change later.
    .addColumn('monthly_price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('optional_addon_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('subscribed_date', 'date')
    .addColumn('scheduled_date', 'date')
    .addColumn('skip_dealer_communication', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('eula_document_id', 'integer', (c) => c.references('eula_documents.id'))
    .addColumn('eula_accepted_at', 'timestamptz')
    // Add-on custom parameters [{name,label,type,required,value}] and the vehicle models chosen.
    .addColumn('custom_parameters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('model_codes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('copied_from_subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('set null'))
    .addColumn('status_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('subscriptions_status_check', oneOf('status', SUBSCRIPTION_STATUSES))
    .addCheckConstraint('subscriptions_price_check', sql`monthly_price >= 0`)
    .execute();
  await db.schema.createIndex('subscriptions_dealer_id_idx').on('subscriptions').columns(['dealer_id', 'status']).execute();
  await db.schema.createIndex('subscriptions_package_id_idx').on('subscriptions').column('package_id').execute();
  await db.schema.createIndex('subscriptions_status_idx').on('subscriptions').column('status').execute();

  await db.schema
    .createTable('subscription_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('method_name', text250, (c) => c.notNull())
    .addColumn('action_name', text250)
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('scheduled_date', 'date')
    .addColumn('apply_to_all_packages', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('skip_dealer_communication', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('subscription_history_from_check', oneOf('from_status', SUBSCRIPTION_STATUSES))
    .addCheckConstraint('subscription_history_to_check', oneOf('to_status', SUBSCRIPTION_STATUSES))
    .execute();
  await db.schema
    .createIndex('subscription_history_subscription_idx')
    .on('subscription_history')
    .columns(['subscription_id', 'changed_at'])
    .execute();

  // Dealer-level custom parameters of a program add-on (4 or 6), edited on the subscriptions screen.
  await db.schema
    .createTable('dealer_custom_parameters')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_addon_id', 'integer', (c) => c.notNull().references('addons.id'))
    .addColumn('parameters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('dealer_custom_parameters_pkey', ['dealer_id', 'program_addon_id'])
    .execute();

  // The card is kept as the payment processor's token plus the last four digits for display;
  // the full number and the security code are never stored.
  await db.schema
    .createTable('billing_profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().unique().references('dealers.id').onDelete('cascade'))
    .addColumn('cardholder_name', text250, (c) => c.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'char(4)', (c) => c.notNull())
    .addColumn('card_token', 'text', (c) => c.notNull())
    .addColumn('card_exp_month', 'smallint', (c) => c.notNull())
    .addColumn('card_exp_year', 'smallint', (c) => c.notNull())
    .addColumn('address', text250, (c) => c.notNull())
    .addColumn('city', text250, (c) => c.notNull())
    .addColumn('state', text250, (c) => c.notNull())
    .addColumn('zip', text250, (c) => c.notNull())
    .addColumn('country', text250)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('billing_profiles_card_last4_check', sql`card_last4 ~ '^[0-9]{4}$'`)
    .addCheckConstraint('billing_profiles_card_exp_month_check', sql`card_exp_month between 1 and 12`)
    .addCheckConstraint('billing_profiles_card_exp_year_check', sql`card_exp_year between 2000 and 2100`)
    .execute();

  await db.schema
    .createTable('billing_profile_programs')
    .addColumn('billing_profile_id', 'integer', (c) => c.notNull().references('billing_profiles.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('activated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('billing_profile_programs_pkey', ['billing_profile_id', 'program_id'])
    .execute();

  // The DWCP enrolment form as submitted, and the authorized dealer-website contact that the
  // home page asks dealers to confirm (portal-shell §3 "Dealer enrollment contact data").
  await db.schema
    .createTable('dwcp_enrollments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_addon_id', 'integer', (c) => c.notNull().references('addons.id'))
    .addColumn('dealer_name', text250, (c) => c.notNull())
    .addColumn('dealer_website', text250, (c) => c.notNull())
    .addColumn('authorized_person', text250, (c) => c.notNull())
    .addColumn('authorized_email', text250, (c) => c.notNull())
    .addColumn('authorized_phone', text250, (c) => c.notNull())
    .addColumn('website_provider_id', 'integer', (c) => c.references('offer_providers.id'))
    .addColumn('website_provider_name', text250, (c) => c.notNull())
    .addColumn('website_package_id', 'integer', (c) => c.references('packages.id'))
    .addColumn('website_package_name', text250, (c) => c.notNull())
    .addColumn('dr_provider_id', 'integer', (c) => c.references('offer_providers.id'))
    .addColumn('dr_provider_name', text250, (c) => c.notNull())
    .addColumn('dr_package_id', 'integer', (c) => c.references('packages.id'))
    .addColumn('dr_package_name', text250, (c) => c.notNull())
    .addColumn('enrollment_option_addon_ids', sql`integer[]`, (c) => c.notNull())
    .addColumn('terms_accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('billing_contact_name', text250, (c) => c.notNull())
    .addColumn('billing_contact_phone', text250, (c) => c.notNull())
    .addColumn('billing_contact_email', text250, (c) => c.notNull())
    .addColumn('last_updated_date_for_dealer_contact', 'date')
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('dwcp_enrollments_dealer_addon_key', ['dealer_id', 'program_addon_id'])
    .addCheckConstraint('dwcp_enrollments_options_check', sql`cardinality(enrollment_option_addon_ids) >= 1`)
    .execute();

  await db.schema
    .createTable('provider_interest_notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('offer_provider_id', 'integer', (c) => c.notNull().references('offer_providers.id'))
    .addColumn('addon_id', 'integer', (c) => c.references('addons.id'))
    .addColumn('message', text250)
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('provider_interest_notifications_dealer_idx')
    .on('provider_interest_notifications')
    .columns(['dealer_id', 'offer_provider_id'])
    .execute();

  await db.schema
    .createTable('download_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // NULL: offered to every OEM.
    .addColumn('oem_id', 'integer', (c) => c.references('oems.id'))
    .addColumn('title', text250, (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', text250, (c) => c.notNull())
    .addColumn('file_name', text250, (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'download_documents',
    'provider_interest_notifications',
    'dwcp_enrollments',
    'billing_profile_programs',
    'billing_profiles',
    'dealer_custom_parameters',
    'subscription_history',
    'subscriptions',
    'addon_enrollment_history',
    'addon_enrollments',
    'program_enrollment_history',
    'program_enrollments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
