/**
 * The upload rule of a bulk ZIP import (contract ZipBulkImportForm): a .csv, .txt or .xlsx file
 * of at most 5 MB. The extension, the media type the client declared and the bytes must agree:
 * an .xlsx must be a zip archive (exceljs then reads it), a .csv or .txt plain text, so a
 * renamed executable or spreadsheet is refused here instead of producing a report of garbage.
 */
import { ValidationError } from '../../../http/http-error.ts';
import { isUploadedFile } from '../../../http/uploaded-file.ts';
import type { UploadRule } from '../../../http/upload-rule.ts';
import { fieldError } from '../../../kernel/field-errors.ts';

/** 5 MB as the contract counts it (5,000,000 bytes). */
export const MAX_ZIP_FILE_BYTES = 5_000_000;

export type ZipFileFormat = 'csv' | 'txt' | 'xlsx';

export interface ZipFile {
  fileName: string;
  format: ZipFileFormat;
  data: Buffer;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Extension → the media types a client may declare for it (browsers differ for CSV). */
const DECLARED: Readonly<Record<ZipFileFormat, readonly string[]>> = {
  csv: ['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel', 'text/plain'],
  txt: ['text/plain', 'text/csv'],
  xlsx: [XLSX],
};
// Browsers that do not know a type send this (or nothing); the extension and content then decide.
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

/** Local file header of a zip archive, the container of every .xlsx. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** C0 controls other than tab, line feed, form feed and carriage return never occur in a text file. */
const BINARY_BYTE = /[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]/;

const isFormat = (extension: string): extension is ZipFileFormat => Object.hasOwn(DECLARED, extension);

function looksLikeItsFormat(format: ZipFileFormat, data: Buffer): boolean {
  if (format === 'xlsx') return data.subarray(0, 4).equals(ZIP_SIGNATURE);
  // latin1 maps each byte to one character, so the test reads the raw bytes.
  return !BINARY_BYTE.test(data.toString('latin1'));
}

/** The format a file of this name and declared type is read as, or undefined when it is none of them. */
function formatOf(filename: string, mimetype: string): ZipFileFormat | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  const declared = mimetype.split(';', 1)[0]!.trim().toLowerCase();
  if (!isFormat(extension) || (!UNKNOWN_TYPES.includes(declared) && !DECLARED[extension].includes(declared))) return undefined;
  return extension;
}

const wrongType = () => new ValidationError([fieldError('file', 'ZIP_IMPORT_FILE_TYPE')]);
const tooLarge = () => new ValidationError([fieldError('file', 'ZIP_IMPORT_FILE_TOO_LARGE')]);
const unreadable = (format: ZipFileFormat) =>
  new ValidationError([fieldError('file', 'ZIP_IMPORT_FILE_UNREADABLE', { params: { extension: `.${format}` } })]);

/**
 * The part is read only while its name and type agree, an .xlsx starts as a zip archive, a text
 * file has no binary byte, and it stays within 5 MB (http/upload-rule.ts).
 */
export const ZIP_IMPORT_UPLOAD_RULE: UploadRule = {
  maxBytes: MAX_ZIP_FILE_BYTES,
  tooLarge,
  checkName: (filename, mimetype) => (formatOf(filename, mimetype) ? undefined : wrongType()),
  checkHead: (head, filename) => {
    const format = formatOf(filename, '');
    return format === 'xlsx' && !head.subarray(0, 4).equals(ZIP_SIGNATURE) ? unreadable(format) : undefined;
  },
  checkChunk: (chunk, filename) => {
    const format = formatOf(filename, '');
    return format && format !== 'xlsx' && !looksLikeItsFormat(format, chunk) ? unreadable(format) : undefined;
  },
};

export function checkedZipFile(part: unknown): ZipFile {
  if (!isUploadedFile(part) || part.data.length === 0) throw new ValidationError([fieldError('file', 'ZIP_IMPORT_FILE_REQUIRED')]);
  const extension = formatOf(part.filename, part.mimetype);
  if (!extension) throw wrongType();
  if (part.data.length > MAX_ZIP_FILE_BYTES) throw tooLarge();
  if (!looksLikeItsFormat(extension, part.data)) throw unreadable(extension);
  // Only the last segment of a path some browsers send, and at most the column's 250 characters.
  const fileName = (part.filename.split(/[\\/]/).pop() ?? part.filename).slice(-250);
  return { fileName, format: extension, data: part.data };
}
