import { sql, type Kysely } from 'kysely';
import { TEXT_MAX_LENGTH } from '../../../constants.ts';
import {
  AUDIT_TYPES,
  COMPLIANCE_REPORT_KINDS,
  COMPLIANCE_REPORT_STATUSES,
  REPORT_EXPORT_FORMATS,
  REPORT_NAMES,
  REPORT_THRESHOLD_KEYS,
  REPORT_THRESHOLD_UNITS,
} from '../vocabulary.ts';
import { allOf, oneOf } from './check-expressions.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;

/**
 * Compliance audits of dealers (DWCP, DRS) and of CRMs, scored per category, with uploaded
 * files; and the reports' definitions, thresholds and periods.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('compliance_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('audit_type', 'text', (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('description', 'varchar(2000)')
    .addColumn('mandatory', 'boolean', (c) => c.notNull().defaultTo(false))
    // Counts toward qualification for the program's incentives.
    .addColumn('qualified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('max_score', 'numeric(5, 2)', (c) => c.notNull().defaultTo(100))
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('compliance_categories_key', ['oem_id', 'kind', 'audit_type', 'name'])
    .addCheckConstraint('compliance_categories_kind_check', oneOf('kind', COMPLIANCE_REPORT_KINDS))
    .addCheckConstraint('compliance_categories_audit_type_check', oneOf('audit_type', AUDIT_TYPES))
    .addCheckConstraint('compliance_categories_max_score_check', sql`max_score > 0 and max_score <= 100`)
    .execute();

  await db.schema
    .createTable('compliance_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('audit_type', 'text', (c) => c.notNull())
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('dealer_id', 'integer', (c) => c.references('dealers.id').onDelete('cascade'))
    .addColumn('crm_provider_id', 'integer', (c) => c.references('crm_providers.id'))
    // The dealer's website (or DRS) provider at audit time, for the non-compliant-provider report.
    .addColumn('offer_provider_id', 'integer', (c) => c.references('offer_providers.id'))
    .addColumn('audit_date', 'date', (c) => c.notNull())
    .addColumn('auditor', text250, (c) => c.notNull())
    .addColumn('overall_score', 'numeric(5, 2)')
    .addColumn('compliant', 'boolean')
    .addColumn('comments', text250)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('previous_report_id', 'integer', (c) => c.references('compliance_reports.id').onDelete('set null'))
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('compliance_reports_kind_check', oneOf('kind', COMPLIANCE_REPORT_KINDS))
    .addCheckConstraint('compliance_reports_audit_type_check', oneOf('audit_type', AUDIT_TYPES))
    .addCheckConstraint('compliance_reports_status_check', oneOf('status', COMPLIANCE_REPORT_STATUSES))
    .addCheckConstraint(
      'compliance_reports_subject_check',
      sql`(kind = 'DEALER' and dealer_id is not null) or (kind = 'CRM' and crm_provider_id is not null)`,
    )
    .addCheckConstraint('compliance_reports_score_check', sql`overall_score between 0 and 100`)
    .execute();
  await db.schema
    .createIndex('compliance_reports_oem_idx')
    .on('compliance_reports')
    .columns(['oem_id', 'audit_type', 'audit_date', 'id'])
    .execute();
  await db.schema
    .createIndex('compliance_reports_dealer_idx')
    .on('compliance_reports')
    .columns(['dealer_id', 'audit_type', 'audit_date'])
    .execute();
  await db.schema.createIndex('compliance_reports_crm_idx').on('compliance_reports').column('crm_provider_id').execute();

  await db.schema
    .createTable('compliance_report_categories')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('compliance_reports.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('compliance_categories.id'))
    .addColumn('score', 'numeric(5, 2)')
    .addColumn('compliant', 'boolean')
    .addColumn('comment', text250)
    .addPrimaryKeyConstraint('compliance_report_categories_pkey', ['report_id', 'category_id'])
    .addCheckConstraint('compliance_report_categories_score_check', sql`score between 0 and 100`)
    .execute();

  await db.schema
    .createTable('compliance_report_files')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('compliance_reports.id').onDelete('cascade'))
    .addColumn('file_name', text250, (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('compliance_report_files_size_check', sql`size_bytes = octet_length(content)`)
    .execute();
  await db.schema.createIndex('compliance_report_files_report_idx').on('compliance_report_files').column('report_id').execute();

  await db.schema
    .createTable('report_periods')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('label', text250, (c) => c.notNull())
    .addColumn('date_from', 'date', (c) => c.notNull())
    .addColumn('date_to', 'date', (c) => c.notNull())
    .addUniqueConstraint('report_periods_dates_key', ['date_from', 'date_to'])
    .addCheckConstraint('report_periods_dates_check', sql`date_from <= date_to`)
    .execute();

  await db.schema
    .createTable('report_definitions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('title', text250, (c) => c.notNull())
    .addColumn('export_formats', sql`text[]`, (c) => c.notNull())
    .addColumn('has_thresholds', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_periods', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('report_definitions_name_check', oneOf('name', REPORT_NAMES))
    .addCheckConstraint('report_definitions_export_formats_check', allOf('export_formats', REPORT_EXPORT_FORMATS))
    .execute();

  await db.schema
    .createTable('report_thresholds')
    .addColumn('report_definition_id', 'integer', (c) => c.notNull().references('report_definitions.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('label', text250, (c) => c.notNull())
    .addColumn('value', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('minimum', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('maximum', 'numeric(12, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_thresholds_pkey', ['report_definition_id', 'key'])
    .addCheckConstraint('report_thresholds_key_check', oneOf('key', REPORT_THRESHOLD_KEYS))
    .addCheckConstraint('report_thresholds_unit_check', oneOf('unit', REPORT_THRESHOLD_UNITS))
    .addCheckConstraint('report_thresholds_range_check', sql`value between minimum and maximum`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'report_thresholds',
    'report_definitions',
    'report_periods',
    'compliance_report_files',
    'compliance_report_categories',
    'compliance_reports',
    'compliance_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
