/**
 * Saving an import into the coverage (applyZipBulkImport), once the user confirmed: the VALID
 * ZIPs replace the coverage list (REPLACE) or join the ZIPs covered now (APPEND), and the
 * coverage becomes a ZIP_LIST. The import row is locked first, so two confirmations at once
 * save it once; the second answers 409 like any later one.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { conflict } from '../../../http/http-error.ts';
import { readCoverage, writeCoverage } from '../coverage-store.ts';
import type { ProgramDealer } from '../dealer-program.ts';
import { normalizeZip } from '../zip-geography.ts';
import type { ImportRecord } from './import-access.ts';

type Coverage = components['schemas']['Coverage'];

export async function applyImport(db: Kysely<Database>, record: ImportRecord, dealer: ProgramDealer, at: Date): Promise<Coverage> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('zipBulkImports').select(['savedAt', 'validCount']).where('id', '=', record.id).forUpdate().executeTakeFirst();
    if (!current || current.savedAt !== null) throw conflict('This import has already been saved into the coverage.');
    if (current.validCount === 0) throw conflict('This import has no valid ZIP code to save.');
    const valid = await trx
      .selectFrom('zipBulkImportRows')
      .select('value')
      .where('importId', '=', record.id)
      .where('status', '=', 'VALID')
      .orderBy('rowNumber')
      .execute();
    const imported = valid.map((row) => normalizeZip(row.value));
    const before = await readCoverage(trx, dealer, record.programId);
    const zipCodes = record.mode === 'APPEND' ? [...before.zipCodes, ...imported] : imported;
    // The central ZIP stays for the day the dealer goes back to a radius.
    await writeCoverage(trx, dealer.id, record.programId, { coverageType: 'ZIP_LIST', centralZip: before.centralZip, radius: null, zipCodes }, at);
    await trx.updateTable('zipBulkImports').set({ savedAt: at }).where('id', '=', record.id).execute();
    return readCoverage(trx, dealer, record.programId);
  });
}
