import { useCallback, useSyncExternalStore } from 'react';

/** What a modal is opened with: the row of the table action that opened it, if any. */
export interface ModalOpening {
  readonly row?: Readonly<Record<string, unknown>>;
}

/** What a call said when its success closed a modal: shown where the modal sits, as the dialog has gone. */
export interface ModalNotice {
  readonly severity: 'success';
  readonly text: string;
}

/** A screen's shared, changing state: plain data, replaced (never mutated) on every change. */
export interface ScreenState {
  /** `$data.<blockId>`: the last response of each block's data call. */
  readonly data: Readonly<Record<string, unknown>>;
  /** The applied filter values per target table id (`$filters` of that table). */
  readonly filters: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** How many times each block was asked to reload; a data call re-runs when its count moves. */
  readonly reloads: Readonly<Record<string, number>>;
  /** Modals open now, by modal block id. */
  readonly modals: Readonly<Record<string, ModalOpening>>;
  /** The last notice of each modal closed by a successful call, by modal block id. */
  readonly modalNotices: Readonly<Record<string, ModalNotice>>;
  /**
   * Blocks whose data call waits for another block to start, by the holding block's id: a
   * filters block whose fields start on a preselected choice holds its targets back until it has
   * applied that choice, so they are called once, with it (first-call-holds.ts).
   */
  readonly holds: Readonly<Record<string, readonly string[]>>;
  /** Holding blocks that have started (applied their starting values): they hold nothing back again. */
  readonly started: Readonly<Record<string, true>>;
}

export interface ScreenStore {
  getState(): ScreenState;
  subscribe(listener: () => void): () => void;
  setData(blockId: string, value: unknown): void;
  setFilters(tableId: string, values: Readonly<Record<string, unknown>>): void;
  reload(blockIds: readonly string[]): void;
  openModal(modalId: string, opening?: ModalOpening): void;
  /** Closes the modal; a notice (the success message of the call that closed it) stays on the screen. */
  closeModal(modalId: string, notice?: ModalNotice): void;
  /** Holds these blocks' data calls back until the holder starts or lets go; nothing once it has started. */
  hold(holderId: string, blockIds: readonly string[]): void;
  /** Lets go of what the holder holds (it is hidden or gone), without counting it as started. */
  release(holderId: string): void;
  /** The holder has applied its starting values: what it held is called now, and it never holds again. */
  markStarted(holderId: string): void;
}

/** True while a block's data call is held back by another block (a filters block not started yet). */
export function isHeld(state: ScreenState, blockId: string): boolean {
  return Object.values(state.holds).some((blockIds) => blockIds.includes(blockId));
}

const EMPTY_STATE: ScreenState = { data: {}, filters: {}, reloads: {}, modals: {}, modalNotices: {}, holds: {}, started: {} };

/**
 * One store per rendered screen, read through useSyncExternalStore with selectors, so a block
 * re-renders when the slice it reads changes and not when another block's data arrives.
 */
export function createScreenStore(initial: Partial<ScreenState> = {}): ScreenStore {
  let state: ScreenState = { ...EMPTY_STATE, ...initial };
  const listeners = new Set<() => void>();
  const update = (next: ScreenState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setData(blockId, value) {
      if (Object.is(state.data[blockId], value)) return;
      update({ ...state, data: { ...state.data, [blockId]: value } });
    },
    setFilters(tableId, values) {
      update({ ...state, filters: { ...state.filters, [tableId]: values } });
    },
    reload(blockIds) {
      if (blockIds.length === 0) return;
      const reloads = { ...state.reloads };
      for (const id of blockIds) reloads[id] = (reloads[id] ?? 0) + 1;
      update({ ...state, reloads });
    },
    openModal(modalId, opening = {}) {
      update({ ...state, modals: { ...state.modals, [modalId]: opening } });
    },
    closeModal(modalId, notice) {
      if (!(modalId in state.modals)) return;
      const { [modalId]: _closed, ...modals } = state.modals;
      // A new object each time, so the same text twice in a row is shown (and announced) again.
      update({ ...state, modals, modalNotices: notice ? { ...state.modalNotices, [modalId]: { ...notice } } : state.modalNotices });
    },
    hold(holderId, blockIds) {
      if (state.started[holderId] || blockIds.length === 0) return;
      update({ ...state, holds: { ...state.holds, [holderId]: [...blockIds] } });
    },
    release(holderId) {
      if (!(holderId in state.holds)) return;
      const { [holderId]: _released, ...holds } = state.holds;
      update({ ...state, holds });
    },
    markStarted(holderId) {
      if (state.started[holderId]) return;
      const { [holderId]: _released, ...holds } = state.holds;
      update({ ...state, holds, started: { ...state.started, [holderId]: true } });
    },
  };
}

/** A slice of the screen state; the component re-renders only when the selected value changes (Object.is). */
export function useScreenSelector<T>(store: ScreenStore, selector: (state: ScreenState) => T): T {
  const select = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, select, select);
}
