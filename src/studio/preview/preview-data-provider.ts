import type { CallRequest, DataProvider } from '../../engine/index.ts';
import { isReadOnlyOperation, successBodySchema, type CheckContext } from '../../engine/tooling.ts';
import { sampleOf } from './sample-data.ts';

/** A request the preview did not send: what the portal would have sent. */
export interface HeldRequest {
  readonly operationId: string;
  readonly method: string;
  /** The path with its parameters filled in, and the query string. */
  readonly url: string;
  readonly body?: unknown;
}

function urlOf(path: string, request: CallRequest | undefined): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(request?.path?.[name] ?? `{${name}}`)));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request?.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, String(one));
  }
  const text = query.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * The preview's data: every call answers with data generated from its response schema in the
 * contract, and never reaches the server. A read (a GET, or a search the contract marks
 * `x-read-only` though it is sent as POST) is answered so tables and forms fill; a call that would
 * change something is handed to `onHeld` with the request the portal would send, and answers as
 * the contract says it would. A file download is held too: the preview saves nothing.
 */
export function createPreviewDataProvider(ctx: CheckContext, onHeld: (request: HeldRequest) => void): DataProvider {
  async function call(operationId: string, request?: CallRequest, options?: { download?: unknown }): Promise<unknown> {
    const op = ctx.operations.get(operationId);
    if (!op) throw new Error(`unknown operation ${operationId}`);
    if (!isReadOnlyOperation(op) || options?.download) {
      onHeld({ operationId, method: op.method.toUpperCase(), url: urlOf(op.path, request), body: request?.body });
    }
    // A file the preview holds back: an empty one, which the preview's save hands to no one.
    if (options?.download) return { blob: new Blob([]), fileName: operationId };
    const schema = successBodySchema(op);
    return schema ? sampleOf(ctx, schema) : undefined;
  }
  return { call } as DataProvider;
}
