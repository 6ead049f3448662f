/**
 * The values of a ZIP file, read by exceljs: the first column of each row, trimmed, with its
 * row number in the file (what the user sees in a spreadsheet). Blank rows are skipped, and a
 * first row that is the `zip` header the template has. Both readers stream, so a large file is
 * read in pieces with the event loop free between them.
 */
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { TEXT_MAX_LENGTH } from '../../../../constants.ts';
import { ValidationError } from '../../../http/http-error.ts';
import { fieldError } from '../../../kernel/field-errors.ts';
import { isSpreadsheetArchive } from './spreadsheet-archive.ts';
import type { ZipFile } from './zip-file.ts';

/** A 5 MB file could hold 700,000 five-digit rows; a report that long would help nobody. */
export const MAX_ZIP_FILE_ROWS = 100_000;

export interface ZipFileRow {
  rowNumber: number;
  value: string;
}

const HEADER = /^(zip|zip ?codes?|postal ?codes?)$/i;
const UTF8_BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);
const CHUNK_BYTES = 64 * 1024;

/**
 * The bytes as a stream of 64 KB pieces with a turn of the event loop between them: the parsers
 * work synchronously on what they are given, so one 5 MB piece would hold every other request
 * until it is parsed.
 */
function piecesOf(data: Buffer): Readable {
  return Readable.from(
    (async function* pieces() {
      for (let start = 0; start < data.length; start += CHUNK_BYTES) {
        yield data.subarray(start, start + CHUNK_BYTES);
        await nextTurn();
      }
    })(),
  );
}

/**
 * Excel keeps a ZIP typed as a number without its leading zeros (02134 becomes 2134); a US ZIP
 * always has five digits, so a whole number below 100000 gets them back.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value < 100_000 ? String(value).padStart(5, '0') : String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

class RowCollector {
  readonly rows: ZipFileRow[] = [];
  private first = true;

  /** False once the file holds more rows than allowed. */
  add(rowNumber: number, raw: ExcelJS.CellValue): boolean {
    const value = cellText(raw).trim().slice(0, TEXT_MAX_LENGTH);
    if (value === '') return true;
    const isHeader = this.first && HEADER.test(value);
    this.first = false;
    if (isHeader) return true;
    this.rows.push({ rowNumber, value });
    return this.rows.length <= MAX_ZIP_FILE_ROWS;
  }
}

function unreadable(file: ZipFile): ValidationError {
  return new ValidationError([fieldError('file', 'ZIP_IMPORT_FILE_UNREADABLE', { params: { extension: `.${file.format}` } })]);
}

async function readSpreadsheet(file: ZipFile, rows: RowCollector): Promise<void> {
  if (!(await isSpreadsheetArchive(file.data))) throw unreadable(file);
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(piecesOf(file.data), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet) {
        if (!rows.add(row.number, row.getCell(1).value)) return;
      }
      // The first sheet only, as for a CSV's first column.
      break;
    }
  } catch {
    throw unreadable(file);
  }
  // A zip archive without a worksheet (a .docx renamed, say) is no spreadsheet.
  if (sheets === 0) throw unreadable(file);
}

async function readText(file: ZipFile, rows: RowCollector): Promise<void> {
  const data = file.data.subarray(0, 3).equals(UTF8_BYTE_ORDER_MARK) ? file.data.subarray(3) : file.data;
  // Loaded on first use: a server worker should not pay for it at start when most never need it.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  let worksheet: ExcelJS.Worksheet;
  try {
    // The identity map keeps every value as text: exceljs would otherwise turn 02134 into 2134.
    worksheet = await workbook.csv.read(piecesOf(data), { map: (value: string) => value });
  } catch {
    throw unreadable(file);
  }
  for (let rowNumber = 1; rowNumber <= worksheet.rowCount; rowNumber++) {
    if (!rows.add(rowNumber, worksheet.getRow(rowNumber).getCell(1).value)) return;
  }
}

/** Every non-blank value of the file's first column; 400 on `file` when unreadable, empty or too long. */
export async function zipFileRows(file: ZipFile): Promise<ZipFileRow[]> {
  const rows = new RowCollector();
  await (file.format === 'xlsx' ? readSpreadsheet(file, rows) : readText(file, rows));
  if (rows.rows.length > MAX_ZIP_FILE_ROWS) {
    throw new ValidationError([fieldError('file', 'ZIP_IMPORT_TOO_MANY_ROWS', { params: { limit: MAX_ZIP_FILE_ROWS.toLocaleString('en-US') } })]);
  }
  if (rows.rows.length === 0) throw new ValidationError([fieldError('file', 'ZIP_IMPORT_FILE_EMPTY')]);
  return rows.rows;
}
