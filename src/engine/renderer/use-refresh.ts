import { useEffect, useRef } from 'react';
import { evaluateCondition, type BindingScope } from '../bindings/index.ts';
import type { Call } from '../definition/index.ts';
import type { ScreenStore } from './screen-store.ts';

/**
 * A data call's `refresh`: while its condition holds on the latest answer, the block reloads
 * `seconds` after each answer (a job's progress polled until it ends). The timer starts only once
 * an answer has arrived, so a slow server is never asked twice at once; a failed answer, a
 * condition that no longer holds or the block leaving the screen ends the poll. When the
 * condition stops holding, the blocks of `reloadWhenDone` reload once; also when it does not hold
 * on the block's first answer, since a short job may end before its first poll.
 */
export function useRefresh(blockId: string, call: Call | undefined, scope: BindingScope, answer: { data: unknown; settled: boolean; failed: boolean; request: string | undefined }, store: ScreenStore): void {
  const refresh = call?.refresh;
  // Whether the condition held on the previous answer to the same request (null: none yet).
  const held = useRef<{ request: string | undefined; holds: boolean | null }>({ request: undefined, holds: null });
  const { data, settled, failed, request } = answer;

  useEffect(() => {
    if (!refresh || !settled || failed) return undefined;
    // The condition reads this answer as `$data.<blockId>`, whether or not the scope holds it yet.
    const holds = evaluateCondition(refresh.while, { ...scope, data: { ...scope.data, [blockId]: data } });
    // Another request (another job) starts from its first answer again.
    const previous = held.current.request === request ? held.current.holds : null;
    held.current = { request, holds };
    if (!holds) {
      if (previous !== false && refresh.reloadWhenDone?.length) store.reload(refresh.reloadWhenDone);
      return undefined;
    }
    const timer = setTimeout(() => store.reload([blockId]), refresh.seconds * 1000);
    return () => clearTimeout(timer);
    // Each answer (a new object) moves the poll on; the scope only feeds the condition.
  }, [data, settled, failed, request, refresh, blockId, store]);
}
