import {
  linkAddress
} from "./chunk-HQ6OK6EZ.js";
import {
  isCallError,
  requestKey,
  resolveCall,
  useDataProvider
} from "./chunk-K7NDGWBJ.js";
import {
  evaluateCondition,
  useScreen,
  useScreenSelector
} from "./chunk-XIH3SNWH.js";

// src/engine/renderer/use-block-data.ts
import { useCallback, useEffect as useEffect2, useMemo, useState } from "react";

// src/engine/renderer/use-refresh.ts
import { useEffect, useRef } from "react";
function useRefresh(blockId, call, scope, answer, store) {
  const refresh = call?.refresh;
  const held = useRef({ request: void 0, holds: null });
  const { data, settled, failed, request } = answer;
  useEffect(() => {
    if (!refresh || !settled || failed) return void 0;
    const holds = evaluateCondition(refresh.while, { ...scope, data: { ...scope.data, [blockId]: data } });
    const previous = held.current.request === request ? held.current.holds : null;
    held.current = { request, holds };
    if (!holds) {
      if (previous !== false && refresh.reloadWhenDone?.length) store.reload(refresh.reloadWhenDone);
      return void 0;
    }
    const timer = setTimeout(() => store.reload([blockId]), refresh.seconds * 1e3);
    return () => clearTimeout(timer);
  }, [data, settled, failed, request, refresh, blockId, store]);
}

// src/engine/renderer/use-block-data.ts
function resolveWith(call, options) {
  if (!call || options.enabled === false) return null;
  try {
    const resolved = resolveCall(call, options.scope);
    if (Object.values(resolved.request.path ?? {}).some((value) => value === void 0 || value === null || value === "")) {
      return { waiting: true };
    }
    const withExtra = options.extraQuery ? { ...resolved, request: { ...resolved.request, query: { ...resolved.request.query, ...options.extraQuery } } } : resolved;
    return { resolved: withExtra, key: requestKey(withExtra) };
  } catch (error) {
    return { error };
  }
}
function hasMessage(body) {
  return typeof body === "object" && body !== null && typeof body.message === "string" && body.message.trim() !== "";
}
function useBlockData(blockId, call, options) {
  const provider = useDataProvider();
  const screen = useScreen();
  const reloadCount = useScreenSelector(screen.store, useCallback((state2) => state2.reloads[blockId] ?? 0, [blockId]));
  const resolution = useMemo(() => resolveWith(call, options), [call, options]);
  const key = resolution && "key" in resolution ? resolution.key : void 0;
  const [state, setState] = useState({ data: void 0, loading: Boolean(key), error: void 0 });
  const publish = options.publish !== false;
  useEffect2(() => {
    if (!resolution || !("resolved" in resolution)) return void 0;
    const { resolved } = resolution;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: void 0 }));
    provider.call(resolved.operationId, resolved.request, { silent: resolved.silent, signal: controller.signal }).then((data) => {
      if (controller.signal.aborted) return;
      if (publish) screen.store.setData(blockId, data);
      setState({ data, loading: false, error: void 0 });
    }).catch((error) => {
      if (controller.signal.aborted) return;
      if (call?.notFoundAsEmpty && isCallError(error) && error.status === 404) {
        if (publish) screen.store.setData(blockId, null);
        setState({ data: null, loading: false, error: void 0 });
        return;
      }
      if (call?.refusedTo && isCallError(error) && error.status === 400 && error.fieldErrors.length === 0 && hasMessage(error.body)) {
        screen.navigate(linkAddress(call.refusedTo, options.scope, screen.routePath), error.body.message);
      }
      setState((current) => ({ ...current, loading: false, error }));
    });
    return () => controller.abort();
  }, [key, reloadCount, provider, blockId, publish, screen.store]);
  useRefresh(blockId, call, options.scope, { data: state.data, settled: Boolean(key) && !state.loading, failed: state.error !== void 0, request: key }, screen.store);
  const reload = useCallback(() => screen.store.reload([blockId]), [screen.store, blockId]);
  const bindingError = resolution && "error" in resolution ? resolution.error : void 0;
  const waiting = Boolean(resolution && "waiting" in resolution);
  return {
    data: state.data,
    loading: state.loading || waiting,
    error: bindingError ?? state.error,
    reload
  };
}

export {
  useBlockData
};
