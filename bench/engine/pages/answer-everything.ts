import type { DataProvider } from '../../../src/engine/index.ts';

/** A data provider that answers every call with the same value, at once: the bench measures rendering, not I/O. */
export function answerEverything(answer: unknown): DataProvider {
  return { call: (async () => answer) as DataProvider['call'] };
}
