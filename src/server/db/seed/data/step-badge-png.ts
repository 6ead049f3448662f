/**
 * The pictures of the seeded "How to enroll" steps: a numbered badge per step, drawn in code
 * as a real PNG (IHDR, IDAT, CRCs) so the seed stores genuine image files for its IMAGE blocks
 * and commits no binaries. Fits the list-image format the steps carry (PNG, 600x400, 500 KB).
 */
import { crc32, deflateSync } from 'node:zlib';

export const STEP_BADGE_SIZE = { width: 240, height: 160 } as const;

/** 5x7 bitmaps of the digits a step number needs, one string per row. */
const DIGITS: Readonly<Record<string, readonly string[]>> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

type Rgb = readonly [number, number, number];
const BACKGROUND: Rgb = [0xe8, 0xee, 0xf5];
const BADGE: Rgb = [0x1f, 0x3a, 0x5f];
const INK: Rgb = [0xff, 0xff, 0xff];
const BADGE_RADIUS = 62;
const DOT = 8;
const GAP = 2;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Whether pixel (x, y) is ink of `label` drawn centred at (cx, cy). */
function isInk(label: string, x: number, y: number, cx: number, cy: number): boolean {
  const glyphWidth = 5 * DOT;
  const textWidth = label.length * glyphWidth + (label.length - 1) * GAP * DOT;
  const left = cx - textWidth / 2;
  const top = cy - (7 * DOT) / 2;
  if (y < top || y >= top + 7 * DOT || x < left || x >= left + textWidth) return false;
  const offset = x - left;
  const glyph = Math.floor(offset / (glyphWidth + GAP * DOT));
  const column = Math.floor((offset - glyph * (glyphWidth + GAP * DOT)) / DOT);
  const row = Math.floor((y - top) / DOT);
  return column < 5 && DIGITS[label[glyph]!]?.[row]?.[column] === '1';
}

/** A badge showing `step` (digits only). */
export function stepBadgePng(step: number): Buffer {
  const label = String(step);
  const { width, height } = STEP_BADGE_SIZE;
  const cx = width / 2;
  const cy = height / 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const rowStart = y * (width * 3 + 1);
    rows[rowStart] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const inBadge = (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= BADGE_RADIUS ** 2;
      const colour = inBadge ? (isInk(label, x, y, cx, cy) ? INK : BADGE) : BACKGROUND;
      rows.set(colour, rowStart + 1 + x * 3);
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
