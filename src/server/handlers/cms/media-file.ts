/**
 * GET /api/media/files/{fileName}: an uploaded image, public because `<img>` sends no token.
 * The headers keep even a hostile file inert: the stored content type with nosniff, and a
 * CSP that forbids scripts and sandboxes the document when an SVG is opened directly.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';

export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `inline; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface MediaFile {
  headers: Record<string, string>;
  body: Buffer;
}

export async function readMediaFile(db: Kysely<Database>, fileName: string): Promise<MediaFile> {
  const row = await db
    .selectFrom('cmsMedia')
    .select(['contentType', 'content', 'originalName'])
    .where('fileName', '=', fileName)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no image ${fileName}.`);
  return {
    body: row.content,
    headers: {
      'content-type': row.contentType,
      'content-disposition': inlineDisposition(row.originalName),
      'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      // A stored file never changes: its name is a fresh UUID on every upload.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  };
}
