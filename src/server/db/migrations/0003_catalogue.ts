import { sql, type Kysely } from 'kysely';
import { TEXT_MAX_LENGTH } from '../../../constants.ts';
import { ADDON_CATEGORIES, OFFER_KINDS } from '../vocabulary.ts';
import { oneOf } from './check-expressions.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;

/**
 * What dealers can enroll in: offer types and add-ons (with the spec's ids), each OEM's
 * programs, providers and their packages (offers), add-on prices, EULAs, vehicle models and
 * lead sources.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Ids are the spec's (business-areas §3), never generated.
  await db.schema
    .createTable('offer_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', text250, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('addons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('offer_type_id', 'integer', (c) => c.references('offer_types.id'))
    .addColumn('description', 'text')
    // The custom parameters a subscription of this add-on carries: [{name,label,type,required}].
    .addColumn('custom_parameter_definitions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addCheckConstraint('addons_category_check', oneOf('category', ADDON_CATEGORIES))
    .addCheckConstraint('addons_offer_type_check', sql`(category = 'OFFER') = (offer_type_id is not null)`)
    .execute();

  await db.schema
    .createTable('programs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('description', 'text')
    // SmartLeads-style programs carry a monthly budget and lead settings (coverage, destinations…).
    .addColumn('lead_program', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_budget', 'boolean', (c) => c.notNull().defaultTo(false))
    // The program add-on (4 or 6) whose package screens belong to this program, if any.
    .addColumn('program_addon_id', 'integer', (c) => c.references('addons.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('programs_oem_id_code_key', ['oem_id', 'code'])
    .execute();

  // The add-ons a dealer can enroll in under a program (Manage Enrollments).
  await db.schema
    .createTable('program_addons')
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('addon_id', 'integer', (c) => c.notNull().references('addons.id'))
    .addPrimaryKeyConstraint('program_addons_pkey', ['program_id', 'addon_id'])
    .execute();

  await db.schema
    .createTable('offer_providers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', text250, (c) => c.notNull().unique())
    .addColumn('description', 'text')
    // Digital retailing (DRS) provider rather than a website provider (offerProviders?drs).
    .addColumn('drs', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('logo_url', 'text')
    .addColumn('website_url', 'text')
    .addColumn('pdf_url', 'text')
    .addColumn('contact_email', text250)
    .execute();

  await db.schema
    .createTable('offer_provider_oems')
    .addColumn('offer_provider_id', 'integer', (c) => c.notNull().references('offer_providers.id').onDelete('cascade'))
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('offer_provider_oems_pkey', ['offer_provider_id', 'oem_id'])
    .execute();

  // Offers: a provider's package of one offer type, shown grouped by kind, sorted by dwc_priority.
  await db.schema
    .createTable('packages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('offer_provider_id', 'integer', (c) => c.notNull().references('offer_providers.id'))
    .addColumn('offer_type_id', 'integer', (c) => c.notNull().references('offer_types.id'))
    .addColumn('program_addon_id', 'integer', (c) => c.notNull().references('addons.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('dwc_priority', 'integer', (c) => c.notNull())
    .addColumn('monthly_price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('setup_fee', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0))
    // For a BUNDLE, the offer types it covers.
    .addColumn('included_offer_type_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint('packages_kind_check', oneOf('kind', OFFER_KINDS))
    .addCheckConstraint('packages_prices_check', sql`monthly_price >= 0 and setup_fee >= 0`)
    .execute();
  await db.schema
    .createIndex('packages_listing_idx')
    .on('packages')
    .columns(['oem_id', 'program_addon_id', 'kind', 'dwc_priority'])
    .execute();
  await db.schema.createIndex('packages_offer_provider_id_idx').on('packages').column('offer_provider_id').execute();

  await db.schema
    .createTable('package_optional_addons')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('addon_id', 'integer', (c) => c.notNull().references('addons.id'))
    .addColumn('monthly_price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addPrimaryKeyConstraint('package_optional_addons_pkey', ['package_id', 'addon_id'])
    .addCheckConstraint('package_optional_addons_price_check', sql`monthly_price >= 0`)
    .execute();

  await db.schema
    .createTable('addon_prices')
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('addon_id', 'integer', (c) => c.notNull().references('addons.id'))
    .addColumn('monthly_price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('setup_fee', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('included_with_offer_type_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addPrimaryKeyConstraint('addon_prices_pkey', ['oem_id', 'addon_id'])
    .addCheckConstraint('addon_prices_check', sql`monthly_price >= 0 and setup_fee >= 0`)
    .execute();

  // The End User License Agreement a subscription change must accept; the newest applies.
  await db.schema
    .createTable('eula_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('eula_documents_oem_id_version_key', ['oem_id', 'version'])
    .execute();

  await db.schema
    .createTable('vehicle_models')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('oem_id', 'integer', (c) => c.notNull().references('oems.id'))
    .addColumn('model_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('make', text250, (c) => c.notNull())
    .addColumn('name', text250, (c) => c.notNull())
    .addColumn('year', 'integer')
    .addUniqueConstraint('vehicle_models_oem_id_model_code_key', ['oem_id', 'model_code'])
    .execute();

  // Lead sources double as the lead providers of pre-leads and lead-sales settings.
  await db.schema
    .createTable('lead_sources')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', text250, (c) => c.notNull().unique())
    // Listed by /leads/properLeadSources.
    .addColumn('proper', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lead_sources',
    'vehicle_models',
    'eula_documents',
    'addon_prices',
    'package_optional_addons',
    'packages',
    'offer_provider_oems',
    'offer_providers',
    'program_addons',
    'programs',
    'addons',
    'offer_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
