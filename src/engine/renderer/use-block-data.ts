import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BindingScope } from '../bindings/index.ts';
import type { Call } from '../definition/index.ts';
import { isCallError } from '../data/call-error.ts';
import { useDataProvider } from '../data/data-provider-context.tsx';
import { resolveCall, requestKey, type ResolvedCall } from './resolve-call.ts';
import { linkAddress } from './use-outcome.ts';
import { referencedDataBlocks } from './referenced-data.ts';
import { useScreen } from './screen-context.tsx';
import { isHeld, useScreenSelector } from './screen-store.ts';
import { useRefresh } from './use-refresh.ts';

export interface BlockData<T> {
  readonly data: T | undefined;
  /** True while the call runs (also while a newer request replaces an older one). */
  readonly loading: boolean;
  /** Why the data is missing: the call failed, or a binding of it cannot be read here. */
  readonly error: unknown;
}

export interface BlockDataOptions {
  /** The scope the call's bindings read (the block's own by default). */
  readonly scope: BindingScope;
  /** Parameters the block adds itself (a paged table's page, size and sort). */
  readonly extraQuery?: Readonly<Record<string, unknown>>;
  /** False runs the call without publishing it as `$data.<blockId>`. */
  readonly publish?: boolean;
  /** False holds the call (e.g. a modal not open). */
  readonly enabled?: boolean;
}

type Resolution = { resolved: ResolvedCall; key: string } | { error: unknown } | { waiting: true } | null;

/** The other blocks whose `$data` the request reads (its path, query and body; not its refresh condition). */
function requestDataBlocks(call: Call | undefined, blockId: string): readonly string[] {
  if (!call) return [];
  return referencedDataBlocks({ path: call.path, query: call.query, body: call.body }).filter((id) => id !== blockId);
}

function resolveWith(call: Call | undefined, options: BlockDataOptions, awaited: readonly string[]): Resolution {
  if (!call || options.enabled === false) return null;
  // A request built from another block's answer waits for that answer: sent before it, it would
  // carry nothing of it and be sent again when it comes (a report's chart reading the filter its
  // table's answer states). The QA check holds `$data.<id>` to blocks that have a data call.
  if (awaited.some((id) => !Object.hasOwn(options.scope.data ?? {}, id))) return { waiting: true };
  try {
    const resolved = resolveCall(call, options.scope);
    // A path parameter read from data that has not arrived yet: wait for it rather than call a wrong URL.
    if (Object.values(resolved.request.path ?? {}).some((value) => value === undefined || value === null || value === '')) {
      return { waiting: true };
    }
    const withExtra: ResolvedCall = options.extraQuery
      ? { ...resolved, request: { ...resolved.request, query: { ...resolved.request.query, ...options.extraQuery } } }
      : resolved;
    return { resolved: withExtra, key: requestKey(withExtra) };
  } catch (error) {
    return { error };
  }
}

function hasMessage(body: unknown): body is { message: string } {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' && (body as { message: string }).message.trim() !== '';
}

/**
 * Runs a block's data call and keeps its answer, published as `$data.<blockId>` for the other
 * blocks' bindings. It runs again when the resolved request changes (a filter applied, a page
 * turned, a binding's source arrived) and when an outcome reloads the block. A newer request
 * aborts the older one, so a slow old answer never overwrites a newer one. A 400 that explains
 * itself goes to the call's `refusedTo` route when it names one, with the server's message.
 * A call with `refresh` polls while its condition holds (use-refresh.ts). A block another block
 * holds back (a filters block not started yet, first-call-holds.ts) waits, loading, until let go.
 */
export function useBlockData<T = unknown>(blockId: string, call: Call | undefined, options: BlockDataOptions): BlockData<T> & { reload: () => void } {
  const provider = useDataProvider();
  const screen = useScreen();
  const reloadCount = useScreenSelector(screen.store, useCallback((state) => state.reloads[blockId] ?? 0, [blockId]));
  const held = useScreenSelector(screen.store, useCallback((state) => isHeld(state, blockId), [blockId]));
  const awaited = useMemo(() => requestDataBlocks(call, blockId), [call, blockId]);
  const resolution = useMemo(() => resolveWith(call, options, awaited), [call, options, awaited]);
  const key = resolution && 'key' in resolution ? resolution.key : undefined;
  const [state, setState] = useState<BlockData<T>>({ data: undefined, loading: Boolean(key), error: undefined });
  const publish = options.publish !== false;

  useEffect(() => {
    if (!resolution || !('resolved' in resolution)) return undefined;
    // Asked of the store now, not of this render: a holder shown in the same commit took hold
    // in its layout effect, after this block rendered and before this effect runs.
    if (isHeld(screen.store.getState(), blockId)) return undefined;
    const { resolved } = resolution;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: undefined }));
    provider
      .call<T>(resolved.operationId, resolved.request, { silent: resolved.silent, signal: controller.signal })
      .then((data) => {
        if (controller.signal.aborted) return;
        if (publish) screen.store.setData(blockId, data);
        setState({ data, loading: false, error: undefined });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A record that does not exist yet (notFoundAsEmpty) is data too: null, not a failure.
        if (call?.notFoundAsEmpty && isCallError(error) && error.status === 404) {
          if (publish) screen.store.setData(blockId, null);
          setState({ data: null as T, loading: false, error: undefined });
          return;
        }
        // A refusal that explains itself, where the definition names the way out (refusedTo).
        if (call?.refusedTo && isCallError(error) && error.status === 400 && error.fieldErrors.length === 0 && hasMessage(error.body)) {
          screen.navigate(linkAddress(call.refusedTo, options.scope, screen.routePath), error.body.message);
        }
        setState((current) => ({ ...current, loading: false, error }));
      });
    return () => controller.abort();
    // The key stands for the resolved request; the resolution object changes with every scope change.
  }, [key, reloadCount, held, provider, blockId, publish, screen.store]);

  useRefresh(blockId, call, options.scope, { data: state.data, settled: Boolean(key) && !state.loading, failed: state.error !== undefined, request: key }, screen.store);
  const reload = useCallback(() => screen.store.reload([blockId]), [screen.store, blockId]);
  const bindingError = resolution && 'error' in resolution ? resolution.error : undefined;
  const waiting = Boolean(resolution && 'waiting' in resolution);
  return {
    data: state.data,
    loading: state.loading || waiting || (held && Boolean(key)),
    error: bindingError ?? state.error,
    reload,
  };
}
