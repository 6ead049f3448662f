/**
 * Reading and judging the rows of a bulk ZIP import without a server: the first column of a CSV
 * (quotes, a byte-order mark, the `zip` header only as the first row), the row limit, an .xlsx
 * cut short, without a workbook or inflating beyond its bound; the verdicts a batch at a time with one look-up per batch, duplicates found across
 * batches.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../src/server/http/http-error.ts';
import { rowVerdicts, VERDICT_BATCH_ROWS, type RowVerdict } from '../../../src/server/handlers/lead-program/zip-import/row-verdicts.ts';
import { MAX_ZIP_FILE_ROWS, zipFileRows } from '../../../src/server/handlers/lead-program/zip-import/zip-file-rows.ts';
import type { ZipFile } from '../../../src/server/handlers/lead-program/zip-import/zip-file.ts';
import { MAX_INFLATED_BYTES } from '../../../src/server/handlers/lead-program/zip-import/spreadsheet-archive.ts';

const csvFile = (text: string | Buffer): ZipFile => ({ fileName: 'zips.csv', format: 'csv', data: Buffer.isBuffer(text) ? text : Buffer.from(text) });

async function fieldErrorOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  const [first] = (error as ValidationError).errors;
  return `${first!.field}: ${first!.message}`;
}

describe('zipFileRows', () => {
  it('reads the first column with its row number, skipping blank rows, a byte-order mark and the zip header of the first row only', async () => {
    const text = '\uFEFFZIP Code,notes\r\n"60601","downtown, north"\r\n\r\n  02134 \r\nzip\r\n"60,601"\n';
    expect(await zipFileRows(csvFile(text))).toEqual([
      { rowNumber: 2, value: '60601' },
      { rowNumber: 4, value: '02134' },
      { rowNumber: 5, value: 'zip' },
      { rowNumber: 6, value: '60,601' },
    ]);
  });

  it('refuses a file beyond the row limit and one without any value', async () => {
    const tooMany = '60601\n'.repeat(MAX_ZIP_FILE_ROWS + 1);
    expect(await fieldErrorOf(zipFileRows(csvFile(tooMany)))).toBe('file: The file holds more than 100,000 rows.');
    expect(await zipFileRows(csvFile('60601\n'.repeat(MAX_ZIP_FILE_ROWS)))).toHaveLength(MAX_ZIP_FILE_ROWS);
    expect(await fieldErrorOf(zipFileRows(csvFile('zip\n\n  \n')))).toBe('file: The file holds no ZIP codes.');
  });

  it('refuses an .xlsx cut short and a zip archive without a worksheet', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('ZIPs').addRows([['zip'], ['60601']]);
    const whole = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await zipFileRows({ fileName: 'z.xlsx', format: 'xlsx', data: whole })).toEqual([{ rowNumber: 2, value: '60601' }]);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    expect(await fieldErrorOf(zipFileRows({ fileName: 'z.xlsx', format: 'xlsx', data: cut }))).toBe('file: The file is not a readable .xlsx file.');
    const { default: JSZip } = await import('jszip');
    const archive = new JSZip();
    archive.file('readme.txt', '60601');
    const notSpreadsheet = await archive.generateAsync({ type: 'nodebuffer' });
    expect(await fieldErrorOf(zipFileRows({ fileName: 'z.xlsx', format: 'xlsx', data: notSpreadsheet }))).toBe('file: The file is not a readable .xlsx file.');
  });

  it('refuses an .xlsx whose content inflates beyond 100 MB, whatever sizes it declares', async () => {
    const { default: JSZip } = await import('jszip');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('ZIPs').addRows([['zip'], ['60601']]);
    const bomb = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    // An entry the spreadsheet reader would pass over, so only the inflation bound refuses the file.
    bomb.file('docProps/padding.bin', Buffer.alloc(MAX_INFLATED_BYTES + 1, 0x61));
    const data = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(data.length).toBeLessThan(1024 * 1024);
    expect(await fieldErrorOf(zipFileRows({ fileName: 'z.xlsx', format: 'xlsx', data }))).toBe('file: The file is not a readable .xlsx file.');
  });
});

describe('rowVerdicts', () => {
  it('looks codes up once per batch, only the well-formed first occurrences, and finds duplicates across batches', async () => {
    const total = VERDICT_BATCH_ROWS * 2 + 10;
    const rows = Array.from({ length: total }, (_, index) => ({ rowNumber: index + 1, value: String(10_000 + index) }));
    rows[VERDICT_BATCH_ROWS + 3] = { rowNumber: VERDICT_BATCH_ROWS + 4, value: '10000-1234' };
    rows[total - 1] = { rowNumber: total, value: 'A1A 1A1' };
    const lookups: string[][] = [];
    const verdicts: RowVerdict[] = [];
    for await (const batch of rowVerdicts(rows, 'us', async (codes) => {
      lookups.push([...codes]);
      return new Set(codes.filter((code) => Number(code) % 2 === 0));
    })) {
      verdicts.push(...batch);
    }
    expect(lookups).toHaveLength(3);
    expect(lookups.flat()).toHaveLength(total - 2);
    expect(lookups.flat()).not.toContain('10000-1234');
    expect(verdicts).toHaveLength(total);
    expect(verdicts[0]).toMatchObject({ status: 'VALID', message: null, zip: '10000' });
    expect(verdicts[1]).toMatchObject({ status: 'UNKNOWN', message: 'ZIP code not found.', zip: '10001' });
    expect(verdicts[VERDICT_BATCH_ROWS + 3]).toMatchObject({ status: 'DUPLICATE', message: 'Duplicate of row 1.', zip: '10000' });
    expect(verdicts[total - 1]).toMatchObject({ status: 'INVALID', message: 'Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.', zip: null });
  });

  it('judges a Canadian dealer\'s rows by the Canadian format, one code whatever its spacing and case', async () => {
    const rows = [
      { rowNumber: 1, value: 'k1a0b1' },
      { rowNumber: 2, value: 'K1A 0B1' },
      { rowNumber: 3, value: '60601' },
    ];
    const verdicts: RowVerdict[] = [];
    for await (const batch of rowVerdicts(rows, 'ca', async (codes) => new Set(codes))) verdicts.push(...batch);
    expect(verdicts.map((verdict) => [verdict.status, verdict.message])).toEqual([
      ['VALID', null],
      ['DUPLICATE', 'Duplicate of row 1.'],
      ['INVALID', 'Invalid ZIP format. Please enter ZIP Code in format: A1A 1A1.'],
    ]);
    expect(verdicts[0]!.zip).toBe('K1A 0B1');
  });
});
