import { sql, type Kysely } from 'kysely';
import { MAX_BILLING_CONTACTS, MAX_DEALER_CONTACTS, REASON_MAX_LENGTH_EXCLUSIVE, TEXT_MAX_LENGTH } from '../../../constants.ts';
import { COUNTRIES, DEALER_ACTIONS, DEALER_STATUSES, INACTIVATION_TYPES } from '../vocabulary.ts';
import { between, oneOf, shorterThan } from './check-expressions.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;

/**
 * Regions, districts, CRMs and dealers with every dealer field of business-areas §3: contacts
 * (up to 5), billing contacts (up to 3), inventory and sales, business hours per weekday,
 * holidays, metered-leads settings and the outstanding-account flag; plus which dealers a user
 * may act for and the history of dealer status actions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('regions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addUniqueConstraint('regions_oem_id_code_key', ['oem_id', 'code'])
    .execute();

  await db.schema
    .createTable('districts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id').onDelete('cascade'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addUniqueConstraint('districts_region_id_code_key', ['region_id', 'code'])
    .execute();

  await db.schema
    .createTable('crm_providers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', text250, (c) => c.notNull().unique())
    .addColumn('vendor', text250)
    .execute();

  await db.schema
    .createTable('crm_provider_oems')
    .addColumn('crm_provider_id', 'integer', (c) => c.notNull().references('crm_providers.id').onDelete('cascade'))
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('crm_provider_oems_pkey', ['crm_provider_id', 'oem_id'])
    .execute();

  await db.schema
    .createTable('dealers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    // Set by the last deactivate action; the reason is under 255 characters (business-areas §4).
    .addColumn('inactivation_type', 'text')
    .addColumn('status_reason', 'text')
    .addColumn('status_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('size', text250)
    .addColumn('region_id', 'integer', (c) => c.references('regions.id'))
    .addColumn('district_id', 'integer', (c) => c.references('districts.id'))
    .addColumn('market', text250)
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('US'))
    .addColumn('crm_provider_id', 'integer', (c) => c.references('crm_providers.id'))
    .addColumn('dealer_group', text250)
    .addColumn('test_dealer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ev_dealer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('outstanding_account', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('website_url', text250)
    .addColumn('address', text250)
    .addColumn('city', text250)
    .addColumn('state', text250)
    .addColumn('zip', 'varchar(10)')
    .addColumn('phone', text250)
    .addColumn('email', text250)
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Chicago'))
    // Inventory and sales data (designed as counts per lead type; the spec names the group only).
    .addColumn('new_inventory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_inventory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cpo_inventory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly_new_sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly_used_sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly_cpo_sales', 'integer', (c) => c.notNull().defaultTo(0))
    // Metered leads: at most this many leads per cycle of this many hours (business-areas §3, §9).
    .addColumn('max_metered_leads_per_cycle', 'integer')
    .addColumn('metering_cycle_hours', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('dealers_code_check', sql`code ~ '^[A-Za-z0-9_-]{1,20}$'`)
    .addCheckConstraint('dealers_status_check', oneOf('status', DEALER_STATUSES))
    .addCheckConstraint('dealers_inactivation_type_check', oneOf('inactivation_type', INACTIVATION_TYPES))
    .addCheckConstraint('dealers_status_reason_check', shorterThan('status_reason', REASON_MAX_LENGTH_EXCLUSIVE))
    .addCheckConstraint('dealers_country_check', oneOf('country', COUNTRIES))
    .addCheckConstraint(
      'dealers_counts_check',
      sql`least(new_inventory, used_inventory, cpo_inventory, monthly_new_sales, monthly_used_sales, monthly_cpo_sales) >= 0`,
    )
    .addCheckConstraint('dealers_max_metered_leads_check', sql`max_metered_leads_per_cycle >= 0`)
    .addCheckConstraint('dealers_metering_cycle_hours_check', sql`metering_cycle_hours >= 1`)
    .execute();
  await db.schema.createIndex('dealers_oem_id_idx').on('dealers').columns(['oem_id', 'code']).execute();
  await db.schema.createIndex('dealers_region_id_idx').on('dealers').column('region_id').execute();
  await db.schema.createIndex('dealers_district_id_idx').on('dealers').column('district_id').execute();
  await db.schema.createIndex('dealers_name_lower_idx').on('dealers').expression(sql`lower(name)`).execute();
  await db.schema.createIndex('dealers_dealer_group_idx').on('dealers').column('dealer_group').execute();

  await db.schema
    .createTable('dealer_contacts')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('title', text250, (c) => c.notNull())
    .addColumn('email', text250, (c) => c.notNull())
    .addColumn('phone', text250, (c) => c.notNull())
    .addPrimaryKeyConstraint('dealer_contacts_pkey', ['dealer_id', 'position'])
    .addCheckConstraint('dealer_contacts_position_check', between('position', 1, MAX_DEALER_CONTACTS))
    .execute();

  await db.schema
    .createTable('dealer_billing_contacts')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('email', text250, (c) => c.notNull())
    .addColumn('phone', text250, (c) => c.notNull())
    .addColumn('address', text250)
    .addColumn('city', text250)
    .addColumn('state', text250)
    .addColumn('zip', text250)
    .addColumn('country', text250)
    .addPrimaryKeyConstraint('dealer_billing_contacts_pkey', ['dealer_id', 'position'])
    .addCheckConstraint('dealer_billing_contacts_position_check', between('position', 1, MAX_BILLING_CONTACTS))
    .execute();

  // ISO weekdays, 1 = Monday … 7 = Sunday.
  await db.schema
    .createTable('dealer_business_hours')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('weekday', 'smallint', (c) => c.notNull())
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('opens_at', 'time')
    .addColumn('closes_at', 'time')
    .addPrimaryKeyConstraint('dealer_business_hours_pkey', ['dealer_id', 'weekday'])
    .addCheckConstraint('dealer_business_hours_weekday_check', between('weekday', 1, 7))
    .addCheckConstraint(
      'dealer_business_hours_times_check',
      sql`closed or (opens_at is not null and closes_at is not null and opens_at < closes_at)`,
    )
    .execute();

  await db.schema
    .createTable('dealer_holidays')
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('holiday_date', 'date', (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addPrimaryKeyConstraint('dealer_holidays_pkey', ['dealer_id', 'holiday_date'])
    .execute();

  await db.schema
    .createTable('dealer_status_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('inactivation_type', 'text')
    .addColumn('reason', 'text')
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Login of the admin who acted while impersonating changed_by, if any.
    .addColumn('impersonator_login', text250)
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('dealer_status_history_action_check', oneOf('action', DEALER_ACTIONS))
    .addCheckConstraint('dealer_status_history_from_status_check', oneOf('from_status', DEALER_STATUSES))
    .addCheckConstraint('dealer_status_history_to_status_check', oneOf('to_status', DEALER_STATUSES))
    .addCheckConstraint('dealer_status_history_inactivation_type_check', oneOf('inactivation_type', INACTIVATION_TYPES))
    .addCheckConstraint('dealer_status_history_reason_check', shorterThan('reason', REASON_MAX_LENGTH_EXCLUSIVE))
    .execute();
  await db.schema
    .createIndex('dealer_status_history_dealer_id_idx')
    .on('dealer_status_history')
    .columns(['dealer_id', 'changed_at'])
    .execute();

  // Which dealers a user may act for. Admins and OEM staff are scoped by role and OEM instead.
  await db.schema
    .createTable('user_dealers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_dealers_pkey', ['user_id', 'dealer_id'])
    .execute();
  await db.schema.createIndex('user_dealers_dealer_id_idx').on('user_dealers').column('dealer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_dealers',
    'dealer_status_history',
    'dealer_holidays',
    'dealer_business_hours',
    'dealer_billing_contacts',
    'dealer_contacts',
    'dealers',
    'crm_provider_oems',
    'crm_providers',
    'districts',
    'regions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
