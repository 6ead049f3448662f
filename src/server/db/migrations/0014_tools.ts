import type { Kysely } from 'kysely';
import { TEXT_MAX_LENGTH } from '../../../constants.ts';

/**
 * The stored files of the resources library (issue #17: "documents … with files the server
 * actually serves"). One row per document resource; deleting the resource deletes its file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resource_files')
    .addColumn('resource_id', 'integer', (c) => c.primaryKey().references('resources.id').onDelete('cascade'))
    .addColumn('file_name', `varchar(${TEXT_MAX_LENGTH})`, (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resource_files').execute();
}
