/**
 * The verdict on each row of an import (contract ZipImportRowStatus), in file order: INVALID
 * when not in the dealer's country's format, DUPLICATE when its code (normalized, so 60601 and
 * 60601-1234 are one ZIP) came earlier, UNKNOWN when well formed but not a known ZIP of the
 * country, VALID otherwise. Rows are judged a batch at a time, one look-up per batch, so a
 * large file never holds the event loop for long; a bad row is a verdict, never an error.
 */
import { isZipFor, translateEnglish, type ZipCountry } from '../../../../rules/core.ts';
import type { ZipImportRowStatus } from '../../../db/vocabulary.ts';
import { normalizeZip } from '../zip-geography.ts';
import type { ZipFileRow } from './zip-file-rows.ts';

export interface RowVerdict extends ZipFileRow {
  status: ZipImportRowStatus;
  message: string | null;
  /** The code as coverage stores it; null for an INVALID row. */
  zip: string | null;
}

/** Which of the codes (normalized) are known ZIPs of the country. */
export type KnownZips = (codes: readonly string[]) => Promise<ReadonlySet<string>>;

export const VERDICT_BATCH_ROWS = 5_000;

/** The batches of verdicts, in file order. */
export async function* rowVerdicts(rows: readonly ZipFileRow[], country: ZipCountry, knownZips: KnownZips): AsyncGenerator<RowVerdict[]> {
  const invalidMessage = translateEnglish(country === 'ca' ? 'INVALID_ZIP_CA' : 'INVALID_ZIP');
  const unknownMessage = translateEnglish('ZIP_IMPORT_UNKNOWN');
  const firstRowOf = new Map<string, number>();
  for (let start = 0; start < rows.length; start += VERDICT_BATCH_ROWS) {
    const batch: RowVerdict[] = rows.slice(start, start + VERDICT_BATCH_ROWS).map((row) => {
      if (!isZipFor(row.value, country)) return { ...row, status: 'INVALID', message: invalidMessage, zip: null };
      const zip = normalizeZip(row.value);
      const earlier = firstRowOf.get(zip);
      if (earlier !== undefined) return { ...row, status: 'DUPLICATE', message: translateEnglish('ZIP_IMPORT_DUPLICATE', { row: earlier }), zip };
      firstRowOf.set(zip, row.rowNumber);
      // VALID until the look-up below says otherwise.
      return { ...row, status: 'VALID', message: null, zip };
    });
    const candidates = batch.filter((verdict) => verdict.status === 'VALID').map((verdict) => verdict.zip!);
    const known = candidates.length > 0 ? await knownZips(candidates) : new Set<string>();
    for (const verdict of batch) {
      if (verdict.status === 'VALID' && !known.has(verdict.zip!)) {
        verdict.status = 'UNKNOWN';
        verdict.message = unknownMessage;
      }
    }
    yield batch;
  }
}
