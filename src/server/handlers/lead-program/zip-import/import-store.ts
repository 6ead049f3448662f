/**
 * Storing an import: its record and every row's verdict (zip_bulk_imports and
 * zip_bulk_import_rows), in one transaction so a failure leaves nothing half-written. Rows go
 * in as they are judged, a batch per statement (unnest of one array per column keeps it to five
 * parameters), with a turn of the event loop between batches: other requests are answered
 * while a 50,000-row file is stored. The coverage is not touched here (applyZipBulkImport is).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ZipCountry } from '../../../../rules/core.ts';
import type { Database } from '../../../db/schema/database.ts';
import type { Country, ZipImportMode, ZipImportRowStatus } from '../../../db/vocabulary.ts';
import { rowVerdicts, type KnownZips } from './row-verdicts.ts';
import type { ZipFileRow } from './zip-file-rows.ts';

export interface NewImport {
  dealerId: number;
  country: Country;
  programId: number;
  fileName: string;
  mode: ZipImportMode;
  userId: number;
  rows: readonly ZipFileRow[];
}

/** One query for a whole batch of codes. */
function knownZipsIn(trx: Transaction<Database>, country: Country): KnownZips {
  return async (codes) => {
    const rows = await trx
      .selectFrom('zipCodes')
      .select('zip')
      .where('country', '=', country)
      .where(sql<boolean>`zip = any(${[...codes]}::text[])`)
      .execute();
    return new Set(rows.map((row) => row.zip));
  };
}

const zipCountry = (country: Country): ZipCountry => (country === 'CA' ? 'ca' : 'us');

/** Stores the import and its report; answers the import's id. */
export async function storeImport(db: Kysely<Database>, change: NewImport, at: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The report of an earlier import not yet saved is replaced by this one (its rows go by cascade).
    await trx
      .deleteFrom('zipBulkImports')
      .where('dealerId', '=', change.dealerId)
      .where('programId', '=', change.programId)
      .where('savedAt', 'is', null)
      .execute();
    const { id } = await trx
      .insertInto('zipBulkImports')
      .values({
        dealerId: change.dealerId,
        programId: change.programId,
        fileName: change.fileName,
        mode: change.mode,
        totalRows: 0,
        validCount: 0,
        invalidCount: 0,
        duplicateCount: 0,
        unknownCount: 0,
        createdByUserId: change.userId,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counts: Record<ZipImportRowStatus, number> = { VALID: 0, INVALID: 0, DUPLICATE: 0, UNKNOWN: 0 };
    for await (const batch of rowVerdicts(change.rows, zipCountry(change.country), knownZipsIn(trx, change.country))) {
      for (const verdict of batch) counts[verdict.status] += 1;
      await sql`insert into zip_bulk_import_rows (import_id, row_number, value, status, message)
        select ${id}, * from unnest(
          ${batch.map((verdict) => verdict.rowNumber)}::int[],
          ${batch.map((verdict) => verdict.value)}::text[],
          ${batch.map((verdict) => verdict.status)}::text[],
          ${batch.map((verdict) => verdict.message)}::text[]
        )`.execute(trx);
      await nextTurn();
    }
    await trx
      .updateTable('zipBulkImports')
      .set({
        totalRows: change.rows.length,
        validCount: counts.VALID,
        invalidCount: counts.INVALID,
        duplicateCount: counts.DUPLICATE,
        unknownCount: counts.UNKNOWN,
      })
      .where('id', '=', id)
      .execute();
    return id;
  });
}
