/**
 * What a CMS image upload must meet (portal-shell §5.2) and the two messages that say so: the
 * extension list ("File must be image and have one of following extensions" plus the list),
 * and the block's requirement as allowed formats, maximum resolution and maximum size in KB
 * (bytes divided by 1000; default SVG, 192x50, 2000 KB). The upload dialog checks a file with
 * these before sending it and the CMS server checks it again with the same rules, and both
 * word the messages from the same keys (CMS_IMAGE_EXTENSION, CMS_IMAGE_REQUIREMENT).
 */
import { CMS_IMAGE_EXTENSIONS, DEFAULT_IMAGE_FORMAT } from '../constants.ts';
import type { MessageKey, MessageParams } from './messages.ts';

export type ImageExtension = (typeof CMS_IMAGE_EXTENSIONS)[number];

export interface ImageRequirement {
  /** Extensions in the order the format lists them. */
  allowedFormats: ImageExtension[];
  maxWidth: number;
  maxHeight: number;
  maxFileSizeBytes: number;
}

/** An image format as the database and the contract carry it (maxFileSize in bytes). */
export interface StoredImageFormat {
  allowedFormat: string;
  maxWidth: number;
  maxHeight: number;
  maxFileSize: number;
}

const isImageExtension = (value: string): value is ImageExtension => (CMS_IMAGE_EXTENSIONS as readonly string[]).includes(value);

export const DEFAULT_IMAGE_REQUIREMENT: ImageRequirement = {
  allowedFormats: [DEFAULT_IMAGE_FORMAT.allowedFormat],
  maxWidth: DEFAULT_IMAGE_FORMAT.maxWidth,
  maxHeight: DEFAULT_IMAGE_FORMAT.maxHeight,
  maxFileSizeBytes: DEFAULT_IMAGE_FORMAT.maxFileSizeKb * 1000,
};

/** The block's own format, or the default one when it has none. */
export function requirementOf(format: StoredImageFormat | null | undefined): ImageRequirement {
  if (!format) return DEFAULT_IMAGE_REQUIREMENT;
  const allowedFormats = format.allowedFormat
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(isImageExtension);
  return {
    allowedFormats: allowedFormats.length ? allowedFormats : DEFAULT_IMAGE_REQUIREMENT.allowedFormats,
    maxWidth: format.maxWidth,
    maxHeight: format.maxHeight,
    maxFileSizeBytes: format.maxFileSize,
  };
}

/** The file name's extension when it is one a CMS image may have, in lower case; otherwise null. */
export function imageExtensionOf(fileName: string): ImageExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return isImageExtension(extension) ? extension : null;
}

/** jpg and jpeg name one format: a format that allows either accepts both. */
const sameFormat = (a: ImageExtension, b: ImageExtension) => a === b || (a !== 'png' && a !== 'svg' && b !== 'png' && b !== 'svg');

export const allowsExtension = (requirement: ImageRequirement, extension: ImageExtension): boolean =>
  requirement.allowedFormats.some((allowed) => sameFormat(allowed, extension));

/** KB as the spec counts them (bytes / 1000), without float noise. */
export const kilobytes = (bytes: number): number => Math.round(bytes) / 1000;

export interface ImageMessage {
  key: MessageKey;
  params: MessageParams;
}

/** "File must be image and have one of following extensions: png, jpg, svg, jpeg". */
export const EXTENSION_MESSAGE_PARTS: ImageMessage = {
  key: 'CMS_IMAGE_EXTENSION',
  params: { extensions: CMS_IMAGE_EXTENSIONS.join(', ') },
};

/** "Allowed formats: SVG. Maximum resolution: 192x50. Maximum size: 2000 KB." for the default. */
export function requirementMessageParts(requirement: ImageRequirement): ImageMessage {
  return {
    key: 'CMS_IMAGE_REQUIREMENT',
    params: {
      formats: requirement.allowedFormats.map((format) => format.toUpperCase()).join(', '),
      width: requirement.maxWidth,
      height: requirement.maxHeight,
      sizeKb: kilobytes(requirement.maxFileSizeBytes),
    },
  };
}

/**
 * What can be told about a chosen file before it is sent: its name must carry an image
 * extension, and the block must allow that format at that size. Resolution and content are
 * the server's to check (it reads the file); null means nothing to object to yet.
 */
export function precheckImageFile(file: { name: string; size: number }, requirement: ImageRequirement): ImageMessage | null {
  const extension = imageExtensionOf(file.name);
  if (!extension) return EXTENSION_MESSAGE_PARTS;
  if (!allowsExtension(requirement, extension) || file.size > requirement.maxFileSizeBytes) return requirementMessageParts(requirement);
  return null;
}
