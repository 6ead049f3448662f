import { useEffect, useRef } from 'react';
import { evaluateCondition, type BindingScope } from '../bindings/index.ts';
import type { Call } from '../definition/index.ts';
import type { ScreenStore } from './screen-store.ts';

/**
 * A data call's `refresh`: while its condition holds on the latest answer, the block reloads
 * `seconds` after each answer (a job's progress polled until it ends). The timer starts only once
 * an answer has arrived, so a slow server is never asked twice at once; a failed answer, a
 * condition that no longer holds or the block leaving the screen ends the poll. When the
 * condition stops holding after it held, the blocks of `reloadWhenDone` reload once.
 */
export function useRefresh(blockId: string, call: Call | undefined, scope: BindingScope, answer: { data: unknown; settled: boolean; failed: boolean }, store: ScreenStore): void {
  const refresh = call?.refresh;
  const held = useRef(false);
  const { data, settled, failed } = answer;

  useEffect(() => {
    if (!refresh || !settled || failed) return undefined;
    // The condition reads this answer as `$data.<blockId>`, whether or not the scope holds it yet.
    const holds = evaluateCondition(refresh.while, { ...scope, data: { ...scope.data, [blockId]: data } });
    if (!holds) {
      if (held.current && refresh.reloadWhenDone?.length) store.reload(refresh.reloadWhenDone);
      held.current = false;
      return undefined;
    }
    held.current = true;
    const timer = setTimeout(() => store.reload([blockId]), refresh.seconds * 1000);
    return () => clearTimeout(timer);
    // Each answer (a new object) moves the poll on; the scope only feeds the condition.
  }, [data, settled, failed, refresh, blockId, store]);
}
