import { describe, expect, it } from 'vitest';
import { readPngSize } from '../../../src/server/handlers/cms/raster-size.ts';
import { requirementOf } from '../../../src/rules/cms-image-requirement.ts';
import { useTestServer } from '../../support/test-server.ts';
import { getPage } from './cms-calls.ts';

const server = useTestServer();

describe('seeded CMS images', () => {
  it.each(['EN', 'FR'] as const)('every %s IMAGE block of "How to enroll" shows a stored picture its format allows', async (language) => {
    const page = await getPage(server().as('dealer'), 'howToEnroll', language);
    const images = page.contentBlocks.filter((block) => block.type === 'IMAGE');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.content).toMatch(/^\/cms\/api\/media\/files\/[^/]+\.png$/);
      const file = await server().get(image.content);
      expect(file.status, image.content).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      const size = readPngSize(file.body as Buffer);
      const requirement = requirementOf(image.imageFormat);
      expect(size).not.toBeNull();
      expect(size!.width).toBeLessThanOrEqual(requirement.maxWidth);
      expect(size!.height).toBeLessThanOrEqual(requirement.maxHeight);
      expect((file.body as Buffer).length).toBeLessThanOrEqual(requirement.maxFileSizeBytes);
    }
  });

  it("hangs the steps under the page's header, so new steps can join the list", async () => {
    const page = await getPage(server().as('editor'), 'howToEnroll');
    const header = page.contentBlocks.find((block) => block.humanReadableId === 'enroll-header')!;
    const steps = page.contentBlocks.filter((block) => block.type === 'LIST_ITEM');
    expect(steps.length).toBe(4);
    for (const step of steps) expect(step.parent).toBe(header.id);
  });
});
