/**
 * Counts the calls that show the loading indicator. Portal and CMS clients share one counter,
 * because the shell has one loading flag: it is on while any call runs.
 */
export interface LoadingCounter {
  begin(): void;
  end(): void;
  readonly active: boolean;
  readonly pending: number;
}

/** `onChange` fires on transitions only (first call starts, last call ends), never per call. */
export function createLoadingCounter(onChange: (active: boolean) => void): LoadingCounter {
  let pending = 0;
  return {
    begin() {
      pending += 1;
      if (pending === 1) onChange(true);
    },
    end() {
      // The loading middleware pairs every end with a begin; the guard keeps a stray end
      // from driving the count negative and leaving the flag stuck off for the next call.
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) onChange(false);
    },
    get active() {
      return pending > 0;
    },
    get pending() {
      return pending;
    },
  };
}
