/**
 * The pictures of the seeded "How to enroll" steps: a numbered badge per step, drawn in code
 * as a real PNG (IHDR, IDAT, CRCs) so the seed stores genuine image files for its IMAGE blocks
 * and commits no binaries. Fits the list-image format the steps carry (PNG, 600x400, 500 KB).
 * Edges are anti-aliased (supersampled) and the image is four times its display size, so the
 * badges stay sharp on high-density screens.
 */
import { crc32, deflateSync } from 'node:zlib';

/**
 * Four times the 120 px the page shows it at: sharp on a 2× (and 3×) screen. Within the
 * list-image format of the steps (600x400).
 */
export const STEP_BADGE_SIZE = { width: 480, height: 320 } as const;

/** The segments of a seven-segment digit, a to g, lit per digit. */
const LIT: Readonly<Record<string, string>> = {
  '0': 'abcdef', '1': 'bc', '2': 'abged', '3': 'abgcd', '4': 'fgbc',
  '5': 'afgcd', '6': 'afgedc', '7': 'abc', '8': 'abcdefg', '9': 'abcdfg',
};

type Point = readonly [number, number];
/** Segment ends in a digit box of width 1 and height 2 (y down). */
const SEGMENTS: Readonly<Record<string, readonly [Point, Point]>> = {
  a: [[0, 0], [1, 0]], b: [[1, 0], [1, 1]], c: [[1, 1], [1, 2]], d: [[0, 2], [1, 2]],
  e: [[0, 1], [0, 2]], f: [[0, 0], [0, 1]], g: [[0, 1], [1, 1]],
};

type Rgb = readonly [number, number, number];
const BACKGROUND: Rgb = [0xe8, 0xee, 0xf5];
const BADGE: Rgb = [0x1f, 0x3a, 0x5f];
const INK: Rgb = [0xff, 0xff, 0xff];
const BADGE_RADIUS = 124;
/** Height of a digit, its stroke, and the gap between two digits, in pixels. */
const DIGIT_HEIGHT = 120;
const STROKE = 18;
const DIGIT_GAP = 24;
/** Samples per pixel along each axis: edges are blended, not stepped. */
const SUPERSAMPLE = 4;

function distanceToSegment(x: number, y: number, [[x1, y1], [x2, y2]]: readonly [Point, Point]): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** The strokes of `label`, centred at (cx, cy), as segments in pixels. */
function strokesOf(label: string, cx: number, cy: number): (readonly [Point, Point])[] {
  const unit = DIGIT_HEIGHT / 2;
  const width = label.length * unit + (label.length - 1) * DIGIT_GAP;
  const left = cx - width / 2;
  const top = cy - DIGIT_HEIGHT / 2;
  return [...label].flatMap((digit, index) =>
    [...(LIT[digit] ?? '')].map((name) => {
      const [[x1, y1], [x2, y2]] = SEGMENTS[name]!;
      // A 1 lights only its right side: centred in its box instead.
      const x0 = left + index * (unit + DIGIT_GAP) - (digit === '1' ? unit / 2 : 0);
      return [[x0 + x1 * unit, top + y1 * unit], [x0 + x2 * unit, top + y2 * unit]] as const;
    }),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A badge showing `step` (digits only). */
export function stepBadgePng(step: number): Buffer {
  const { width, height } = STEP_BADGE_SIZE;
  const cx = width / 2;
  const cy = height / 2;
  const strokes = strokesOf(String(step), cx, cy);
  const colourAt = (x: number, y: number): Rgb => {
    if ((x - cx) ** 2 + (y - cy) ** 2 > BADGE_RADIUS ** 2) return BACKGROUND;
    return strokes.some((stroke) => distanceToSegment(x, y, stroke) <= STROKE / 2) ? INK : BADGE;
  };
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let y = 0; y < height; y++) {
    const rowStart = y * (width * 3 + 1);
    rows[rowStart] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      let [red, green, blue] = [0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const [r, g, b] = colourAt(x + (sx + 0.5) / SUPERSAMPLE, y + (sy + 0.5) / SUPERSAMPLE);
          red += r;
          green += g;
          blue += b;
        }
      }
      rows.set([red, green, blue].map((channel) => Math.round(channel / samples)), rowStart + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
