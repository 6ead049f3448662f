import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';
import { blockNamed, cmsPath, contentChange, discard, draftOf, getPage, publish, saveDraft } from './cms-calls.ts';

const server = useTestServer();

describe('drafts: saved per block, published together, or discarded (portal-shell §4.3)', () => {
  it('keeps a draft from other users until the editor publishes it', async () => {
    const editor = server().as('editor');
    const dealer = server().as('dealer');
    const question = blockNamed(await getPage(editor, 'faq'), 'faq-1-question');

    const saved = await saveDraft(editor, contentChange(question, 'How do I <b>join</b> a program?'));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ contentBlockId: question.id, pageId: question.pageId, content: 'How do I <b>join</b> a program?', type: 'FAQ_QUESTION' });

    expect(blockNamed(await getPage(dealer, 'faq'), 'faq-1-question').content).toBe(question.content);
    expect(draftOf(await getPage(editor, 'faq'), question.id)?.id).toBe(saved.body.id);

    const published = await publish(editor, question.pageId, [saved.body.id]);
    expect(published.status, published.text).toBe(200);
    expect(blockNamed(published.body, 'faq-1-question').content).toBe('How do I <b>join</b> a program?');
    expect(draftOf(published.body, question.id)).toBeUndefined();

    const seen = await getPage(dealer, 'faq');
    expect(blockNamed(seen, 'faq-1-question').content).toBe('How do I <b>join</b> a program?');
    expect(seen.drafts).toEqual([]);
  });

  it('replaces the pending draft of a block when saved again', async () => {
    const editor = server().as('editor');
    const answer = blockNamed(await getPage(editor, 'faq'), 'faq-2-answer');
    const first = await saveDraft(editor, contentChange(answer, 'First try.'));
    const second = await saveDraft(editor, { ...contentChange(answer, 'Second try.'), id: first.body.id });
    expect(second.body.id).toBe(first.body.id);
    const page = await getPage(editor, 'faq');
    expect(page.drafts.filter((d) => d.contentBlockId === answer.id).map((d) => d.content)).toEqual(['Second try.']);
    await discard(editor, answer.pageId, [first.body.id]);
  });

  it('never shows a discarded draft, and refuses to publish it afterwards', async () => {
    const editor = server().as('editor');
    const answer = blockNamed(await getPage(editor, 'faq'), 'faq-3-answer');
    const saved = await saveDraft(editor, contentChange(answer, 'Not this.'));

    const discarded = await discard(editor, answer.pageId, [saved.body.id]);
    expect(discarded.status, discarded.text).toBe(200);
    expect(draftOf(discarded.body, answer.id)).toBeUndefined();
    expect(blockNamed(discarded.body, 'faq-3-answer').content).toBe(answer.content);

    const late = await publish(editor, answer.pageId, [saved.body.id]);
    expect(late.status).toBe(409);
    expect(blockNamed(await getPage(server().as('dealer'), 'faq'), 'faq-3-answer').content).toBe(answer.content);
  });

  it('discards every pending draft of the page when no ids are given', async () => {
    const editor = server().as('editor');
    const page = await getPage(editor, 'faq', 'FR');
    await saveDraft(editor, contentChange(blockNamed(page, 'faq-1-answer'), 'Un.'));
    await saveDraft(editor, contentChange(blockNamed(page, 'faq-2-answer'), 'Deux.'));
    expect((await getPage(editor, 'faq', 'FR')).drafts).toHaveLength(2);
    const res = await discard(editor, page.id);
    expect(res.status).toBe(200);
    expect(res.body.drafts).toEqual([]);
    expect((await getPage(editor, 'faq', 'FR')).drafts).toEqual([]);
  });

  it('publishes all listed drafts or none', async () => {
    const editor = server().as('editor');
    const page = await getPage(editor, 'faq');
    const saved = await saveDraft(editor, contentChange(blockNamed(page, 'faq-4-answer'), 'Changed.'));
    const otherPage = await getPage(editor, 'howToEnroll');
    const stranger = await saveDraft(editor, contentChange(blockNamed(otherPage, 'enroll-header'), 'Elsewhere'));

    const refused = await publish(editor, page.id, [saved.body.id, stranger.body.id]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(String(stranger.body.id));
    expect(blockNamed(await getPage(server().as('dealer'), 'faq'), 'faq-4-answer').content).not.toBe('Changed.');
    await discard(editor, page.id);
    await discard(editor, otherPage.id);
  });

  it('strips scripts and event handlers before content is stored', async () => {
    const editor = server().as('editor');
    const text = blockNamed(await getPage(editor, 'home'), 'home-intro');
    const dirty = '<p onclick="steal()">Welcome<script>alert(1)</script> <a href="javascript:alert(2)">here</a> <img src=x onerror=alert(3)></p>';
    const saved = await saveDraft(editor, contentChange(text, dirty));
    expect(saved.status).toBe(200);
    expect(saved.body.content).toBe('<p>Welcome <a>here</a> </p>');
    const stored = await server().db.selectFrom('cmsDrafts').select('content').where('id', '=', saved.body.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe('<p>Welcome <a>here</a> </p>');
    await publish(editor, text.pageId, [saved.body.id]);
    expect(blockNamed(await getPage(server().as('dealer'), 'home'), 'home-intro').content).toBe('<p>Welcome <a>here</a> </p>');
  });

  it('refuses a draft that does not fit its block', async () => {
    const editor = server().as('editor');
    const faq = await getPage(editor, 'faq');
    const question = blockNamed(faq, 'faq-1-question');
    const otherPage = await getPage(editor, 'howToEnroll');

    const wrongLanguage = await saveDraft(editor, { ...contentChange(question, 'x'), language: 'FR' });
    expect(wrongLanguage.status).toBe(400);
    expect(wrongLanguage.body.errors.map((e: { field: string }) => e.field)).toEqual(['language']);

    const wrongKind = await saveDraft(editor, { ...contentChange(question, 'x'), type: 'TEXT' });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors[0].field).toBe('type');

    const onlyListItems = await saveDraft(editor, { ...contentChange(question, 'x'), status: 'DELETED' });
    expect(onlyListItems.status).toBe(400);
    expect(onlyListItems.body.errors[0].field).toBe('status');

    expect((await saveDraft(editor, { ...contentChange(question, 'x'), pageId: otherPage.id })).status).toBe(409);
    expect((await saveDraft(editor, { ...contentChange(question, 'x'), contentBlockId: 999_999 })).status).toBe(404);
    expect((await saveDraft(editor, { ...contentChange(question, 'x'), pageId: 999_999 })).status).toBe(404);
    expect((await publish(editor, 999_999, [1])).status).toBe(404);

    const unknownProperty = await editor.post(cmsPath('/api/draft/save'), { json: { ...contentChange(question, 'x'), script: true } });
    expect(unknownProperty.status).toBe(400);
    expect((await getPage(editor, 'faq')).drafts).toEqual([]);
  });
});

