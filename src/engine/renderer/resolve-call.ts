import type { OperationId } from '../../api/generated/operation-index.ts';
import { resolveBinding, type BindingScope } from '../bindings/index.ts';
import type { Call } from '../definition/index.ts';
import type { CallRequest } from '../data/data-provider.ts';

export interface ResolvedCall {
  readonly operationId: OperationId;
  readonly request: CallRequest;
  readonly silent: boolean;
}

/** A definition's call with its bindings read from the scope; throws UnresolvableBindingError. */
export function resolveCall(call: Call, scope: BindingScope): ResolvedCall {
  const path = call.path ? (resolveBinding(call.path, scope) as Record<string, unknown>) : undefined;
  const query = call.query ? (resolveBinding(call.query, scope) as Record<string, unknown>) : undefined;
  const body = call.body === undefined ? undefined : resolveBinding(call.body, scope);
  return {
    // The QA check holds every operationId to the contract; the provider refuses unknown ones.
    operationId: call.operationId as OperationId,
    request: {
      ...(path ? { path } : {}),
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
    },
    silent: call.silent ?? false,
  };
}

/** A stable text for a resolved request, to tell whether a data call must run again. */
export function requestKey(resolved: ResolvedCall): string {
  return JSON.stringify([resolved.operationId, resolved.request]);
}
