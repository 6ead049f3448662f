import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';
import { makeJpeg, makePng, makeSvg } from '../../fixtures/media/images.ts';
import { blockNamed, cmsPath, contentChange, getPage, publish, saveDraft, upload, uploadForm, type CmsBlock } from './cms-calls.ts';

const server = useTestServer();

const EXTENSION_MESSAGE = 'File must be image and have one of following extensions: png, jpg, svg, jpeg';
/** The seeded list images: png, jpg or jpeg, at most 600x400 and 500 KB. */
const LIST_IMAGE_REQUIREMENT = 'Allowed formats: PNG, JPG, JPEG. Maximum resolution: 600x400. Maximum size: 500 KB.';
/** DEFAULT_IMAGE_FORMAT: SVG, 192x50, 2000 KB. */
const DEFAULT_REQUIREMENT = 'Allowed formats: SVG. Maximum resolution: 192x50. Maximum size: 2000 KB.';

const hostileLogo = readFileSync(new URL('../../fixtures/media/hostile-logo.svg', import.meta.url));

const refusal = (res: { status: number; body: any }) => ({ status: res.status, errors: res.body.errors });
const refusedWith = (message: string) => ({ status: 400, errors: [expect.objectContaining({ field: 'file', message })] });

describe('POST /api/media/upload (portal-shell §5.2)', () => {
  let listImage: CmsBlock;
  /** An IMAGE block without a format of its own, so DEFAULT_IMAGE_FORMAT applies. */
  let logoImage: CmsBlock;

  beforeAll(async () => {
    const editor = server().as('editor');
    const page = await getPage(editor, 'howToEnroll');
    listImage = blockNamed(page, 'enroll-step-1-image');
    // An editor's journey to a new image block: a new list item, published, then its image.
    const header = blockNamed(page, 'enroll-header');
    // The header's list holds the seeded steps: a new item goes after the last one (order plus one).
    const lastStep = Math.max(...page.contentBlocks.filter((b) => b.parent === header.id && b.type === 'LIST_ITEM').map((b) => b.blockOrder));
    const item = await saveDraft(editor, { pageId: page.id, parent: header.id, type: 'LIST_ITEM', content: 'Partner logo', blockOrder: lastStep + 1, language: 'EN' });
    expect(item.status, item.text).toBe(200);
    const afterItem = await publish(editor, page.id, [item.body.id]);
    const itemBlock = blockNamed(afterItem.body, item.body.humanReadableId);
    const image = await saveDraft(editor, { pageId: page.id, parent: itemBlock.id, type: 'IMAGE', content: '', blockOrder: 0, language: 'EN' });
    expect(image.status, image.text).toBe(200);
    const afterImage = await publish(editor, page.id, [image.body.id]);
    logoImage = blockNamed(afterImage.body, image.body.humanReadableId);
    expect(logoImage.imageFormat).toBeUndefined();
  });

  it('stores a PNG within the block format and serves it back with its type and a script-blocking CSP', async () => {
    const png = makePng(600, 400);
    const res = await upload(server().as('editor'), listImage.id, uploadForm('Step One.PNG', png, 'image/png'));
    expect(res.status, res.text).toBe(200);
    expect(res.body.url).toMatch(/^\/cms\/api\/media\/files\/[0-9a-f-]{36}\.png$/);

    const file = await server().get(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
  });

  it('stores a JPEG named .jpeg where the block allows jpg', async () => {
    const res = await upload(server().as('editor'), listImage.id, uploadForm('photo.jpeg', makeJpeg(320, 200), 'image/jpeg'));
    expect(res.status, res.text).toBe(200);
    expect((await server().get(res.body.url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('stores an SVG within the default requirement, sanitized, and the published block shows it', async () => {
    const editor = server().as('editor');
    const res = await upload(editor, logoImage.id, uploadForm('partner-logo.svg', hostileLogo, 'image/svg+xml'));
    expect(res.status, res.text).toBe(200);

    const file = await server().get(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const svg = file.body as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('SmartPortal');
    expect(svg).not.toMatch(/<script|onload|onclick|javascript:|evil\.example|foreignObject|@import/i);

    const draft = await saveDraft(editor, contentChange(logoImage, res.body.url));
    expect(draft.status, draft.text).toBe(200);
    await publish(editor, logoImage.pageId, [draft.body.id]);
    expect(blockNamed(await getPage(server().as('dealer'), 'howToEnroll'), logoImage.humanReadableId).content).toBe(res.body.url);
  });

  it('refuses other extensions with the list of allowed ones', async () => {
    const res = await upload(server().as('editor'), listImage.id, uploadForm('logo.gif', Buffer.from('GIF89a'), 'image/gif'));
    expect(refusal(res)).toEqual(refusedWith(EXTENSION_MESSAGE));
    const noExtension = await upload(server().as('editor'), listImage.id, uploadForm('logo', makePng(10, 10)));
    expect(refusal(noExtension)).toEqual(refusedWith(EXTENSION_MESSAGE));
  });

  it('refuses a file whose content is not the image its name claims', async () => {
    const editor = server().as('editor');
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    expect(refusal(await upload(editor, listImage.id, uploadForm('innocent.png', html, 'image/png')))).toEqual(refusedWith(EXTENSION_MESSAGE));
    expect(refusal(await upload(editor, listImage.id, uploadForm('photo.jpg', makePng(10, 10), 'image/jpeg')))).toEqual(refusedWith(EXTENSION_MESSAGE));
    expect(refusal(await upload(editor, logoImage.id, uploadForm('logo.svg', makePng(10, 10), 'image/svg+xml')))).toEqual(refusedWith(EXTENSION_MESSAGE));
  });

  it("refuses a format the block does not allow, stating the block's requirement", async () => {
    const svgOnPng = await upload(server().as('editor'), listImage.id, uploadForm('logo.svg', makeSvg(100, 40)));
    expect(refusal(svgOnPng)).toEqual(refusedWith(LIST_IMAGE_REQUIREMENT));
    const pngOnDefault = await upload(server().as('editor'), logoImage.id, uploadForm('logo.png', makePng(100, 40)));
    expect(refusal(pngOnDefault)).toEqual(refusedWith(DEFAULT_REQUIREMENT));
  });

  it('refuses a file over the size limit (KB = bytes / 1000)', async () => {
    const editor = server().as('editor');
    const justOver = makePng(10, 10, 500_000);
    expect(justOver.length).toBeGreaterThan(500_000);
    expect(refusal(await upload(editor, listImage.id, uploadForm('big.png', justOver)))).toEqual(refusedWith(LIST_IMAGE_REQUIREMENT));
    const hugeSvg = makeSvg(192, 50, `<!--${'x'.repeat(2_000_000)}--><rect width="1" height="1"/>`);
    expect(refusal(await upload(editor, logoImage.id, uploadForm('huge.svg', hugeSvg)))).toEqual(refusedWith(DEFAULT_REQUIREMENT));
  });

  it('refuses an image larger than the maximum resolution', async () => {
    const editor = server().as('editor');
    expect(refusal(await upload(editor, listImage.id, uploadForm('wide.png', makePng(601, 400))))).toEqual(refusedWith(LIST_IMAGE_REQUIREMENT));
    expect(refusal(await upload(editor, listImage.id, uploadForm('tall.jpg', makeJpeg(600, 401))))).toEqual(refusedWith(LIST_IMAGE_REQUIREMENT));
    expect(refusal(await upload(editor, logoImage.id, uploadForm('wide.svg', makeSvg(193, 50))))).toEqual(refusedWith(DEFAULT_REQUIREMENT));
    const byViewBox = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 384 100"/>');
    expect(refusal(await upload(editor, logoImage.id, uploadForm('viewbox.svg', byViewBox)))).toEqual(refusedWith(DEFAULT_REQUIREMENT));
  });

  it('stores nothing when it refuses', async () => {
    const before = await server().db.selectFrom('cmsMedia').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await upload(server().as('editor'), listImage.id, uploadForm('wide.png', makePng(601, 400)));
    const after = await server().db.selectFrom('cmsMedia').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('uploads to IMAGE blocks that exist, with a file', async () => {
    const editor = server().as('editor');
    const page = await getPage(editor, 'howToEnroll');
    const notAnImage = await upload(editor, blockNamed(page, 'enroll-step-1').id, uploadForm('a.png', makePng(1, 1)));
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.body.errors[0].field).toBe('query.blockId');
    expect((await upload(editor, 999_999, uploadForm('a.png', makePng(1, 1)))).status).toBe(404);
    const noFile = new FormData();
    noFile.append('note', 'no file here');
    expect((await upload(editor, listImage.id, noFile)).status).toBe(400);
  });

  it('is for CMS editors only', async () => {
    expect((await upload(server(), listImage.id, uploadForm('a.png', makePng(1, 1)))).status).toBe(401);
    expect((await upload(server().as('dealer'), listImage.id, uploadForm('a.png', makePng(1, 1)))).status).toBe(403);
    expect((await upload(server().as('admin'), listImage.id, uploadForm('a.png', makePng(1, 1)))).status).toBe(403);
  });

  it('answers 404 for an image that was never stored', async () => {
    expect((await server().get(cmsPath('/api/media/files/00000000-0000-4000-8000-00000000abcd.png'))).status).toBe(404);
  });
});