describe('write calls are for the CMS editor group only', () => {
  it('answers 401 without a token', async () => {
    const anonymous = server();
    expect((await anonymous.post(cmsPath('/api/draft/save'), { json: { pageId: 1, contentBlockId: 1, content: 'x', blockOrder: 1, language: 'EN' } })).status).toBe(401);
    expect((await anonymous.post(cmsPath('/api/draft/publish'), { json: { pageId: 1, draftIds: [1] } })).status).toBe(401);
    expect((await anonymous.post(cmsPath('/api/draft/discard'), { json: { pageId: 1 } })).status).toBe(401);
  });

  it('answers 403 to dealers, OEM staff and admins who are not editors, and changes nothing', async () => {
    const question = blockNamed(await getPage(server().as('editor'), 'faq'), 'faq-1-question');
    for (const user of ['dealer', 'oem', 'group', 'admin'] as const) {
      const client = server().as(user);
      expect((await saveDraft(client, contentChange(question, 'hijacked'))).status, user).toBe(403);
      expect((await publish(client, question.pageId, [1])).status, user).toBe(403);
      expect((await discard(client, question.pageId)).status, user).toBe(403);
    }
    expect((await getPage(server().as('editor'), 'faq')).drafts).toEqual([]);
  });

  it('lets an admin impersonating an editor act as the editor', async () => {
    const asEditor = server().as('admin', { impersonate: 'editor' });
    const answer = blockNamed(await getPage(asEditor, 'faq'), 'faq-1-answer');
    const saved = await saveDraft(asEditor, contentChange(answer, 'Written by the editor, through the admin.'));
    expect(saved.status, saved.text).toBe(200);
    const row = await server()
      .db.selectFrom('cmsDrafts')
      .innerJoin('users', 'users.id', 'cmsDrafts.createdByUserId')
      .select('users.loginName')
      .where('cmsDrafts.id', '=', saved.body.id)
      .executeTakeFirstOrThrow();
    expect(row.loginName).toBe('editor');
    expect((await discard(asEditor, answer.pageId, [saved.body.id])).status).toBe(200);
  });

  it('refuses the impersonate header from anyone but an admin', async () => {
    const res = await server().as('dealer', { impersonate: 'editor' }).get(cmsPath('/api/page/data'), { query: { pagesHri: 'faq' } });
    expect(res.status).toBe(403);
  });
});
