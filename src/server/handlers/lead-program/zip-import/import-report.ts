/** The report of an import (contract ZipBulkImportResult): its counts and every row in file order. */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import type { ImportRecord } from './import-access.ts';

type ZipBulkImportResult = components['schemas']['ZipBulkImportResult'];
type ZipBulkImportRow = components['schemas']['ZipBulkImportRow'];

export async function importRows(db: Kysely<Database>, importId: number): Promise<ZipBulkImportRow[]> {
  return db
    .selectFrom('zipBulkImportRows')
    .select(['rowNumber', 'value', 'status', 'message'])
    .where('importId', '=', importId)
    .orderBy('rowNumber')
    .execute();
}

export async function importReport(db: Kysely<Database>, record: ImportRecord): Promise<ZipBulkImportResult> {
  return {
    importId: record.id,
    dealerCode: record.dealerCode,
    programId: record.programId,
    fileName: record.fileName,
    mode: record.mode,
    totalRows: record.totalRows,
    validCount: record.validCount,
    invalidCount: record.invalidCount,
    duplicateCount: record.duplicateCount,
    unknownCount: record.unknownCount,
    rows: await importRows(db, record.id),
    saved: record.savedAt !== null,
    createdAt: record.createdAt.toISOString(),
  };
}
