import type { Block } from '../definition/index.ts';
import { hasStoredFilterValues, type FilterStorage } from './filter-settings.ts';

/**
 * The blocks whose first data call waits for this block, once it is shown. A filters block with
 * a field that starts on a preselected choice (options `preselect`: the current period) holds back
 * the blocks it targets until its choices have answered and it has applied that choice: otherwise
 * a report is generated twice on opening, first without the period, then with it. Settings the
 * user applied before (FILTER_SETTINGS_) are applied at once, so there is nothing to wait for.
 */
export function firstCallHolds(id: string, block: Block, screen: { readonly screenId: string; readonly filterStorage: FilterStorage | undefined }): readonly string[] {
  if (block.kind !== 'filters') return [];
  if (!Object.values(block.options ?? {}).some((source) => source.preselect)) return [];
  if (block.persist !== false && hasStoredFilterValues(screen.filterStorage, screen.screenId, id)) return [];
  return [block.target, ...(block.alsoTargets ?? [])];
}
