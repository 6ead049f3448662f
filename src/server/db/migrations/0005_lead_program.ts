import { sql, type Kysely } from 'kysely';
import { TEXT_MAX_LENGTH } from '../../../constants.ts';
import { COVERAGE_TYPES, LEAD_FORMATS, LEAD_TYPES, ZIP_IMPORT_MODES, ZIP_IMPORT_ROW_STATUSES } from '../vocabulary.ts';
import { allOf, oneOf } from './check-expressions.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;

/**
 * Budgets and lead program settings (business-areas §1, §7 "Budget and lead program settings"):
 * monthly budget, coverage by ZIP list or radius around a central ZIP, bulk ZIP imports with
 * their row report, lead destinations, vehicle management and lead sales per lead category.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('budgets')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('budget', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('budget_for_current_month', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('balance', 'numeric(12, 2)', (c) => c.notNull())
    // A non-admin's change waits for the next month (business-areas §4): the value and its start.
    .addColumn('pending_budget', 'numeric(12, 2)')
    .addColumn('pending_effective_from', 'date')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('budgets_pkey', ['dealer_id', 'program_id'])
    .addCheckConstraint('budgets_amounts_check', sql`budget >= 0 and budget_for_current_month >= 0`)
    .addCheckConstraint('budgets_pending_check', sql`(pending_budget is null) = (pending_effective_from is null)`)
    .execute();

  await db.schema
    .createTable('budget_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('old_budget', 'numeric(12, 2)')
    .addColumn('new_budget', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('impersonator_login', text250)
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('budget_history_dealer_program_idx')
    .on('budget_history')
    .columns(['dealer_id', 'program_id', 'changed_at'])
    .execute();

  // Reference ZIP and postal codes with coordinates, for radius coverage and the city/ZIP picker.
  await db.schema
    .createTable('zip_codes')
    .addColumn('zip', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('city', text250, (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('zip_codes_lat_lon_idx').on('zip_codes').columns(['latitude', 'longitude']).execute();
  await db.schema.createIndex('zip_codes_city_lower_idx').on('zip_codes').expression(sql`lower(city)`).execute();

  await db.schema
    .createTable('lead_program_settings')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('coverage_type', 'text', (c) => c.notNull())
    .addColumn('central_zip', 'varchar(10)')
    .addColumn('radius_miles', 'integer')
    .addColumn('coverage_updated_at', 'timestamptz')
    // Vehicle management's criteria for used-vehicle leads.
    .addColumn('used_min_model_year', 'integer')
    .addColumn('used_max_mileage', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lead_program_settings_pkey', ['dealer_id', 'program_id'])
    .addCheckConstraint('lead_program_settings_coverage_type_check', oneOf('coverage_type', COVERAGE_TYPES))
    .addCheckConstraint(
      'lead_program_settings_radius_check',
      sql`coverage_type <> 'RADIUS' or (central_zip is not null and radius_miles > 0)`,
    )
    .execute();

  // The ZIP codes covered: the list itself for ZIP_LIST, the ZIPs within the radius for RADIUS.
  await db.schema
    .createTable('lead_coverage_zips')
    .addColumn('dealer_id', 'integer', (c) => c.notNull())
    .addColumn('program_id', 'integer', (c) => c.notNull())
    .addColumn('zip', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('lead_coverage_zips_pkey', ['dealer_id', 'program_id', 'zip'])
    .addForeignKeyConstraint(
      'lead_coverage_zips_settings_fkey',
      ['dealer_id', 'program_id'],
      'lead_program_settings',
      ['dealer_id', 'program_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // Overlap with other dealers and getDealersLeadCoverage look dealers up by ZIP.
  await db.schema.createIndex('lead_coverage_zips_zip_idx').on('lead_coverage_zips').columns(['zip', 'program_id']).execute();

  await db.schema
    .createTable('lead_destinations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('lead_format', 'text', (c) => c.notNull())
    // Comma-separated, as entered (business-areas §5 "multiple emails comma-separated").
    .addColumn('emails', text250, (c) => c.notNull())
    // Empty: every lead type.
    .addColumn('lead_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('lead_destinations_lead_format_check', oneOf('lead_format', LEAD_FORMATS))
    .addCheckConstraint('lead_destinations_lead_types_check', allOf('lead_types', LEAD_TYPES))
    .execute();
  await db.schema
    .createIndex('lead_destinations_dealer_program_idx')
    .on('lead_destinations')
    .columns(['dealer_id', 'program_id'])
    .execute();

  await db.schema
    .createTable('lead_vehicle_settings')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('vehicle_model_id', 'integer', (c) => c.notNull().references('vehicle_models.id'))
    // Lead types the dealer accepts for this model; empty: none.
    .addColumn('lead_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addPrimaryKeyConstraint('lead_vehicle_settings_pkey', ['dealer_id', 'program_id', 'vehicle_model_id'])
    .addCheckConstraint('lead_vehicle_settings_lead_types_check', allOf('lead_types', LEAD_TYPES))
    .execute();

  await db.schema
    .createTable('lead_sales_settings')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('lead_source_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lead_sales_settings_pkey', ['dealer_id', 'program_id', 'lead_type'])
    .addCheckConstraint('lead_sales_settings_lead_type_check', oneOf('lead_type', LEAD_TYPES))
    .execute();

  await db.schema
    .createTable('zip_bulk_imports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('file_name', text250, (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('valid_count', 'integer', (c) => c.notNull())
    .addColumn('invalid_count', 'integer', (c) => c.notNull())
    .addColumn('duplicate_count', 'integer', (c) => c.notNull())
    .addColumn('unknown_count', 'integer', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz')
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('zip_bulk_imports_mode_check', oneOf('mode', ZIP_IMPORT_MODES))
    .addCheckConstraint(
      'zip_bulk_imports_counts_check',
      sql`valid_count + invalid_count + duplicate_count + unknown_count = total_rows`,
    )
    .execute();

  await db.schema
    .createTable('zip_bulk_import_rows')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('zip_bulk_imports.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addPrimaryKeyConstraint('zip_bulk_import_rows_pkey', ['import_id', 'row_number'])
    .addCheckConstraint('zip_bulk_import_rows_status_check', oneOf('status', ZIP_IMPORT_ROW_STATUSES))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'zip_bulk_import_rows',
    'zip_bulk_imports',
    'lead_sales_settings',
    'lead_vehicle_settings',
    'lead_destinations',
    'lead_coverage_zips',
    'lead_program_settings',
    'zip_codes',
    'budget_history',
    'budgets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
