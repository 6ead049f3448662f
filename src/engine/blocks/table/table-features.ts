import {
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';

/**
 * The features every engine table registers, at module scope so their identity never changes
 * (a new object per render would rebuild every row model). Server tables set manualSorting and
 * manualPagination, which bypass the client stages; client lists sort here.
 */
export const TABLE_FEATURES = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic, datetime: sortFn_datetime },
  rowSelectionFeature,
  rowPaginationFeature,
});

export type TableFeatureSet = typeof TABLE_FEATURES;
export type TableRow = Record<string, unknown>;
