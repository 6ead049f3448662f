/**
 * The Download Manager's documents (business-areas §2 page "Download Manager"): those offered
 * to every OEM and those of the OEMs the caller may see, newest first. The contract has no
 * file route for them, so each document travels as a `data:` URL the page links to with
 * `download` set to the file name.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';
import { oemScopeOf } from '../../../kernel/caller-scope.ts';

type DownloadManagerData = components['schemas']['DownloadManagerData'];

export function dataUrlOf(contentType: string, content: Buffer): string {
  return `data:${contentType};base64,${content.toString('base64')}`;
}

export async function downloadManagerData(db: Kysely<Database>, caller: Caller): Promise<DownloadManagerData> {
  const scope = await oemScopeOf(db, caller);
  let query = db
    .selectFrom('downloadDocuments')
    .select(['id', 'title', 'description', 'category', 'fileName', 'contentType', 'content', 'updatedAt']);
  if (scope !== null) {
    const oems = [...scope];
    query = query.where((eb) => (oems.length > 0 ? eb.or([eb('oemId', 'is', null), eb('oemId', 'in', oems)]) : eb('oemId', 'is', null)));
  }
  const rows = await query.orderBy('updatedAt', 'desc').orderBy('id', 'desc').execute();
  return {
    documents: rows.map((row) => ({
      id: row.id,
      title: row.title,
      ...(row.description !== null ? { description: row.description } : {}),
      category: row.category,
      fileName: row.fileName,
      url: dataUrlOf(row.contentType, row.content),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
