/**
 * Proves an uploaded file is the image its extension claims and measures it. PNG and JPEG are
 * stored as sent; an SVG is stored as its sanitized rebuild. null: the content is not an image
 * of that type (a renamed file, a truncated one, HTML posing as SVG).
 */
import type { ImageExtension } from './image-requirement.ts';
import { readJpegSize, readPngSize, type PixelSize } from './raster-size.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';
import { svgSize } from './svg-size.ts';

export interface InspectedImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  size: PixelSize;
  /** The bytes to store and serve. */
  content: Buffer;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function inspectSvg(bytes: Buffer): InspectedImage | null {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  // An SVG is XML text: markup from the first character on, no control characters.
  if (!text.trimStart().startsWith('<') || /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) return null;
  const { svg, root } = sanitizeSvg(text);
  if (!root || root.name !== 'svg') return null;
  return { contentType: 'image/svg+xml', size: svgSize(root.attribs), content: Buffer.from(svg, 'utf8') };
}

export function inspectImage(bytes: Buffer, extension: ImageExtension): InspectedImage | null {
  if (extension === 'svg') return inspectSvg(bytes);
  if (extension === 'png') {
    const size = readPngSize(bytes);
    return size && { contentType: 'image/png', size, content: bytes };
  }
  const size = readJpegSize(bytes);
  return size && { contentType: 'image/jpeg', size, content: bytes };
}
