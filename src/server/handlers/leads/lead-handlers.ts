/**
 * Leads (contract tag `leads`; business-areas §2, §3, §7 "Leads", §8, §9): the Lead Viewer's
 * filter choices and search, a lead's detail, dispositions and communications, its ADF XML,
 * credit requests, response time and its override, and the staff tools manual DMF correction
 * and pre-lead conversion. Calls that name a lead rather than a dealer check the lead's dealer
 * themselves (lead-access.ts): another dealer's lead answers 403 and reveals nothing.
 */
import { ValidationError } from '../../http/http-error.ts';
import { exportTranslateOf } from '../../kernel/export-language.ts';
import { fieldError } from '../../kernel/field-errors.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import type { OperationHandlers } from '../../kernel/operation-handlers.ts';
import { fileDownload } from '../../kernel/file-download.ts';
import { pageInfoOf, pageRequestOf } from '../../kernel/page-request.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { signedIn } from '../../kernel/signed-in.ts';
import { sortOrderOf } from '../../kernel/sort-order.ts';
import { adfDocument, adfFileName } from './adf-xml.ts';
import { dmfRecordOf, saveDmfCorrection } from './dmf-correction.ts';
import { leadFor } from './lead-access.ts';
import { dispositionCommunications } from './lead-communications.ts';
import { creditForm, requestCredit } from './lead-credit.ts';
import { leadFilterOptions } from './lead-filter-options.ts';
import { leadOf } from './lead-rows.ts';
import { LEAD_EXPORT_MAX_ROWS, leadCsv, leadCsvFileName } from './lead-csv.ts';
import { SearchCounter, searchKeyOf } from './lead-count.ts';
import { LeadPageAnchors } from './lead-page-anchors.ts';
import { DEFAULT_LEAD_ORDER, LEAD_SORT_FIELDS, matchingLeads, scopeKeyOf, searchLeadPage } from './lead-search.ts';
import { cancelJob, jobProgress, PreleadJobRunner } from './prelead-jobs.ts';
import { DEFAULT_PRELEAD_ORDER, matchingPreleads, PRELEAD_SORT_FIELDS, preleadSearchKeyOf, searchPreleads } from './prelead-search.ts';
import { overrideResponseTime, responseTimeOf } from './response-time.ts';

