/**
 * POST /api/draft/publish and /api/draft/discard (portal-shell §4.3: drafts are published
 * together by page and draft ids, or discarded). All or nothing: when one listed id is not a
 * pending draft of the page, nothing changes (409). A published draft becomes what every
 * user reads next; a discarded one is gone. Both answer the page in the drafts' language(s).
 */
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../api/generated/cms.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { CmsLanguage } from '../../db/vocabulary.ts';
import { conflict } from '../../http/http-error.ts';
import { DEFAULT_CMS_LANGUAGE, isCmsEditor } from './page-data.ts';
import { loadDrafts, loadPageViews, type CmsPageView, type DraftRecord, type PageRef } from './page-content.ts';
import { lockPage } from './page-lock.ts';

export type PublishRequest = components['schemas']['CmsPublishRequest'];
export type DiscardRequest = components['schemas']['CmsDiscardRequest'];

type Trx = Transaction<Database>;

/** The listed drafts, all pending on the page, or a 409 naming those that are not. */
async function pendingDrafts(trx: Trx, page: PageRef, draftIds: readonly number[], verb: string): Promise<DraftRecord[]> {
  const drafts = await loadDrafts(trx, { draftIds });
  const onPage = new Set(drafts.filter((d) => d.pageId === page.id).map((d) => d.id));
  const strangers = draftIds.filter((id) => !onPage.has(id));
  if (strangers.length) {
    throw conflict(`Not pending drafts of page ${page.id}: ${strangers.join(', ')}. Nothing was ${verb}.`);
  }
  return drafts;
}

function pageAnswer(trx: Trx, caller: Caller, page: PageRef, drafts: readonly DraftRecord[]): Promise<CmsPageView> {
  const languages: CmsLanguage[] = drafts.length ? [...new Set(drafts.map((d) => d.language))] : [DEFAULT_CMS_LANGUAGE];
  return loadPageViews(trx, [page], { languages, editor: isCmsEditor(caller) }).then(([view]) => view!);
}

async function publishDraft(trx: Trx, draft: DraftRecord, caller: Caller, now: Date): Promise<void> {
  const published = { content: draft.content, blockOrder: draft.blockOrder, status: draft.status, updatedAt: now, updatedByUserId: caller.userId };
  if (draft.contentBlockId !== null) {
    await trx.updateTable('cmsBlocks').set(published).where('id', '=', draft.contentBlockId).execute();
    return;
  }
  await trx
    .insertInto('cmsBlocks')
    .values({
      ...published,
      pageId: draft.pageId,
      humanReadableId: draft.humanReadableId,
      parentId: draft.parentId,
      language: draft.language,
      type: draft.type,
      imageFormatId: draft.imageFormatId,
    })
    .execute();
}

export function publishDrafts(db: Kysely<Database>, caller: Caller, body: PublishRequest, now: Date): Promise<CmsPageView> {
  return db.transaction().execute(async (trx) => {
    const page = await lockPage(trx, body.pageId);
    const drafts = await pendingDrafts(trx, page, body.draftIds, 'published');
    for (const draft of drafts) await publishDraft(trx, draft, caller, now);
    await trx.deleteFrom('cmsDrafts').where('id', 'in', body.draftIds).execute();
    return pageAnswer(trx, caller, page, drafts);
  });
}

export function discardDrafts(db: Kysely<Database>, caller: Caller, body: DiscardRequest): Promise<CmsPageView> {
  return db.transaction().execute(async (trx) => {
    const page = await lockPage(trx, body.pageId);
    const drafts = body.draftIds
      ? await pendingDrafts(trx, page, body.draftIds, 'discarded')
      : await loadDrafts(trx, { pageIds: [page.id] });
    if (drafts.length) await trx.deleteFrom('cmsDrafts').where('id', 'in', drafts.map((d) => d.id)).execute();
    return pageAnswer(trx, caller, page, drafts);
  });
}
