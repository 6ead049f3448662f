/**
 * What a bench page offers the driver (bench/engine/run.ts) on `window.bench`: the page does the
 * timing itself, in the page's clock, so the driver's round trips never enter a figure.
 */
export const BENCH_CASES = ['bare', 'plain-form', 'engine-form', 'plain-table', 'engine-table'] as const;
export type BenchCaseName = (typeof BENCH_CASES)[number];

export interface MountFigures {
  /** From `root.render` to the first paint that shows the case's first element (first field, first row). */
  readonly firstPaintMs: number;
  /** From `root.render` to the first paint that shows its last element (the last field); tables: the first row. */
  readonly completeMs: number;
}

export interface BenchPage {
  /** Mounts the case at the page's size and resolves once everything is painted. */
  mount(): Promise<MountFigures>;
  unmount(): void;
  /** Resolves once the page has been idle twice in a row: work queued for idle time (late fields, a schema compile) is done. */
  settle(): Promise<void>;
  /** Forgets the keystrokes recorded so far. */
  resetKeystrokes(): void;
  /** Resolves with the keydown→paint times once `count` keystrokes were recorded since the last reset. */
  keystrokes(count: number): Promise<number[]>;
  /**
   * Scrolls the case's scrolling element by `stepPx` every frame for `frames` frames and resolves
   * with the intervals between frames (requestAnimationFrame timestamps).
   */
  scroll(frames: number, stepPx: number): Promise<number[]>;
}

declare global {
  interface Window {
    bench?: BenchPage;
  }
}
