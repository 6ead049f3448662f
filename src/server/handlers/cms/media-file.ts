/**
 * GET /api/media/files/{fileName}: an uploaded image, public because `<img>` sends no token.
 * The headers keep even a hostile file inert: the stored content type with nosniff, and a
 * CSP that forbids scripts and sandboxes the document when an SVG is opened directly.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';
import { fileDownload } from '../../kernel/file-download.ts';
import type { FileAnswer } from '../../kernel/operation-handlers.ts';

export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function readMediaFile(db: Kysely<Database>, fileName: string): Promise<FileAnswer> {
  const row = await db
    .selectFrom('cmsMedia')
    .select(['contentType', 'content', 'originalName'])
    .where('fileName', '=', fileName)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no image ${fileName}.`);
  return fileDownload({
    fileName: row.originalName,
    contentType: row.contentType,
    content: row.content,
    disposition: 'inline',
    headers: {
      'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
      // A stored file never changes: its name is a fresh UUID on every upload.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
