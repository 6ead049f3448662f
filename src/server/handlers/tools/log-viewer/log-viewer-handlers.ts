/**
 * The Log Viewer (contract tag `logViewer`; business-areas §2 logViewer, §3 "Log viewer page
 * data: eventTypes (the value None is added first), receivedDateFrom, receivedDateTo. Log search
 * result: response, firstSubscribeDate."). Dates are US Central days. The dealer a search names
 * has passed the contract's x-dealer-scope check; rows are limited to the caller's dealers
 * whatever the filter says (scope/dealer-owned-rows.ts).
 */
import type { OperationHandlers } from '../../../kernel/operation-handlers.ts';
import { FieldProblems } from '../../../kernel/field-errors.ts';
import type { HandlerDeps } from '../../../kernel/handler-deps.ts';
import { pageInfoOf, pageRequestOf } from '../../../kernel/page-request.ts';
import { sortOrderOf } from '../../../kernel/sort-order.ts';
import { serverDateOf } from '../../../kernel/server-date.ts';
import { signedIn } from '../../../kernel/signed-in.ts';
import { daysBefore } from '../central-time/central-day-range.ts';
import { firstSubscribeDate, searchedDealerId } from './first-subscribe-date.ts';
import { DEFAULT_LOG_ORDER, LOG_SORT_FIELDS, findLogs, type LogFilters } from './log-query.ts';

/** The event type value meaning "every type", offered first (business-areas §3). */
export const NO_EVENT_TYPE = 'None';
/** The default received-date range of the page: the last 30 days up to today (Central). */
export const LOG_VIEWER_DEFAULT_DAYS = 30;

export function createLogViewerHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const eventTypes = async () => (await db.selectFrom('eventTypes').select('name').orderBy('position').execute()).map((row) => row.name);

  return {
    getLogViewerPage: async () => {
      const today = serverDateOf(clock.now());
      return {
        body: { eventTypes: [NO_EVENT_TYPE, ...(await eventTypes())], receivedDateFrom: daysBefore(today, LOG_VIEWER_DEFAULT_DAYS - 1), receivedDateTo: today },
      };
    },

    searchLogs: async ({ caller, query, body }) => {
      const user = signedIn(caller);
      const search = body;
      const problems = new FieldProblems();
      if (search.receivedDateFrom > search.receivedDateTo) problems.add('receivedDateFrom', 'DATE_RANGE_INVALID');
      const eventType = search.eventType === undefined || search.eventType === NO_EVENT_TYPE ? undefined : search.eventType;
      if (eventType !== undefined && !(await eventTypes()).includes(eventType)) {
        problems.add('eventType', 'INVALID_VALUE', { message: `There is no event type ${eventType}.` });
      }
      problems.throwIfAny();
      const documentId = search.documentId?.trim() || undefined;
      const filters: LogFilters = {
        receivedDateFrom: search.receivedDateFrom,
        receivedDateTo: search.receivedDateTo,
        ...(search.dealerCode ? { dealerCode: search.dealerCode } : {}),
        ...(eventType ? { eventType } : {}),
        ...(documentId ? { documentId } : {}),
      };
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, LOG_SORT_FIELDS, DEFAULT_LOG_ORDER);
      const [{ rows, total }, dealerId] = await Promise.all([
        findLogs(db, user, filters, order, { limit: paging.size, offset: paging.offset }),
        searchedDealerId(db, user, filters.dealerCode),
      ]);
      return {
        body: { response: { content: rows, page: pageInfoOf(paging, total) }, firstSubscribeDate: await firstSubscribeDate(db, dealerId) },
      };
    },
  };
}
