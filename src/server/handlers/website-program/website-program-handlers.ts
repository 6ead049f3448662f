/**
 * Manage Website Program (contract tag `websiteProgram`; business-areas §2, §3, §4, §7 "Website
 * program"): the server-paged subscriptions search and its CSV export, filter choices, a
 * dealer's subscriptions with their custom parameters, subscription actions by method name and
 * custom parameter changes. Scheduled changes that have come due are applied before any of it
 * (website-program/due-changes.ts). The contract has already checked role, request shape and
 * the caller's right to the dealer named.
 */
import { ADDON_WEBSITE_PROGRAM } from '../../../constants.ts';
import { translateEnglish } from '../../../rules/core.ts';
import type { OperationHandlers } from '../../kernel/operation-handlers.ts';
import { notFound } from '../../http/http-error.ts';
import { fileDownload } from '../../kernel/file-download.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { requestedOemId } from '../../kernel/caller-scope.ts';
import { pageInfoOf, pageRequestOf } from '../../kernel/page-request.ts';
import { sortOrderOf } from '../../kernel/sort-order.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { signedIn } from '../../kernel/signed-in.ts';
import { exportTranslateOf } from '../../kernel/export-language.ts';
import { applyDueChanges } from './due-changes.ts';
import { dealerParameters, updateDealerParameters } from './dealer-parameters.ts';
import { websiteProgramFilterOptions } from './filter-options.ts';
import { programDistricts, programRegions } from './program-geography.ts';
import { changeSubscriptionStatus } from './subscription-action.ts';
import { websiteProgramCsv, websiteProgramCsvFileName } from './subscription-csv.ts';
import { dealerSubscriptions, subscriptionsByIds } from './subscription-records.ts';
import {
  DEFAULT_WEBSITE_PROGRAM_ORDER,
  WEBSITE_PROGRAM_SORT_FIELDS,
  findWebsiteSubscriptions,
} from './subscription-search.ts';


export function createWebsiteProgramHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  /** The moment of the call, with the due scheduled changes applied. */
  const current = async () => {
    const now = clock.now();
    const today = serverDateOf(now);
    await applyDueChanges(db, today, now);
    return { now, today };
  };
  const order = (sort: string | undefined) => sortOrderOf(sort, WEBSITE_PROGRAM_SORT_FIELDS, DEFAULT_WEBSITE_PROGRAM_ORDER);

  return {
    searchWebsiteProgramSubscriptions: async ({ caller, query, body }) => {
      await current();
      const paging = pageRequestOf(query);
      const { rows, total } = await findWebsiteSubscriptions(db, signedIn(caller), body, {
        order: order(query.sort),
        limit: paging.size,
        offset: paging.offset,
      });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },

    exportWebsiteProgramCsv: async ({ caller, query, body }) => {
      const { today } = await current();
      const who = signedIn(caller);
      const { rows } = await findWebsiteSubscriptions(db, who, body, { order: order(query.sort) });
      const content = websiteProgramCsv(rows, await exportTranslateOf(db, who));
      return fileDownload({ fileName: websiteProgramCsvFileName(today), contentType: 'text/csv; charset=utf-8', content });
    },

    getWebsiteProgramFilterOptions: async ({ caller }) => ({ body: await websiteProgramFilterOptions(db, signedIn(caller)) }),

    listWebsiteProgramRegions: async ({ caller, query }) => ({
      body: await programRegions(db, await requestedOemId(db, signedIn(caller), query.oemId)),
    }),

    listWebsiteProgramDistricts: async ({ caller, query }) => ({
      body: await programDistricts(db, await requestedOemId(db, signedIn(caller), query.oemId), query.regionCode),
    }),

    getDealerWebsiteSubscriptions: async ({ query }) => {
      await current();
      const code = query.dealerCode;
      const programAddonId = query.addonId;
      const dealer = await db.selectFrom('dealers').select(['id', 'code', 'name', 'outstandingAccount']).where('code', '=', code).executeTakeFirst();
      if (!dealer) throw notFound(`No dealer has the code ${code}.`);
      const [subscriptions, customParameters] = await Promise.all([
        dealerSubscriptions(db, dealer.id, programAddonId),
        dealerParameters(db, dealer.id, programAddonId),
      ]);
      return {
        body: { dealerCode: dealer.code, dealerName: dealer.name, programAddonId, outstandingAccount: dealer.outstandingAccount, subscriptions, customParameters },
      };
    },

    changeWebsiteSubscriptionStatus: async ({ caller, params, body }) => {
      const { now, today } = await current();
      const ids = await changeSubscriptionStatus(db, {
        action: params.methodName,
        form: body,
        actor: actorOf(signedIn(caller)),
        now,
        today,
      });
      return { body: await subscriptionsByIds(db, ids) };
    },

    updateWebsiteCustomParameters: async ({ caller, query, body }) => {
      const update = body;
      await updateDealerParameters(db, {
        dealerCode: query.dealerCode,
        programAddonId: update.programAddonId ?? ADDON_WEBSITE_PROGRAM,
        parameters: update.parameters,
        actor: actorOf(signedIn(caller)),
        now: clock.now(),
      });
      return { body: { success: true, message: translateEnglish('SAVED_SUCCESSFULLY') } };
    },
  };
}
