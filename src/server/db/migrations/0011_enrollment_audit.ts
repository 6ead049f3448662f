import type { Kysely } from 'kysely';
import { TEXT_MAX_LENGTH } from '../../../constants.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;

/**
 * Who really acted on the enrollment records a dealer submits: the admin's login when an admin
 * impersonates the dealer (as the *_history tables already record), who activated a billing
 * profile for a program, and where a provider-interest notification was sent, so each stays
 * visible and auditable after the fact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('provider_interest_notifications')
    // The provider's contact address at the time of sending; NULL when the provider had none.
    .addColumn('recipient_email', text250)
    .addColumn('impersonator_login', text250)
    .execute();
  await db.schema.alterTable('dwcp_enrollments').addColumn('impersonator_login', text250).execute();
  await db.schema.alterTable('billing_profiles').addColumn('impersonator_login', text250).execute();
  await db.schema
    .alterTable('billing_profile_programs')
    .addColumn('activated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_profile_programs').dropColumn('impersonator_login').dropColumn('activated_by_user_id').execute();
  await db.schema.alterTable('billing_profiles').dropColumn('impersonator_login').execute();
  await db.schema.alterTable('dwcp_enrollments').dropColumn('impersonator_login').execute();
  await db.schema.alterTable('provider_interest_notifications').dropColumn('impersonator_login').dropColumn('recipient_email').execute();
}