export function createLeadHandlers({ db, config, clock, logger, results }: HandlerDeps): OperationHandlers {
  const now = () => clock.now().getTime();
  const counter = new SearchCounter(db, matchingLeads, config.leadExactCountLimit, config.leadCountCacheMs, now);
  const anchors = new LeadPageAnchors(config.leadCountCacheMs, now);
  const preleadCounter = new SearchCounter(db, matchingPreleads, config.leadExactCountLimit, config.leadCountCacheMs, now);
  const preleadAnchors = new LeadPageAnchors(config.leadCountCacheMs, now);
  // A lead written here (a pre-lead converted) may move between pages or change a total: start afresh.
  const leadsChanged = () => {
    for (const cache of [counter, anchors, preleadCounter, preleadAnchors]) cache.forget();
  };
  const jobs = new PreleadJobRunner(db, clock, logger, leadsChanged);
  // Jobs a stopped server left RUNNING go on here (the job is stored, not held in memory).
  jobs.resume().catch((error: unknown) => logger.warn({ err: error }, 'could not resume pre-lead conversion jobs'));

  return {
    getLeadFilterOptions: async ({ caller }) => ({ body: await leadFilterOptions(db, signedIn(caller), clock.now()) }),

    searchLeads: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, LEAD_SORT_FIELDS, DEFAULT_LEAD_ORDER);
      const who = signedIn(caller);
      const searchKey = searchKeyOf(scopeKeyOf(who), body);
      const search = { caller: who, filters: body };
      const [rows, counted] = await Promise.all([
        searchLeadPage(db, who, body, { order, limit: paging.size, offset: paging.offset }, { anchors, searchKey, results }),
        counter.total(search, searchKey),
      ]);
      const { total, estimated } = await counter.settle(search, searchKey, { offset: paging.offset, size: paging.size, rows: rows.length }, counted);
      return { body: { content: rows, page: { ...pageInfoOf(paging, total), ...(estimated ? { totalEstimated: true } : {}) } } };
    },

    exportLeadsCsv: async ({ caller, query, body }) => {
      const who = signedIn(caller);
      const order = sortOrderOf(query.sort, LEAD_SORT_FIELDS, DEFAULT_LEAD_ORDER);
      // One row past the limit tells "too many" without counting every match first.
      const rows = await searchLeadPage(db, who, body, { order, limit: LEAD_EXPORT_MAX_ROWS + 1, offset: 0 }, { dispositions: false });
      if (rows.length > LEAD_EXPORT_MAX_ROWS) {
        const total = await counter.countAll({ caller: who, filters: body });
        throw new ValidationError([
          fieldError('receivedDateFrom', 'LEAD_EXPORT_TOO_MANY', { params: { count: total.toLocaleString('en-US'), limit: LEAD_EXPORT_MAX_ROWS.toLocaleString('en-US') } }),
        ]);
      }
      return fileDownload({
        fileName: leadCsvFileName(serverDateOf(clock.now())),
        contentType: 'text/csv; charset=utf-8',
        content: leadCsv(rows, await exportTranslateOf(db, who)),
      });
    },

    getLead: async ({ caller, query }) => {
      const row = await leadFor(db, signedIn(caller), query);
      const creditReason = row.creditStatus
        ? await db
            .selectFrom('leadCreditRequests')
            .innerJoin('creditReasons', 'creditReasons.id', 'leadCreditRequests.reasonId')
            .select(['creditReasons.label', 'leadCreditRequests.comment'])
            .where('leadCreditRequests.leadId', '=', row.id)
            .executeTakeFirst()
        : undefined;
      return {
        body: {
          lead: leadOf(row, row.dispositions),
          comments: row.comments,
          tradeIn: row.tradeIn
            ? { year: row.tradeIn.year, make: row.tradeIn.make, model: row.tradeIn.model, trim: row.tradeIn.trim ?? null, vin: row.tradeIn.vin ?? null, mileage: row.tradeIn.mileage ?? null }
            : null,
          creditReason: creditReason ? [creditReason.label, creditReason.comment].filter(Boolean).join(': ') : null,
        },
      };
    },

    listLeadDispositions: async ({ caller, query }) => {
      const row = await leadFor(db, signedIn(caller), query);
      return { body: row.dispositions };
    },

    listDispositionCommunications: async ({ caller, query }) => ({
      body: await dispositionCommunications(db, signedIn(caller), query.dispositionId),
    }),

    downloadLeadAdf: async ({ caller, query }) => {
      const row = await leadFor(db, signedIn(caller), { leadUid: query.leadId, sourceLeadId: query.sourceId, entityName: query.entityName });
      return fileDownload({ fileName: adfFileName(row), contentType: 'application/xml; charset=utf-8', content: adfDocument(row) });
    },

    getLeadCreditForm: async ({ caller, body }) => ({ body: await creditForm(db, signedIn(caller), body) }),

    requestLeadCredit: async ({ caller, query, body }) => {
      const answer = await requestCredit(db, signedIn(caller), query.dealerCode, body);
      leadsChanged();
      return { body: answer };
    },

    getLeadResponseTime: async ({ caller, query }) => ({ body: await responseTimeOf(db, signedIn(caller), query) }),

    overrideLeadResponseTime: async ({ caller, body }) => {
      const answer = await overrideResponseTime(db, signedIn(caller), body);
      leadsChanged();
      return { body: answer };
    },

    getDmfRecord: async ({ query }) => ({ body: await dmfRecordOf(db, query.dealerCode) }),

    saveDmfCorrection: async ({ caller, body }) => ({ body: await saveDmfCorrection(db, signedIn(caller), body, clock.now()) }),

    searchPreleads: async ({ query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, PRELEAD_SORT_FIELDS, DEFAULT_PRELEAD_ORDER);
      const searchKey = preleadSearchKeyOf(body);
      const [rows, counted] = await Promise.all([
        searchPreleads(db, body, { order, limit: paging.size, offset: paging.offset }, { anchors: preleadAnchors, searchKey }),
        preleadCounter.total(body, searchKey),
      ]);
      const { total, estimated } = await preleadCounter.settle(body, searchKey, { offset: paging.offset, size: paging.size, rows: rows.length }, counted);
      return { body: { content: rows, page: { ...pageInfoOf(paging, total), ...(estimated ? { totalEstimated: true } : {}) } } };
    },

    convertPreleads: async ({ caller, body }) => ({ status: 202, body: { jobId: await jobs.start(signedIn(caller), body) } }),

    cancelPreleadJob: async ({ query }) => ({ body: await cancelJob(db, query.id, clock.now()) }),

    getPreleadJobProgress: async ({ query }) => ({ body: await jobProgress(db, query.id) }),
  };
}
