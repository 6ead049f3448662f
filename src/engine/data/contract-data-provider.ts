import { silentCall, toDownload, type CmsClient, type PortalClient } from '../../api/index.ts';
import { operationIndex, type OperationId } from '../../api/generated/operation-index.ts';
import { CallError } from './call-error.ts';
import type { CallOptions, CallRequest, DataProvider } from './data-provider.ts';
import { toMultipartBody } from './multipart-body.ts';
import { withoutBlankParameters } from './blank-parameters.ts';
import { createSharedReads } from './shared-reads.ts';

/** What the engine needs of an operation: where it goes and, when not JSON, how its body travels. */
export interface OperationEntry {
  readonly host: 'portal' | 'cms';
  readonly method: string;
  readonly path: string;
  /** The request body's media type; JSON when absent. */
  readonly requestMediaType?: string;
}

export type OperationTable = Readonly<Record<string, OperationEntry>>;

export interface ContractDataProviderOptions {
  readonly portal: PortalClient;
  /** Needed only by screens that call the CMS backend. */
  readonly cms?: CmsClient;
  /** The generated operation index unless a test narrows it. */
  readonly operations?: OperationTable;
}

/** The one shape of openapi-fetch's `request` the provider uses: the path is chosen at run time. */
type DynamicClient = {
  request(
    method: string,
    path: string,
    init: Record<string, unknown>,
  ): Promise<{ data?: unknown; error?: unknown; response: Response }>;
};

const FORM_URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/**
 * The data provider over the typed clients: an operationId becomes the contract's method and
 * path through the generated operation index, so the middleware chain (token, impersonation,
 * loading, timeout, 401 refresh, 403/5xx events) applies to every screen call exactly as to the
 * shell's own calls.
 */
export function createContractDataProvider(options: ContractDataProviderOptions): DataProvider {
  const operations: OperationTable = options.operations ?? operationIndex;
  const clientFor = (entry: OperationEntry, operationId: string): DynamicClient => {
    const client = entry.host === 'cms' ? options.cms : options.portal;
    if (!client) throw new Error(`Operation ${operationId} calls the CMS backend, but no CMS client was given.`);
    // The typed clients check literal paths at compile time; here the path comes from the index.
    return client as unknown as DynamicClient;
  };

  const sharedReads = createSharedReads();

  /** Identical reads in flight share one request (see shared-reads.ts); files and writes never do. */
  function call(operationId: OperationId, request: CallRequest = {}, callOptions: CallOptions = {}): Promise<unknown> {
    const entry = operations[operationId];
    if (!entry) return Promise.reject(new Error(`Unknown operation ${operationId}: it is not in the contract.`));
    if (entry.method.toUpperCase() !== 'GET') return sharedReads.write(() => send(entry, operationId, request, callOptions));
    if (callOptions.download) return send(entry, operationId, request, callOptions);
    const key = JSON.stringify([operationId, request.path ?? {}, request.query ? withoutBlankParameters(request.query) : {}, Boolean(callOptions.silent)]);
    return sharedReads.read(key, (signal) => send(entry, operationId, request, { ...callOptions, signal }), callOptions.signal);
  }

  async function send(entry: OperationEntry, operationId: string, request: CallRequest, callOptions: CallOptions): Promise<unknown> {
    const init: Record<string, unknown> = {
      params: {
        ...(request.path ? { path: request.path } : {}),
        ...(request.query ? { query: withoutBlankParameters(request.query) } : {}),
      },
      ...(callOptions.silent ? silentCall : {}),
      ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      ...(callOptions.download ? { parseAs: 'blob' } : {}),
      ...bodyInit(entry.requestMediaType, request.body),
    };
    const { data, error, response } = await clientFor(entry, operationId).request(entry.method, entry.path, init);
    if (!response.ok) throw new CallError(response.status, error);
    if (callOptions.download) {
      if (!isBlobLike(data)) throw new Error(`Operation ${operationId} did not answer a file.`);
      return toDownload(data, response.headers, callOptions.download);
    }
    return data;
  }

  return { call } as DataProvider;
}

/**
 * A Blob from any realm: fetch's Response may come from another global than the page's Blob
 * (a test environment, a polyfilled fetch), so `instanceof Blob` is not the test.
 */
function isBlobLike(value: unknown): value is Blob {
  return value !== null && typeof value === 'object' && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';
}

function bodyInit(mediaType: string | undefined, body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (mediaType === MULTIPART) return { body: toMultipartBody(body) };
  if (mediaType === FORM_URLENCODED) {
    // openapi-fetch's default serializer writes URLSearchParams when it sees this Content-Type.
    return { body: formFields(body), headers: { 'Content-Type': FORM_URLENCODED } };
  }
  return { body };
}

/** Form fields are strings; absent values are left out rather than sent as "undefined". */
function formFields(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object') return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    fields[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return fields;
}
