/**
 * Payload lookup (contract tag `payloadLookup`; business-areas §2 payloadlookup and
 * payloadlookupxml, §3, §7, "Exports"): the page data, the search, a failed payload's details,
 * its XML (served as text, never interpreted), its download and the xlsx export of a search.
 * Every read is limited to the payloads the caller may see (scope/dealer-owned-rows.ts); a
 * payload outside that scope answers 404 like one that does not exist.
 */
import type { OperationHandlers } from '../../../contract/register-operations.ts';
import { ValidationError, notFound } from '../../../http/http-error.ts';
import { translateEnglish } from '../../../../rules/index.ts';
import type { HandlerDeps } from '../../handler-deps.ts';
import { pageInfoOf, pageRequestOf } from '../../lookups/page-request.ts';
import { sortOrderOf } from '../../lookups/sort-order.ts';
import { serverDateOf } from '../../profile/server-date.ts';
import { signedIn } from '../../user/signed-in.ts';
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

/** The document id as looked up: surrounding spaces ignored; blank is missing. */
function lookupOf(source: Record<string, unknown>, field: string): PayloadLookup {
  const documentId = String(source.documentId ?? '').trim();
  if (documentId === '') throw new ValidationError([{ field, messageKey: 'REQUIRED_FIELD', message: translateEnglish('REQUIRED_FIELD') }]);
  return { payloadLookupType: source.payloadLookupType as PayloadLookup['payloadLookupType'], documentId };
}

export function createPayloadLookupHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const visiblePayload = async (caller: Parameters<typeof signedIn>[0], id: unknown) => {
    const payload = await findVisiblePayload(db, signedIn(caller), Number(id));
    if (!payload) throw notFound('There is no such payload.');
    return payload;
  };

  return {
    getPayloadLookupPage: async () => ({ body: PAYLOAD_LOOKUP_PAGE }),

    searchPayloads: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, PAYLOAD_SORT_FIELDS, DEFAULT_PAYLOAD_ORDER);
      const lookup = lookupOf(body as Record<string, unknown>, 'documentId');
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
      const fileName = payloadFileName(payload.payloadLookupType, payload.documentId);
      return {
        headers: { ...XML_HEADERS, 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'private, no-store' },
        body: payload.payloadXml,
      };
    },

    exportPayloadsXls: async ({ caller, query }) => {
      const order = sortOrderOf(query.sort, PAYLOAD_SORT_FIELDS, DEFAULT_PAYLOAD_ORDER);
      const lookup = lookupOf(query, 'query.documentId');
      const { rows } = await findPayloads(db, signedIn(caller), lookup, order);
      const fileName = payloadExportFileName(lookup.payloadLookupType, lookup.documentId, serverDateOf(clock.now()));
      return {
        headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': `attachment; filename="${fileName}"` },
        body: await payloadWorkbook(rows, centralWallClock),
      };
    },
  };
}
