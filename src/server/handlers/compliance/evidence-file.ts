/**
 * The upload rule of a report's evidence file (contract uploadComplianceReportFile): one of pdf,
 * png, jpg, jpeg, xlsx, csv, docx, judged by the name's extension and the part's media type
 * together, at most 10 MB. The stored media type is the one the extension names, never the
 * client's word alone.
 */
import { ValidationError } from '../../http/http-error.ts';
import { isUploadedFile, type UploadedFile } from '../../http/uploaded-file.ts';
import type { UploadRule } from '../../http/upload-rule.ts';
import { fieldError } from '../../kernel/field-errors.ts';

export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Extension → the media type stored, and the media types a client may declare for it. */
const ALLOWED: Readonly<Record<string, { stored: string; declared: readonly string[] }>> = {
  pdf: { stored: 'application/pdf', declared: ['application/pdf'] },
  png: { stored: 'image/png', declared: ['image/png'] },
  jpg: { stored: 'image/jpeg', declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  jpeg: { stored: 'image/jpeg', declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  xlsx: { stored: XLSX, declared: [XLSX] },
  csv: { stored: 'text/csv', declared: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain'] },
  docx: { stored: DOCX, declared: [DOCX] },
};
// Browsers that do not know a type send this; the extension then decides.
const UNKNOWN_TYPE = 'application/octet-stream';

export interface EvidenceFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** The media type stored for a file of this name and declared type, or undefined when it is not allowed. */
function storedTypeOf(filename: string, mimetype: string): string | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  const allowed = ALLOWED[extension];
  const declared = mimetype.split(';', 1)[0]!.trim().toLowerCase();
  if (!allowed || (declared !== UNKNOWN_TYPE && declared !== '' && !allowed.declared.includes(declared))) return undefined;
  return allowed.stored;
}

const typeNotAllowed = () => new ValidationError([fieldError('file', 'COMPLIANCE_FILE_TYPE_NOT_ALLOWED')]);
const tooLarge = () => new ValidationError([fieldError('file', 'COMPLIANCE_FILE_TOO_LARGE')]);

/** The part is read only while its name is allowed and it stays within 10 MB (http/upload-rule.ts). */
export const EVIDENCE_UPLOAD_RULE: UploadRule = {
  maxBytes: MAX_EVIDENCE_BYTES,
  tooLarge,
  checkName: (filename, mimetype) => (storedTypeOf(filename, mimetype) ? undefined : typeNotAllowed()),
};

export function checkedEvidenceFile(part: unknown): EvidenceFile {
  if (!isUploadedFile(part) || part.data.length === 0) throw new ValidationError([fieldError('file', 'COMPLIANCE_FILE_REQUIRED')]);
  const file: UploadedFile = part;
  const storedType = storedTypeOf(file.filename, file.mimetype);
  if (!storedType) throw typeNotAllowed();
  if (file.data.length > MAX_EVIDENCE_BYTES) throw tooLarge();
  // Only the last segment of a path some browsers send, and at most the column's 250 characters.
  const fileName = (file.filename.split(/[\\/]/).pop() ?? file.filename).slice(-250);
  return { fileName, contentType: storedType, data: file.data };
}
