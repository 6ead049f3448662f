/**
 * An import found by its id for a caller. These calls name no dealer, so the route loader's
 * dealer-scope check cannot run: an import of a dealer the caller may not act for answers 403,
 * with nothing about the import (the same rule as x-dealer-scope: kernel/caller-scope.ts).
 */
import type { Kysely } from 'kysely';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';
import { forbidden, notFound } from '../../../http/http-error.ts';
import { visibleDealers } from '../../../kernel/caller-scope.ts';

export interface ImportRecord {
  id: number;
  dealerId: number;
  dealerCode: string;
  programId: number;
  fileName: string;
  mode: 'REPLACE' | 'APPEND';
  totalRows: number;
  validCount: number;
  invalidCount: number;
  duplicateCount: number;
  unknownCount: number;
  savedAt: Date | null;
  createdAt: Date;
}

export async function importFor(db: Kysely<Database>, caller: Caller, importId: number): Promise<ImportRecord> {
  const found = await db
    .selectFrom('zipBulkImports')
    .innerJoin('dealers', 'dealers.id', 'zipBulkImports.dealerId')
    .select([
      'zipBulkImports.id',
      'zipBulkImports.dealerId',
      'dealers.code as dealerCode',
      'zipBulkImports.programId',
      'zipBulkImports.fileName',
      'zipBulkImports.mode',
      'zipBulkImports.totalRows',
      'zipBulkImports.validCount',
      'zipBulkImports.invalidCount',
      'zipBulkImports.duplicateCount',
      'zipBulkImports.unknownCount',
      'zipBulkImports.savedAt',
      'zipBulkImports.createdAt',
    ])
    .select((eb) => eb.case().when(visibleDealers(caller)(eb)).then(true).else(false).end().as('visible'))
    .where('zipBulkImports.id', '=', importId)
    .executeTakeFirst();
  if (!found) throw notFound('There is no such ZIP import.');
  const { visible, ...record } = found;
  if (!visible) throw forbidden('You may not see this ZIP import.');
  return record;
}
