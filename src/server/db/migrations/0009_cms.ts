import { sql, type Kysely } from 'kysely';
import { TEXT_MAX_LENGTH } from '../../../constants.ts';
import { CMS_BLOCK_STATUSES, CMS_BLOCK_TYPES, CMS_LANGUAGES } from '../vocabulary.ts';
import { oneOf } from './check-expressions.ts';

const text250 = `varchar(${TEXT_MAX_LENGTH})` as const;
/** Longest block content the contract accepts. */
const blockContent = 'varchar(20000)' as const;

/**
 * The CMS backend (portal-shell §3, §4.3): pages per OEM, content blocks per language, per-block
 * drafts that are published or discarded together, image requirements and uploaded media.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cms_image_formats')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // Comma-separated extensions, e.g. "svg" or "png,jpg,jpeg".
    .addColumn('allowed_format', 'text', (c) => c.notNull())
    .addColumn('max_width', 'integer', (c) => c.notNull())
    .addColumn('max_height', 'integer', (c) => c.notNull())
    // Bytes; the requirements message shows it in KB as bytes / 1000 (portal-shell §5.2).
    .addColumn('max_file_size', 'integer', (c) => c.notNull())
    .addCheckConstraint('cms_image_formats_limits_check', sql`max_width > 0 and max_height > 0 and max_file_size > 0`)
    .execute();

  await db.schema
    .createTable('cms_pages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('human_readable_id', text250, (c) => c.notNull())
    // NULL: the page every OEM shares unless it has its own.
    .addColumn('oem_id', 'integer', (c) => c.references('oems.id'))
    .addColumn('title', text250, (c) => c.notNull())
    .execute();
  await sql`create unique index cms_pages_key on cms_pages (human_readable_id, coalesce(oem_id, 0))`.execute(db);

  await db.schema
    .createTable('cms_blocks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('page_id', 'integer', (c) => c.notNull().references('cms_pages.id').onDelete('cascade'))
    .addColumn('human_readable_id', text250, (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('cms_blocks.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', blockContent, (c) => c.notNull())
    .addColumn('block_order', 'integer', (c) => c.notNull())
    .addColumn('image_format_id', 'integer', (c) => c.references('cms_image_formats.id'))
    .addColumn('status', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('cms_blocks_language_check', oneOf('language', CMS_LANGUAGES))
    .addCheckConstraint('cms_blocks_type_check', oneOf('type', CMS_BLOCK_TYPES))
    .addCheckConstraint('cms_blocks_status_check', oneOf('status', CMS_BLOCK_STATUSES))
    .execute();
  await db.schema
    .createIndex('cms_blocks_page_idx')
    .on('cms_blocks')
    .columns(['page_id', 'language', 'block_order'])
    .execute();
  await db.schema.createIndex('cms_blocks_parent_idx').on('cms_blocks').column('parent_id').execute();
  await db.schema.createIndex('cms_blocks_hri_idx').on('cms_blocks').column('human_readable_id').execute();

  // A draft edits the block content_block_id, or is a new block when that is NULL.
  await db.schema
    .createTable('cms_drafts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('page_id', 'integer', (c) => c.notNull().references('cms_pages.id').onDelete('cascade'))
    .addColumn('content_block_id', 'integer', (c) => c.references('cms_blocks.id').onDelete('cascade'))
    .addColumn('human_readable_id', text250, (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('cms_blocks.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', blockContent, (c) => c.notNull())
    .addColumn('block_order', 'integer', (c) => c.notNull())
    .addColumn('image_format_id', 'integer', (c) => c.references('cms_image_formats.id'))
    .addColumn('status', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('cms_drafts_language_check', oneOf('language', CMS_LANGUAGES))
    .addCheckConstraint('cms_drafts_type_check', oneOf('type', CMS_BLOCK_TYPES))
    .addCheckConstraint('cms_drafts_status_check', oneOf('status', CMS_BLOCK_STATUSES))
    .execute();
  await db.schema.createIndex('cms_drafts_page_idx').on('cms_drafts').column('page_id').execute();
  // One pending draft per block; saving again updates it.
  await db.schema
    .createIndex('cms_drafts_content_block_key')
    .on('cms_drafts')
    .column('content_block_id')
    .unique()
    .where(sql.ref('content_block_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('cms_media')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // Name the file is served under (/api/media/files/{fileName}).
    .addColumn('file_name', text250, (c) => c.notNull().unique())
    .addColumn('original_name', text250, (c) => c.notNull())
    .addColumn('block_id', 'integer', (c) => c.references('cms_blocks.id').onDelete('set null'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('cms_media_size_check', sql`size_bytes = octet_length(content)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cms_media', 'cms_drafts', 'cms_blocks', 'cms_pages', 'cms_image_formats']) {
    await db.schema.dropTable(table).execute();
  }
}
