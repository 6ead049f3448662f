/**
 * What a CMS image upload must meet (portal-shell §5.2) and the messages the upload dialog
 * shows when it does not: the extension list, and the block's requirement stated as allowed
 * formats, maximum resolution and maximum size in KB (bytes divided by 1000).
 */
import { CMS_IMAGE_EXTENSIONS, DEFAULT_IMAGE_FORMAT } from '../../../constants.ts';

export type ImageExtension = (typeof CMS_IMAGE_EXTENSIONS)[number];

export interface ImageRequirement {
  /** Extensions in the order the format lists them. */
  allowedFormats: ImageExtension[];
  maxWidth: number;
  maxHeight: number;
  maxFileSizeBytes: number;
}

/** An image format row as the database and the contract carry it (maxFileSize in bytes). */
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

export const EXTENSION_MESSAGE = `File must be image and have one of following extensions: ${CMS_IMAGE_EXTENSIONS.join(', ')}`;

/** KB as the spec counts them (bytes / 1000), without float noise. */
export const kilobytes = (bytes: number): number => Math.round(bytes) / 1000;

export function requirementMessage(requirement: ImageRequirement): string {
  const formats = requirement.allowedFormats.map((format) => format.toUpperCase()).join(', ');
  return (
    `Allowed formats: ${formats}. Maximum resolution: ${requirement.maxWidth}x${requirement.maxHeight}. ` +
    `Maximum size: ${kilobytes(requirement.maxFileSizeBytes)} KB.`
  );
}
