/**
 * A file part of a multipart request, as handlers receive it in the body under its field name
 * (text parts arrive as strings). The file is read into memory up to the server's upload
 * limit (413 beyond it); each area checks its own type and size rules on top.
 */
export interface UploadedFile {
  readonly filename: string;
  /** The content type the client declared for the part; never trust it for the real type. */
  readonly mimetype: string;
  readonly data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    Buffer.isBuffer((value as UploadedFile).data) &&
    typeof (value as UploadedFile).filename === 'string'
  );
}
