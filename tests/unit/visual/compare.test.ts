// The visual regression's comparison: pixelmatch over real PNGs made here with pngjs.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareShot } from '../../../scripts/visual/compare.ts';

type Paint = (x: number, y: number) => readonly [number, number, number];

function png(width: number, height: number, paint: Paint): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      image.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(image);
}

const white: Paint = () => [255, 255, 255];
// A white screen with a dark 20×10 "button" at (30, 40), as a label or a colour change would move.
const withButton = (left: number, top: number, colour: readonly [number, number, number] = [20, 60, 160]): Paint => (x, y) =>
  x >= left && x < left + 20 && y >= top && y < top + 10 ? colour : [255, 255, 255];

describe('compareShot', () => {
  it('reports nothing for an identical image, even re-encoded', () => {
    const approved = png(100, 80, withButton(30, 40));
    const again = png(100, 80, withButton(30, 40));
    expect(compareShot(approved, again)).toEqual({ status: 'same', diffPixels: 0, diffRatio: 0 });
  });

  it('reports a changed region: how many pixels differ and the rectangle they are in, with a diff image', () => {
    const approved = png(100, 80, withButton(30, 40));
    const recoloured = png(100, 80, withButton(30, 40, [200, 30, 30]));
    const result = compareShot(approved, recoloured);
    expect(result.status).toBe('changed');
    expect(result.diffPixels).toBe(200);
    expect(result.diffRatio).toBeCloseTo(200 / 8000);
    expect(result.region).toEqual({ x: 30, y: 40, width: 20, height: 10 });
    const diff = PNG.sync.read(result.diffPng!);
    expect([diff.width, diff.height]).toEqual([100, 80]);
    // pixelmatch paints the differing pixels red.
    const inside = (45 * 100 + 35) * 4;
    expect([...diff.data.subarray(inside, inside + 3)]).toEqual([255, 0, 0]);
  });

  it('a moved element is one region covering where it was and where it is', () => {
    const result = compareShot(png(100, 80, withButton(10, 10)), png(100, 80, withButton(60, 50)));
    expect(result.status).toBe('changed');
    expect(result.region).toEqual({ x: 10, y: 10, width: 70, height: 50 });
  });

  it('a screen that grew is changed, with both sizes, even where the common part is the same', () => {
    const result = compareShot(png(100, 80, white), png(100, 120, white));
    expect(result.status).toBe('changed');
    expect(result.sizeChange).toEqual({ from: [100, 80], to: [100, 120] });
    expect(PNG.sync.read(result.diffPng!).height).toBe(120);
  });

  it('a shot with no approval is new; an approval with no shot is missing', () => {
    const image = png(10, 10, white);
    expect(compareShot(undefined, image).status).toBe('new');
    expect(compareShot(image, undefined).status).toBe('missing');
  });

  it('ignores a colour shift below the threshold, and tolerates up to maxDiffPixels', () => {
    const approved = png(100, 80, withButton(30, 40, [20, 60, 160]));
    expect(compareShot(approved, png(100, 80, withButton(30, 40, [21, 60, 161]))).status).toBe('same');
    const oneDot = png(100, 80, (x, y) => (x === 5 && y === 5 ? [0, 0, 0] : withButton(30, 40)(x, y)));
    expect(compareShot(approved, oneDot).status).toBe('changed');
    expect(compareShot(approved, oneDot, { maxDiffPixels: 1 }).status).toBe('same');
  });
});
