/**
 * POST /api/media/upload?blockId: stores an image for an IMAGE block (portal-shell §5.2).
 * Checked in the order the upload dialog explains them: an image extension, a format the
 * block allows, the size, then the content itself (it must really be that kind of image,
 * whatever its name says) and its resolution. SVGs are stored sanitized.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { ValidationError, notFound } from '../../http/http-error.ts';
import { isUploadedFile } from '../../http/uploaded-file.ts';
import { HttpError } from '../../http/http-error.ts';
import type { UploadRule } from '../../http/upload-rule.ts';
import type { FieldError, MessageKey } from '../../../rules/core.ts';
import { inspectImage } from './image-file.ts';
import { EXTENSION_MESSAGE, allowsExtension, imageExtensionOf, requirementMessage, requirementOf } from './image-requirement.ts';
import { loadBlocks } from './page-content.ts';

/** i18n keys of the two upload messages (to be added to src/i18n: the server sends the English text too). */
export const IMAGE_EXTENSION_MESSAGE_KEY: MessageKey = 'CMS_IMAGE_EXTENSION';
export const IMAGE_REQUIREMENT_MESSAGE_KEY: MessageKey = 'CMS_IMAGE_REQUIREMENT';

const ORIGINAL_NAME_MAX_LENGTH = 250;

export interface MediaUpload {
  blockId: number;
  file: unknown;
  caller: Caller;
  now: Date;
  /** Where the media routes are mounted (`/cms` on the reference server). */
  mountPath: string;
}

const refuse = (message: string, messageKey: MessageKey): ValidationError =>
  new ValidationError([{ field: 'file', message, messageKey } satisfies FieldError]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8]);

/**
 * The part is read only while its name has an image extension and its first bytes are that
 * image's signature (an SVG: text, checked whole by inspectImage), and within the server's
 * upload limit: the block's own, smaller limit is known only once the handler has loaded the
 * block, so it is checked there (http/upload-rule.ts).
 */
export function mediaUploadRule(maxBytes: number): UploadRule {
  return {
    maxBytes,
    tooLarge: () => new HttpError(413, 'payload_too_large', 'The uploaded file is too large.'),
    checkName: (filename) => (imageExtensionOf(filename) ? undefined : refuse(EXTENSION_MESSAGE, IMAGE_EXTENSION_MESSAGE_KEY)),
    checkHead: (head, filename) => {
      const extension = imageExtensionOf(filename);
      const signature = extension === 'png' ? PNG_SIGNATURE : extension === 'jpg' || extension === 'jpeg' ? JPEG_SIGNATURE : undefined;
      if (signature && !head.subarray(0, signature.length).equals(signature)) return refuse(EXTENSION_MESSAGE, IMAGE_EXTENSION_MESSAGE_KEY);
      return undefined;
    },
  };
}

/** The client's file name without folders or control characters, kept for Content-Disposition. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'image').slice(-ORIGINAL_NAME_MAX_LENGTH);
}

export async function uploadMedia(db: Kysely<Database>, upload: MediaUpload): Promise<{ url: string }> {
  const { file } = upload;
  if (!isUploadedFile(file)) throw new ValidationError([{ field: 'file', message: 'This field is required.', messageKey: 'REQUIRED_FIELD' }]);
  const [block] = await loadBlocks(db, { blockIds: [upload.blockId] });
  if (!block) throw notFound(`There is no CMS block ${upload.blockId}.`);
  if (block.type !== 'IMAGE') {
    throw new ValidationError([
      { field: 'query.blockId', message: `Images are uploaded to IMAGE blocks; block ${block.id} is a ${block.type} block.`, messageKey: 'INVALID_VALUE' },
    ]);
  }

  const requirement = requirementOf(block.imageFormat);
  const extension = imageExtensionOf(file.filename);
  if (!extension) throw refuse(EXTENSION_MESSAGE, IMAGE_EXTENSION_MESSAGE_KEY);
  const unmet = () => refuse(requirementMessage(requirement), IMAGE_REQUIREMENT_MESSAGE_KEY);
  if (!allowsExtension(requirement, extension) || file.data.length > requirement.maxFileSizeBytes) throw unmet();
  const image = inspectImage(file.data, extension);
  if (!image) throw refuse(EXTENSION_MESSAGE, IMAGE_EXTENSION_MESSAGE_KEY);
  if (image.size.width > requirement.maxWidth || image.size.height > requirement.maxHeight) throw unmet();

  const id = randomUUID();
  const fileName = `${id}.${extension}`;
  await db
    .insertInto('cmsMedia')
    .values({
      id,
      fileName,
      originalName: displayName(file.filename),
      blockId: block.id,
      contentType: image.contentType,
      sizeBytes: image.content.length,
      content: image.content,
      uploadedByUserId: upload.caller.userId,
      uploadedAt: upload.now,
    })
    .execute();
  return { url: `${upload.mountPath}/api/media/files/${fileName}` };
}
