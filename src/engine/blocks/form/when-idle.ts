const IDLE_TIMEOUT_MS = 200;

/**
 * Runs `run` when the browser is idle (at the latest after a short wait, so a busy page still
 * gets there); returns the cancellation. Without requestIdleCallback, after the current task.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}
