import { notFound } from '../../http/http-error.ts';
import type { PageRef } from './page-content.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema/database.ts';

/**
 * Every change to a page's drafts starts here: the page row is locked for the transaction, so
 * two editors saving, swapping, publishing or discarding on one page take turns instead of
 * interleaving (a swap reads its neighbours before writing them).
 */
export async function lockPage(trx: Transaction<Database>, pageId: number): Promise<PageRef> {
  const page = await trx.selectFrom('cmsPages').select(['id', 'humanReadableId']).where('id', '=', pageId).forUpdate().executeTakeFirst();
  if (!page) throw notFound(`There is no CMS page ${pageId}.`);
  return page;
}
