/**
 * The Download Manager's documents (business-areas §2 page "Download Manager"): those offered
 * to every OEM and those of the OEMs the caller may see, newest first. The list names them;
 * each file is served by its own download route with a Content-Disposition, so a page of
 * documents never carries their bytes.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';
import { notFound } from '../../../http/http-error.ts';
import { oemScopeOf, type OemScope } from '../../../kernel/caller-scope.ts';
import { fileDownload } from '../../../kernel/file-download.ts';
import type { FileAnswer } from '../../../kernel/operation-handlers.ts';

type DownloadManagerData = components['schemas']['DownloadManagerData'];

/** Documents for every OEM (no OEM) and those of the OEMs in scope; all of them for an admin. */
function visibleDocuments(db: Kysely<Database>, scope: OemScope) {
  const query = db.selectFrom('downloadDocuments');
  if (scope === null) return query;
  const oems = [...scope];
  return query.where((eb) => (oems.length > 0 ? eb.or([eb('oemId', 'is', null), eb('oemId', 'in', oems)]) : eb('oemId', 'is', null)));
}

export async function downloadManagerData(db: Kysely<Database>, caller: Caller): Promise<DownloadManagerData> {
  const rows = await visibleDocuments(db, await oemScopeOf(db, caller))
    .select(['id', 'title', 'description', 'category', 'fileName', 'updatedAt'])
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    documents: rows.map((row) => ({
      id: row.id,
      title: row.title,
      ...(row.description !== null ? { description: row.description } : {}),
      category: row.category,
      fileName: row.fileName,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** One document's file; another OEM's document is as absent as one that does not exist. */
export async function downloadDocumentFile(db: Kysely<Database>, caller: Caller, documentId: number): Promise<FileAnswer> {
  const row = await visibleDocuments(db, await oemScopeOf(db, caller))
    .select(['fileName', 'contentType', 'content'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no document ${documentId}.`);
  return fileDownload({
    fileName: row.fileName,
    contentType: row.contentType,
    content: row.content,
    // A document can be replaced under the same id; the browser asks again each time.
    headers: { 'cache-control': 'private, no-cache' },
  });
}
