/**
 * Manage Enrollments records (contract tag `enrollments`; business-areas §2, §3, §7
 * "Enrollments"): the filter options, the server-paged search and its CSV export, the add-on
 * list, the Download Manager (its list and each document's file), and a dealer's record with
 * its edit and classification. Lists hold only what the caller may see (kernel/caller-scope.ts:
 * an admin everything, OEM staff their OEM, dealers their dealers; an admin impersonating sees
 * what that user sees). Dealer actions, billing profiles and DWCP enrollment are the sibling
 * areas of this folder.
 */
import type { Kysely, Transaction } from 'kysely';
import type { OperationHandlers } from '../../kernel/operation-handlers.ts';
import { fileDownload } from '../../kernel/file-download.ts';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import { oemScopeOf } from '../../kernel/caller-scope.ts';
import { pageInfoOf, pageRequestOf } from '../../kernel/page-request.ts';
import { sortOrderOf } from '../../kernel/sort-order.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { writeDealerProperties } from './records/dealer-properties.ts';
import { readDealer } from './records/dealer-record.ts';
import { checkedDealerUpdate, writeDealerUpdate } from './records/dealer-update.ts';
import { downloadDocumentFile, downloadManagerData } from './records/download-documents.ts';
import { enrollmentCsv, enrollmentCsvFileName } from './records/enrollment-csv.ts';
import { enrollmentFiltersOf } from './records/enrollment-filters.ts';
import { DEFAULT_ENROLLMENT_ORDER, ENROLLMENT_SORT_FIELDS, findEnrollments } from './records/enrollment-query.ts';
import { enrollmentFilterOptions } from './records/filter-options.ts';
import { scopedAddons } from './records/scoped-addons.ts';
import { signedIn } from '../../kernel/signed-in.ts';
import { exportTranslateOf } from '../../kernel/export-language.ts';

export function createEnrollmentRecordHandlers({ db, clock, results }: HandlerDeps): OperationHandlers {
  /** The dealer as the contract answers it, read through `source` (a transaction reads its own writes). */
  const storedDealer = async (code: string, source: Kysely<Database> = db) => {
    const dealer = await readDealer(source, code);
    if (!dealer) throw notFound(`There is no dealer ${code}.`);
    return dealer;
  };

  /** The dealer row a write locks; the x-dealer-scope check has already allowed the code. */
  const lockDealer = async (trx: Transaction<Database>, code: string) => {
    const dealer = await trx
      .selectFrom('dealers')
      .select(['id', 'oemId', 'regionId', 'districtId'])
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!dealer) throw notFound(`There is no dealer ${code}.`);
    return dealer;
  };

  return {
    getEnrollmentFilterOptions: async ({ caller, body }) => ({
      body: await enrollmentFilterOptions(db, signedIn(caller), body),
    }),

    searchEnrollments: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, ENROLLMENT_SORT_FIELDS, DEFAULT_ENROLLMENT_ORDER);
      const filters = enrollmentFiltersOf(body);
      const { rows, total } = await findEnrollments(db, signedIn(caller), filters, { order, limit: paging.size, offset: paging.offset }, results);
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },

    exportEnrollmentsCsv: async ({ caller, query }) => {
      const order = sortOrderOf(query.sort, ENROLLMENT_SORT_FIELDS, DEFAULT_ENROLLMENT_ORDER);
      const who = signedIn(caller);
      const { rows } = await findEnrollments(db, who, enrollmentFiltersOf(query), { order });
      return fileDownload({
        fileName: enrollmentCsvFileName(serverDateOf(clock.now())),
        contentType: 'text/csv; charset=utf-8',
        content: enrollmentCsv(rows, await exportTranslateOf(db, who)),
      });
    },

    listEnrollmentAddons: async ({ caller, query }) => {
      // The dealer scope of the contract has already refused a dealer the caller may not see.
      if (query.dealerCode !== undefined) return { body: await scopedAddons(db, { dealerCode: query.dealerCode }) };
      const scope = await oemScopeOf(db, signedIn(caller));
      return { body: await scopedAddons(db, { oems: scope === null ? null : [...scope] }) };
    },

    getDownloadManagerData: async ({ caller }) => ({ body: await downloadManagerData(db, signedIn(caller)) }),

    downloadManagerDocument: async ({ caller, params }) => downloadDocumentFile(db, signedIn(caller), params.documentId),

    getDealer: async ({ params }) => ({ body: await storedDealer(params.dlCode) }),

    updateDealer: async ({ params, body }) => {
      const code = params.dlCode;
      const update = checkedDealerUpdate(body);
      const now = clock.now();
      const saved = await db.transaction().execute(async (trx) => {
        const dealer = await lockDealer(trx, code);
        await writeDealerUpdate(trx, dealer.id, update, now);
        return storedDealer(code, trx);
      });
      return { body: saved };
    },

    updateDealerProperties: async ({ params, body }) => {
      const code = params.dlCode;
      const now = clock.now();
      const saved = await db.transaction().execute(async (trx) => {
        const dealer = await lockDealer(trx, code);
        await writeDealerProperties(trx, dealer, body, now);
        return storedDealer(code, trx);
      });
      return { body: saved };
    },
  };
}
