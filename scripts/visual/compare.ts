/**
 * The comparison of one screenshot with its approved image: pixelmatch over the decoded PNGs
 * (pngjs), the number of pixels that differ, the rectangle they fall in (so the report says
 * where on the screen the change is) and a diff image for a person to look at. Pure: buffers in,
 * buffers out; the runner reads and writes the files.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Where the differing pixels are: the smallest rectangle holding all of them. */
export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type ShotStatus = 'same' | 'changed' | 'new' | 'missing';

export interface Comparison {
  readonly status: ShotStatus;
  /** Pixels that differ (changed only); a size change counts every pixel outside the common area. */
  readonly diffPixels: number;
  /** Their share of the larger image, 0 to 1. */
  readonly diffRatio: number;
  readonly region?: Region;
  /** Approved and current sizes, when they differ. */
  readonly sizeChange?: { readonly from: readonly [number, number]; readonly to: readonly [number, number] };
  /** The approved image faded, the differing pixels in red (changed only). */
  readonly diffPng?: Buffer;
}

export interface CompareOptions {
  /** pixelmatch's colour distance threshold, 0 to 1 (0.1: its default, ignores imperceptible shifts). */
  readonly threshold?: number;
  /** Differing pixels tolerated before a shot counts as changed (0: any visible change). */
  readonly maxDiffPixels?: number;
}

/** The image on a canvas of width × height, transparent where it does not reach (pixelmatch compares equal sizes only). */
function onCanvas(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const canvas = new Uint8Array(width * height * 4);
  for (let y = 0; y < image.height; y++) {
    canvas.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * width * 4);
  }
  return canvas;
}

/** The bounding rectangle of the pixels a diff mask drew (pixelmatch's diffMask leaves every other pixel transparent). */
function maskRegion(mask: Uint8Array, width: number, height: number): Region | undefined {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[(y * width + x) * 4 + 3] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? undefined : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * One shot against its approval: `new` with no approval, `missing` with no shot, else `same` or
 * `changed` as pixelmatch counts the differing pixels (anti-aliasing not counted).
 */
export function compareShot(approved: Buffer | undefined, actual: Buffer | undefined, options: CompareOptions = {}): Comparison {
  if (!approved && !actual) throw new Error('compareShot needs an approved image, a current one, or both');
  if (!approved) return { status: 'new', diffPixels: 0, diffRatio: 0 };
  if (!actual) return { status: 'missing', diffPixels: 0, diffRatio: 0 };
  if (approved.equals(actual)) return { status: 'same', diffPixels: 0, diffRatio: 0 };

  const before = PNG.sync.read(approved);
  const after = PNG.sync.read(actual);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const a = onCanvas(before, width, height);
  const b = onCanvas(after, width, height);
  const threshold = options.threshold ?? 0.1;

  const mask = new Uint8Array(width * height * 4);
  const diffPixels = pixelmatch(a, b, mask, width, height, { threshold, diffMask: true });
  const resized = before.width !== after.width || before.height !== after.height;
  if (diffPixels <= (options.maxDiffPixels ?? 0) && !resized) return { status: 'same', diffPixels, diffRatio: diffPixels / (width * height) };

  const diff = new PNG({ width, height });
  pixelmatch(a, b, diff.data, width, height, { threshold, alpha: 0.2 });
  return {
    status: 'changed',
    diffPixels,
    diffRatio: diffPixels / (width * height),
    region: maskRegion(mask, width, height),
    ...(resized ? { sizeChange: { from: [before.width, before.height] as const, to: [after.width, after.height] as const } } : {}),
    diffPng: PNG.sync.write(diff),
  };
}
