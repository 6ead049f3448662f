/**
 * How one route reads a file part: the part is streamed, each chunk counted, and the read
 * stops (the request is answered) as soon as the part is of a type the route refuses (from
 * its name and declared type, before any byte; from its first bytes, the magic number; or
 * from a chunk, a binary byte in a text file) or passes the route's own size limit. So a
 * hostile upload costs the server one chunk of memory, not the whole part, and a legitimate
 * one at most the route's limit (the areas store files in the database, so they need the
 * bytes once they are accepted). The area's handler then checks the part again in its own
 * order; these rules only let it refuse earlier.
 */
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, type ValidationError } from './http-error.ts';
import type { UploadedFile } from './uploaded-file.ts';

/** Bytes the magic-number check is given (the longest signature checked is 8). */
export const HEAD_BYTES = 16;

export interface UploadRule {
  /** The largest file the route stores; one byte more and the read stops. */
  maxBytes: number;
  /** The answer for a part larger than maxBytes. */
  tooLarge(): ValidationError | HttpError;
  /** A refusal from the file name and declared media type alone. */
  checkName?(filename: string, mimetype: string): ValidationError | undefined;
  /** A refusal from the first HEAD_BYTES bytes (fewer for a shorter file). */
  checkHead?(head: Buffer, filename: string): ValidationError | undefined;
  /** A refusal from one chunk of the part (every chunk is shown once). */
  checkChunk?(chunk: Buffer, filename: string): ValidationError | undefined;
}

/** The server-wide limit, for a route that declares no rule of its own. */
export function defaultUploadRule(maxBytes: number): UploadRule {
  return { maxBytes, tooLarge: () => new HttpError(413, 'payload_too_large', 'The uploaded file is too large.') };
}

/** Reads one file part under `rule`; throws the rule's refusal as soon as it applies. */
export async function receiveFile(part: MultipartFile, rule: UploadRule): Promise<UploadedFile> {
  const refusedByName = rule.checkName?.(part.filename, part.mimetype);
  if (refusedByName) throw refusedByName;
  const chunks: Buffer[] = [];
  let size = 0;
  let head: Buffer | undefined;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Busboy reads one byte past the limit (fileSize is maxBytes + 1), so this always fires first.
    if (size > rule.maxBytes) throw rule.tooLarge();
    chunks.push(chunk);
    if (!head && size >= HEAD_BYTES) {
      head = Buffer.concat(chunks).subarray(0, HEAD_BYTES);
      const refused = rule.checkHead?.(head, part.filename);
      if (refused) throw refused;
    }
    const refused = rule.checkChunk?.(chunk, part.filename);
    if (refused) throw refused;
  }
  if (part.file.truncated) throw rule.tooLarge();
  const data = Buffer.concat(chunks, size);
  if (!head && size > 0) {
    const refused = rule.checkHead?.(data, part.filename);
    if (refused) throw refused;
  }
  return { filename: part.filename, mimetype: part.mimetype, data };
}
