import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';
import { blockNamed, contentChange, discard, getPage, publish, saveDraft, type CmsBlock, type CmsPage } from './cms-calls.ts';

const server = useTestServer();

/** The list items as a reader sees them, in display order. */
const itemNames = (page: CmsPage) =>
  page.contentBlocks
    .filter((b) => b.type === 'LIST_ITEM')
    .sort((a, b) => a.blockOrder - b.blockOrder)
    .map((b) => b.humanReadableId);

const withStatus = (block: CmsBlock, status: 'DELETED' | 'RESTORED') => ({ ...contentChange(block, block.content), status });

describe('list items: DELETED / RESTORED and reordering (portal-shell §4.3)', () => {
  it('hides a DELETED item (and its image) from readers once published; editors still see it', async () => {
    const editor = server().as('editor');
    const page = await getPage(editor, 'howToEnroll');
    const step2 = blockNamed(page, 'enroll-step-2');

    const saved = await saveDraft(editor, withStatus(step2, 'DELETED'));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.status).toBe('DELETED');
    expect(itemNames(await getPage(server().as('dealer'), 'howToEnroll'))).toContain('enroll-step-2');

    expect((await publish(editor, page.id, [saved.body.id])).status).toBe(200);
    const dealerView = await getPage(server().as('dealer'), 'howToEnroll');
    expect(itemNames(dealerView)).toEqual(['enroll-step-1', 'enroll-step-3', 'enroll-step-4']);
    expect(dealerView.contentBlocks.some((b) => b.parent === step2.id)).toBe(false);
    expect(blockNamed(await getPage(editor, 'howToEnroll'), 'enroll-step-2').status).toBe('DELETED');
  });

  it('moves an item by swapping blockOrder with the nearest neighbour that is not deleted', async () => {
    const editor = server().as('editor');
    const page = await getPage(editor, 'howToEnroll');
    const [step1, step2, step3] = ['enroll-step-1', 'enroll-step-2', 'enroll-step-3'].map((name) => blockNamed(page, name)) as [CmsBlock, CmsBlock, CmsBlock];

    // The deleted step 2 sits between them and is skipped: its order is not a valid target.
    const ontoDeleted = await saveDraft(editor, { ...contentChange(step1, step1.content), blockOrder: step2.blockOrder });
    expect(ontoDeleted.status).toBe(400);
    expect(ontoDeleted.body.errors[0]).toMatchObject({ field: 'blockOrder' });
    expect(ontoDeleted.body.errors[0].message).toContain(String(step3.blockOrder));

    const moved = await saveDraft(editor, { ...contentChange(step1, step1.content), blockOrder: step3.blockOrder });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.blockOrder).toBe(step3.blockOrder);
    const drafts = (await getPage(editor, 'howToEnroll')).drafts;
    expect(drafts.find((d) => d.contentBlockId === step3.id)?.blockOrder).toBe(step1.blockOrder);

    expect((await publish(editor, page.id, drafts.map((d) => d.id))).status).toBe(200);
    expect(itemNames(await getPage(server().as('dealer'), 'howToEnroll'))).toEqual(['enroll-step-3', 'enroll-step-1', 'enroll-step-4']);
  });

  it('does not move a deleted item, and restores it with RESTORED', async () => {
    const editor = server().as('editor');
    const page = await getPage(editor, 'howToEnroll');
    const step2 = blockNamed(page, 'enroll-step-2');
    const step4 = blockNamed(page, 'enroll-step-4');

    const moveDeleted = await saveDraft(editor, { ...contentChange(step2, step2.content), blockOrder: step4.blockOrder });
    expect(moveDeleted.status).toBe(400);

    const restored = await saveDraft(editor, withStatus(step2, 'RESTORED'));
    expect(restored.status).toBe(200);
    expect((await publish(editor, page.id, [restored.body.id])).status).toBe(200);
    const dealerView = await getPage(server().as('dealer'), 'howToEnroll');
    expect(itemNames(dealerView)).toContain('enroll-step-2');
    expect(blockNamed(dealerView, 'enroll-step-2').status).toBe('RESTORED');
    expect(dealerView.contentBlocks.some((b) => b.parent === step2.id && b.type === 'IMAGE')).toBe(true);
  });

  it('adds a new item at the beginning (order minus one) or the end (order plus one) only', async () => {
    const editor = server().as('editor');
    const page = await getPage(editor, 'howToEnroll');
    const list = blockNamed(page, 'enroll-header');
    const siblings = page.contentBlocks.filter((b) => b.parent === list.id && b.type === 'LIST_ITEM').map((b) => b.blockOrder);
    const start = siblings.length ? Math.min(...siblings) - 1 : 0;
    const end = siblings.length ? Math.max(...siblings) + 1 : 0;
    const newItem = { pageId: page.id, parent: list.id, type: 'LIST_ITEM' as const, language: 'EN' as const };

    const nowhere = await saveDraft(editor, { ...newItem, content: 'Lost', blockOrder: start - 5 });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors[0].message).toBe(`A new item goes at the beginning (blockOrder ${start}) or at the end (blockOrder ${end}).`);

    const first = await saveDraft(editor, { ...newItem, content: 'Call your <i>field consultant</i>.', blockOrder: start });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ contentBlockId: null, parent: list.id, type: 'LIST_ITEM', blockOrder: start });

    // The next item at the end counts the pending new item too.
    const last = await saveDraft(editor, { ...newItem, content: 'Enjoy the results.', blockOrder: start === end ? start + 1 : end });
    expect(last.status, last.text).toBe(200);

    const resaved = await saveDraft(editor, { ...newItem, id: first.body.id, content: 'Call your field consultant.', blockOrder: start });
    expect(resaved.body.id).toBe(first.body.id);
    expect(itemNames(await getPage(server().as('dealer'), 'howToEnroll'))).not.toContain(first.body.humanReadableId);

    expect((await publish(editor, page.id, [first.body.id, last.body.id])).status).toBe(200);
    const dealerView = await getPage(server().as('dealer'), 'howToEnroll');
    const added = dealerView.contentBlocks.filter((b) => b.parent === list.id && b.type === 'LIST_ITEM').sort((a, b) => a.blockOrder - b.blockOrder);
    expect(added[0]!.content).toBe('Call your field consultant.');
    expect(added.at(-1)!.content).toBe('Enjoy the results.');
  });

  it('gives a list item one image only, and never nests list items', async () => {
    const editor = server().as('editor');
    const page = await getPage(editor, 'howToEnroll');
    const step1 = blockNamed(page, 'enroll-step-1');
    const secondImage = await saveDraft(editor, { pageId: page.id, parent: step1.id, type: 'IMAGE', content: '', blockOrder: 0, language: 'EN' });
    expect(secondImage.status).toBe(409);
    const nested = await saveDraft(editor, { pageId: page.id, parent: step1.id, type: 'LIST_ITEM', content: 'x', blockOrder: 0, language: 'EN' });
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].field).toBe('type');
    await discard(editor, page.id);
  });
});
