import { useCallback, useMemo, useRef } from 'react';
import type { BindingScope } from '../bindings/index.ts';
import { useLocalScope, type LocalScope } from './local-scope.tsx';
import { referencedDataBlocks } from './referenced-data.ts';
import { useScreen } from './screen-context.tsx';
import { useScreenSelector, type ScreenState } from './screen-store.ts';

type DataSlice = Readonly<Record<string, unknown>>;

/**
 * The `$data` entries a definition reads, as one object that keeps its identity while none of
 * them changes (useSyncExternalStore needs a stable snapshot).
 */
function useDataSlice(source: unknown): DataSlice {
  const { store } = useScreen();
  const ids = referencedDataBlocks(source);
  const last = useRef<DataSlice>({});
  const select = useCallback(
    (state: ScreenState): DataSlice => {
      const previous = last.current;
      const changed = ids.some((id) => previous[id] !== state.data[id]) || Object.keys(previous).length !== ids.filter((id) => id in state.data).length;
      if (!changed) return previous;
      const next: Record<string, unknown> = {};
      for (const id of ids) if (id in state.data) next[id] = state.data[id];
      last.current = next;
      return next;
    },
    [ids],
  );
  return useScreenSelector(store, select);
}

/**
 * The scope bindings read where this block sits: route, query and user of the screen, the
 * `$data` of the blocks `source` (the block's definition) refers to, and the local roots.
 * Roots that mean nothing here stay absent, so the resolver reports a misplaced binding.
 */
export function useBindingScope(source: unknown, overrides?: LocalScope): BindingScope {
  const screen = useScreen();
  const local = useLocalScope();
  const data = useDataSlice(source);
  return useMemo(() => {
    const merged = { ...local, ...overrides };
    return {
      route: screen.route,
      query: screen.query,
      user: screen.user,
      data,
      ...(merged.row !== undefined ? { row: merged.row } : {}),
      ...(merged.selection !== undefined ? { selection: merged.selection } : {}),
      ...(merged.form !== undefined ? { form: merged.form } : {}),
      ...(merged.filters !== undefined ? { filters: merged.filters } : {}),
    };
  }, [screen.route, screen.query, screen.user, data, local, overrides]);
}
