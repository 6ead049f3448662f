/**
 * The size an SVG is drawn at when nothing else sizes it (an `<img>` without width and
 * height): its width and height attributes in absolute units, completed from the viewBox's
 * aspect ratio, or the viewBox itself. Relative sizes (%, em) say nothing on their own; with
 * no usable size at all the browser draws it at CSS's default object size, 300x150.
 */
import type { PixelSize } from './raster-size.ts';

/** CSS pixels per unit. */
const PX_PER_UNIT: Record<string, number> = { '': 1, px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16, q: 96 / 101.6 };
export const CSS_DEFAULT_OBJECT_SIZE: PixelSize = { width: 300, height: 150 };

/** A length attribute in pixels, or null when absent, relative or malformed. */
export function svgLengthInPixels(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /^\s*\+?((?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(px|in|cm|mm|pt|pc|q)?\s*$/i.exec(value);
  if (!match) return null;
  const pixels = Number(match[1]) * PX_PER_UNIT[(match[2] ?? '').toLowerCase()]!;
  return Number.isFinite(pixels) && pixels > 0 ? pixels : null;
}

export function parseViewBox(value: string | undefined): PixelSize | null {
  if (value === undefined) return null;
  const numbers = value.trim().split(/[\s,]+/).map(Number);
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return null;
  const [, , width, height] = numbers as [number, number, number, number];
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Rounds away float noise (192 * 50 / 50 must stay 192), keeping real fractions. */
const tidy = (n: number) => Math.round(n * 1000) / 1000;

export function svgSize(rootAttributes: Readonly<Record<string, string>>): PixelSize {
  const width = svgLengthInPixels(rootAttributes.width);
  const height = svgLengthInPixels(rootAttributes.height);
  const viewBox = parseViewBox(rootAttributes.viewBox);
  if (width !== null && height !== null) return { width: tidy(width), height: tidy(height) };
  if (viewBox) {
    if (width !== null) return { width: tidy(width), height: tidy((width * viewBox.height) / viewBox.width) };
    if (height !== null) return { width: tidy((height * viewBox.width) / viewBox.height), height: tidy(height) };
    return { width: tidy(viewBox.width), height: tidy(viewBox.height) };
  }
  return {
    width: width ?? CSS_DEFAULT_OBJECT_SIZE.width,
    height: height ?? CSS_DEFAULT_OBJECT_SIZE.height,
  };
}
