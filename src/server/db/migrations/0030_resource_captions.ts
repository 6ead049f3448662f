import type { Kysely } from 'kysely';

/**
 * The captions of a video resource (WebVTT, in the resource's language), kept with its file so
 * the portal's player shows them (a video without captions is not accessible: WCAG 1.2.2).
 * Null for documents, which have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resource_files').addColumn('captions', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resource_files').dropColumn('captions').execute();
}
