import { describe, expect, it } from 'vitest';
import { inspectImage } from '../../../src/server/handlers/cms/image-file.ts';
import { readJpegSize, readPngSize } from '../../../src/server/handlers/cms/raster-size.ts';
import { svgSize, svgLengthInPixels } from '../../../src/server/handlers/cms/svg-size.ts';
import { makeJpeg, makePng, makeSvg } from '../../fixtures/media/images.ts';

describe('PNG and JPEG sizes come from the bytes', () => {
  it('reads the PNG IHDR', () => {
    expect(readPngSize(makePng(192, 50))).toEqual({ width: 192, height: 50 });
    expect(readPngSize(makePng(1, 3000))).toEqual({ width: 1, height: 3000 });
  });

  it('reads the JPEG start-of-frame after other segments', () => {
    expect(readJpegSize(makeJpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(readJpegSize(makeJpeg(13, 7))).toEqual({ width: 13, height: 7 });
  });

  it('refuses what is not that type, or is cut short', () => {
    const png = makePng(10, 10);
    const jpeg = makeJpeg(10, 10);
    expect(readPngSize(jpeg)).toBeNull();
    expect(readJpegSize(png)).toBeNull();
    expect(readPngSize(png.subarray(0, 20))).toBeNull();
    expect(readJpegSize(jpeg.subarray(0, 30))).toBeNull();
    expect(readPngSize(Buffer.from('<html>not a png</html>'))).toBeNull();
  });
});

describe('SVG size comes from width, height and viewBox', () => {
  it('takes absolute width and height, converting units to CSS pixels', () => {
    expect(svgSize({ width: '192', height: '50px' })).toEqual({ width: 192, height: 50 });
    expect(svgSize({ width: '1in', height: '72pt' })).toEqual({ width: 96, height: 96 });
    expect(svgLengthInPixels('100%')).toBeNull();
    expect(svgLengthInPixels('2em')).toBeNull();
  });

  it('completes a missing side from the viewBox ratio, or uses the viewBox', () => {
    expect(svgSize({ width: '192', viewBox: '0 0 384 100' })).toEqual({ width: 192, height: 50 });
    expect(svgSize({ height: '50', viewBox: '0,0,384,100' })).toEqual({ width: 192, height: 50 });
    expect(svgSize({ width: '100%', height: '100%', viewBox: '0 0 400 120' })).toEqual({ width: 400, height: 120 });
  });

  it('falls back to the browser default 300x150 when nothing sizes it', () => {
    expect(svgSize({})).toEqual({ width: 300, height: 150 });
  });
});

describe('an upload is the image its extension claims', () => {
  it('measures real files', () => {
    expect(inspectImage(makePng(20, 10), 'png')).toMatchObject({ contentType: 'image/png', size: { width: 20, height: 10 } });
    expect(inspectImage(makeJpeg(20, 10), 'jpg')).toMatchObject({ contentType: 'image/jpeg', size: { width: 20, height: 10 } });
    expect(inspectImage(makeJpeg(20, 10), 'jpeg')).toMatchObject({ contentType: 'image/jpeg' });
    expect(inspectImage(makeSvg(192, 50), 'svg')).toMatchObject({ contentType: 'image/svg+xml', size: { width: 192, height: 50 } });
  });

  it('catches disguised files', () => {
    expect(inspectImage(makePng(20, 10), 'jpg')).toBeNull();
    expect(inspectImage(makeJpeg(20, 10), 'png')).toBeNull();
    expect(inspectImage(makePng(20, 10), 'svg')).toBeNull();
    expect(inspectImage(Buffer.from('<html><body><svg width="1" height="1"></svg></body></html>'), 'svg')).toBeNull();
    expect(inspectImage(Buffer.from('just text <svg width="1" height="1"/>'), 'svg')).toBeNull();
  });

  it('stores an SVG as its sanitized rebuild', () => {
    const image = inspectImage(makeSvg(10, 10, '<script>alert(1)</script><circle r="4" onclick="x()"/>'), 'svg');
    expect(image?.content.toString('utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="4" /></svg>');
  });
});
