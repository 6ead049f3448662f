import type { Download, DownloadFallback } from '../../api/index.ts';
import type { OperationId } from '../../api/generated/operation-index.ts';

/** The parameters of one call, by where they travel; names are the contract's. */
export interface CallRequest {
  readonly path?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

export interface CallOptions {
  /** Keep the loading indicator off (progress polls, portal-shell §4.1). */
  readonly silent?: boolean;
  /** The answer is a file: name it from Content-Disposition, else from this fallback. */
  readonly download?: DownloadFallback;
  readonly signal?: AbortSignal;
}

/**
 * How screens reach the server, in the react-admin style: a block names an operationId of the
 * contract and the values of its parameters, and never a URL, a method or a host. Resolves with
 * the answer's body (a `Download` when `download` is set); rejects with a `CallError`.
 */
export interface DataProvider {
  call<T = unknown>(operationId: OperationId, request?: CallRequest, options?: CallOptions & { download?: undefined }): Promise<T>;
  call(operationId: OperationId, request: CallRequest | undefined, options: CallOptions & { download: DownloadFallback }): Promise<Download>;
  call(operationId: OperationId, request?: CallRequest, options?: CallOptions): Promise<unknown>;
}
