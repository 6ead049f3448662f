/**
 * Payload lookup (contract tag `payloadLookup`; business-areas §2 payloadlookup and
 * payloadlookupxml, §3, §7, "Exports"): the page data, the search, a failed payload's details,
 * its XML (served as text, never interpreted), its download and the xlsx export of a search.
 * Every read is limited to the payloads the caller may see (scope/dealer-owned-rows.ts); a
 * payload outside that scope answers 404 like one that does not exist.
 */
import type { OperationHandlers } from '../../../kernel/operation-handlers.ts';
import { notFound } from '../../../http/http-error.ts';
import { FieldProblems } from '../../../kernel/field-errors.ts';
import { exportTranslateOf } from '../../../kernel/export-language.ts';
import { fileDownload } from '../../../kernel/file-download.ts';
import type { HandlerDeps } from '../../../kernel/handler-deps.ts';
import { pageInfoOf, pageRequestOf } from '../../../kernel/page-request.ts';
import { sortOrderOf } from '../../../kernel/sort-order.ts';
import { serverDateOf } from '../../../kernel/server-date.ts';
import { signedIn } from '../../../kernel/signed-in.ts';
import { centralWallClock } from './central-wall-clock.ts';
import { payloadExportFileName, payloadFileName } from './payload-file-names.ts';
import { DEFAULT_PAYLOAD_ORDER, PAYLOAD_SORT_FIELDS, findPayloads, findVisiblePayload, type PayloadLookup } from './payload-query.ts';
import { PAYLOAD_LOOKUP_PAGE } from './payload-types.ts';
import { XLSX_CONTENT_TYPE, payloadWorkbook } from './payload-workbook.ts';

/** The XML travels as text; these keep a browser from sniffing it or running anything in it. */
const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/** The lookup as searched: the document id without surrounding spaces (blank is missing), the received days in order. */
function lookupOf(lookup: PayloadLookup, prefix: '' | 'query.'): PayloadLookup {
  const problems = new FieldProblems();
  const documentId = problems.requiredText(`${prefix}documentId`, lookup.documentId);
  const { receivedDateFrom, receivedDateTo } = lookup;
  if (receivedDateFrom !== undefined && receivedDateTo !== undefined && receivedDateFrom > receivedDateTo) {
    problems.add(`${prefix}receivedDateFrom`, 'DATE_RANGE_INVALID');
  }
  problems.throwIfAny();
  return {
    payloadLookupType: lookup.payloadLookupType,
    documentId,
    ...(receivedDateFrom !== undefined ? { receivedDateFrom } : {}),
    ...(receivedDateTo !== undefined ? { receivedDateTo } : {}),
  };
}

export function createPayloadLookupHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const visiblePayload = async (caller: Parameters<typeof signedIn>[0], id: number) => {
    const payload = await findVisiblePayload(db, signedIn(caller), id);
    if (!payload) throw notFound('There is no such payload.');
    return payload;
  };

  return {
    getPayloadLookupPage: async () => ({ body: PAYLOAD_LOOKUP_PAGE }),

    searchPayloads: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, PAYLOAD_SORT_FIELDS, DEFAULT_PAYLOAD_ORDER);
      const lookup = lookupOf(body, '');
      const { rows, total } = await findPayloads(db, signedIn(caller), lookup, order, { limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },

    getPayloadFailDetails: async ({ caller, query }) => {
      const payload = await visiblePayload(caller, query.id);
      return {
        body: {
          id: payload.id,
          documentId: payload.documentId,
          status: payload.status,
          failedAt: payload.failedAt ? payload.failedAt.toISOString() : null,
          failures: payload.status === 'FAILED' ? payload.failures : [],
        },
      };
    },

    getPayloadXml: async ({ caller, query }) => {
      const payload = await visiblePayload(caller, query.id);
      return { headers: { ...XML_HEADERS, 'cache-control': 'private, no-store' }, body: payload.payloadXml };
    },

    downloadPayload: async ({ caller, query }) => {
      const payload = await visiblePayload(caller, query.id);
      return fileDownload({
        fileName: payloadFileName(payload.payloadLookupType, payload.documentId),
        contentType: XML_HEADERS['content-type'],
        content: payload.payloadXml,
        headers: { 'content-security-policy': XML_HEADERS['content-security-policy'], 'cache-control': 'private, no-store' },
      });
    },

    exportPayloadsXls: async ({ caller, query }) => {
      const order = sortOrderOf(query.sort, PAYLOAD_SORT_FIELDS, DEFAULT_PAYLOAD_ORDER);
      const lookup = lookupOf(query, 'query.');
      const who = signedIn(caller);
      const { rows } = await findPayloads(db, who, lookup, order);
      return fileDownload({
        fileName: payloadExportFileName(lookup.payloadLookupType, lookup.documentId, serverDateOf(clock.now())),
        contentType: XLSX_CONTENT_TYPE,
        content: await payloadWorkbook(rows, centralWallClock, await exportTranslateOf(db, who)),
      });
    },
  };
}
