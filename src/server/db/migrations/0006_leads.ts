import { sql, type Kysely } from 'kysely';
import { REASON_MAX_LENGTH_EXCLUSIVE, TEXT_MAX_LENGTH } from '../../../constants.ts';
import {
  COMMUNICATION_CHANNELS,
  COMMUNICATION_DIRECTIONS,
  CREDIT_STATUSES,
  LEAD_STATUSES,
  LEAD_TYPES,
  PREFERRED_CONTACTS,
  PRELEAD_JOB_STATUSES,
  PRELEAD_STATUSES,
} from '../vocabulary.ts';
import { oneOf, shorterThan } from './check-expressions.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;

/**
 * Leads with their dispositions and dealer communications, credit requests, response-time
 * overrides, pre-leads and their conversion jobs, and the dealer master file (DMF) records that
 * manual DMF correction edits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lead_uid', 'uuid', (c) => c.notNull().unique())
    .addColumn('source_lead_id', text250, (c) => c.notNull())
    .addColumn('entity_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('document_id', text250, (c) => c.notNull())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    // Copied from the dealer so OEM-wide searches page through one index without a join.
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('program_id', 'integer', (c) => c.references('programs.id'))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_source_id', 'integer', (c) => c.notNull().references('lead_sources.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('NEW'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('first_response_at', 'timestamptz')
    // Seconds from receipt to first response, and the value an override replaced it with.
    .addColumn('response_time_seconds', 'integer')
    .addColumn('response_time_override_seconds', 'integer')
    .addColumn('customer_first_name', text250)
    .addColumn('customer_last_name', text250)
    .addColumn('customer_email', text250)
    .addColumn('customer_phone', text250)
    .addColumn('customer_address', text250)
    .addColumn('customer_city', text250)
    .addColumn('customer_state', text250)
    .addColumn('customer_zip', 'varchar(10)')
    .addColumn('preferred_contact', 'text')
    .addColumn('vehicle_year', 'integer')
    .addColumn('vehicle_make', text250)
    .addColumn('vehicle_model', text250)
    .addColumn('vehicle_trim', text250)
    .addColumn('vehicle_vin', 'varchar(17)')
    .addColumn('vehicle_stock_number', 'varchar(40)')
    .addColumn('vehicle_mileage', 'integer')
    // {year, make, model, trim, vin, mileage} of the shopper's trade-in, if any.
    .addColumn('trade_in', 'jsonb')
    .addColumn('comments', 'text')
    .addColumn('credit_status', 'text')
    // When a sale was matched to the lead (sales conversion and close rates).
    .addColumn('sold_at', 'timestamptz')
    .addCheckConstraint('leads_lead_type_check', oneOf('lead_type', LEAD_TYPES))
    .addCheckConstraint('leads_status_check', oneOf('status', LEAD_STATUSES))
    .addCheckConstraint('leads_preferred_contact_check', oneOf('preferred_contact', PREFERRED_CONTACTS))
    .addCheckConstraint('leads_credit_status_check', oneOf('credit_status', CREDIT_STATUSES))
    .addCheckConstraint(
      'leads_response_time_check',
      sql`response_time_seconds >= 0 and response_time_override_seconds >= 0`,
    )
    .execute();
  // The Lead Viewer pages by received date within a dealer, an OEM or everything, optionally
  // narrowed by lead type; the id breaks ties so keyset and offset paging are stable.
  await db.schema.createIndex('leads_dealer_received_idx').on('leads').columns(['dealer_id', 'received_at', 'id']).execute();
  await db.schema.createIndex('leads_oem_received_idx').on('leads').columns(['oem_id', 'received_at', 'id']).execute();
  await db.schema.createIndex('leads_received_idx').on('leads').columns(['received_at', 'id']).execute();
  await db.schema
    .createIndex('leads_dealer_type_received_idx')
    .on('leads')
    .columns(['dealer_id', 'lead_type', 'received_at'])
    .execute();
  await db.schema.createIndex('leads_source_lead_id_idx').on('leads').column('source_lead_id').execute();
  // Customer name (prefix, case-insensitive) and email filters.
  await sql`create index leads_customer_last_name_idx on leads (lower(customer_last_name) text_pattern_ops)`.execute(db);
  await db.schema.createIndex('leads_customer_email_idx').on('leads').expression(sql`lower(customer_email)`).execute();
  await db.schema
    .createIndex('leads_credit_requested_idx')
    .on('leads')
    .columns(['dealer_id', 'received_at'])
    .where(sql.ref('credit_status'), 'is not', null)
    .execute();

  await db.schema
    .createTable('lead_dispositions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lead_id', 'bigint', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('disposition_at', 'timestamptz', (c) => c.notNull())
    // The system that reported the disposition (the dealer's CRM, the provider …).
    .addColumn('source', text250, (c) => c.notNull())
    .addColumn('salesperson', text250)
    .addColumn('notes', 'text')
    .addCheckConstraint('lead_dispositions_status_check', oneOf('status', LEAD_STATUSES))
    .execute();
  await db.schema
    .createIndex('lead_dispositions_lead_id_idx')
    .on('lead_dispositions')
    .columns(['lead_id', 'disposition_at'])
    .execute();

  await db.schema
    .createTable('lead_communications')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('disposition_id', 'bigint', (c) => c.notNull().references('lead_dispositions.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('from_address', text250)
    .addColumn('to_address', text250)
    .addColumn('subject', text250)
    .addColumn('body', 'text')
    .addCheckConstraint('lead_communications_channel_check', oneOf('channel', COMMUNICATION_CHANNELS))
    .addCheckConstraint('lead_communications_direction_check', oneOf('direction', COMMUNICATION_DIRECTIONS))
    .execute();
  await db.schema
    .createIndex('lead_communications_disposition_id_idx')
    .on('lead_communications')
    .columns(['disposition_id', 'sent_at'])
    .execute();

  await db.schema
    .createTable('credit_reasons')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('label', text250, (c) => c.notNull())
    .addColumn('comment_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lead_credit_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lead_id', 'bigint', (c) => c.notNull().unique().references('leads.id').onDelete('cascade'))
    .addColumn('reason_id', 'integer', (c) => c.notNull().references('credit_reasons.id'))
    .addColumn('comment', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('REQUESTED'))
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('lead_credit_requests_status_check', oneOf('status', CREDIT_STATUSES))
    .addCheckConstraint('lead_credit_requests_comment_check', shorterThan('comment', REASON_MAX_LENGTH_EXCLUSIVE))
    .execute();

  await db.schema
    .createTable('lead_response_time_overrides')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lead_id', 'bigint', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('original_seconds', 'integer')
    .addColumn('override_seconds', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('overridden_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addColumn('overridden_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('lead_response_time_overrides_seconds_check', sql`override_seconds >= 0`)
    .addCheckConstraint('lead_response_time_overrides_reason_check', shorterThan('reason', REASON_MAX_LENGTH_EXCLUSIVE))
    .execute();
  await db.schema
    .createIndex('lead_response_time_overrides_lead_idx')
    .on('lead_response_time_overrides')
    .columns(['lead_id', 'overridden_at'])
    .execute();

  await db.schema
    .createTable('prelead_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('RUNNING'))
    // The search the conversion was started from, so a job can be inspected or re-run.
    .addColumn('criteria', 'jsonb', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('converted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('prelead_jobs_status_check', oneOf('status', PRELEAD_JOB_STATUSES))
    .addCheckConstraint('prelead_jobs_progress_check', sql`processed between 0 and total and converted + rejected <= processed`)
    .execute();

  await db.schema
    .createTable('preleads')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('lead_source_id', 'integer', (c) => c.notNull().references('lead_sources.id'))
    // NULL until the pre-lead is matched to a dealer.
    .addColumn('dealer_id', 'integer', (c) => c.references('dealers.id').onDelete('set null'))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('customer_name', text250)
    .addColumn('customer_email', text250)
    .addColumn('customer_phone', text250)
    .addColumn('customer_zip', 'varchar(10)')
    .addColumn('vehicle_year', 'integer')
    .addColumn('vehicle_make', text250)
    .addColumn('vehicle_model', text250)
    .addColumn('vehicle_trim', text250)
    .addColumn('vehicle_vin', 'varchar(17)')
    .addColumn('vehicle_mileage', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('rejection_reason', 'text')
    .addColumn('converted_lead_id', 'bigint', (c) => c.references('leads.id').onDelete('set null'))
    .addColumn('prelead_job_id', 'uuid', (c) => c.references('prelead_jobs.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('preleads_lead_type_check', oneOf('lead_type', LEAD_TYPES))
    .addCheckConstraint('preleads_status_check', oneOf('status', PRELEAD_STATUSES))
    .execute();
  await db.schema.createIndex('preleads_source_received_idx').on('preleads').columns(['lead_source_id', 'received_at']).execute();
  await db.schema.createIndex('preleads_status_received_idx').on('preleads').columns(['status', 'received_at']).execute();
  await db.schema.createIndex('preleads_dealer_id_idx').on('preleads').column('dealer_id').execute();

  // The dealer master file as received from the feed; corrections are kept as history and the
  // newest one is the corrected record.
  await db.schema
    .createTable('dmf_records')
    .addColumn('dealer_id', 'integer', (c) => c.primaryKey().references('dealers.id').onDelete('cascade'))
    .addColumn('name', text250)
    .addColumn('address', text250)
    .addColumn('city', text250)
    .addColumn('state', text250)
    .addColumn('zip', 'varchar(10)')
    .addColumn('country', text250)
    .addColumn('phone', text250)
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('dmf_corrections')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dmf_records.dealer_id').onDelete('cascade'))
    .addColumn('name', text250)
    .addColumn('address', text250)
    .addColumn('city', text250)
    .addColumn('state', text250)
    .addColumn('zip', 'varchar(10)')
    .addColumn('country', text250)
    .addColumn('phone', text250)
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('corrected_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addColumn('corrected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('dmf_corrections_reason_check', shorterThan('reason', REASON_MAX_LENGTH_EXCLUSIVE))
    .execute();
  await db.schema
    .createIndex('dmf_corrections_dealer_idx')
    .on('dmf_corrections')
    .columns(['dealer_id', 'corrected_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'dmf_corrections',
    'dmf_records',
    'preleads',
    'prelead_jobs',
    'lead_response_time_overrides',
    'lead_credit_requests',
    'credit_reasons',
    'lead_communications',
    'lead_dispositions',
    'leads',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
