import type { FilterStorage } from '../../renderer/filter-settings.ts';

/** Table settings persist beside the filters (FILTER_SETTINGS_<screen id>), per user: TABLE_SETTINGS_<screen id>_<login>. */
export const TABLE_SETTINGS_PREFIX = 'TABLE_SETTINGS_';

export type Density = 'compact' | 'standard';

export interface TableSort {
  readonly column: string;
  readonly direction: 'asc' | 'desc';
}

/** What a user set on one table: columns hidden, widths dragged, row density, the sort last chosen. */
export interface TableSettings {
  readonly hiddenColumns: readonly string[];
  readonly columnWidths: Readonly<Record<string, number>>;
  readonly density?: Density;
  readonly sort?: TableSort;
}

export const NO_TABLE_SETTINGS: TableSettings = { hiddenColumns: [], columnWidths: {} };
export const MIN_COLUMN_WIDTH_PX = 40;
export const MAX_COLUMN_WIDTH_PX = 2000;

/**
 * Who the settings belong to: the login of the user the screen acts as (the impersonated one
 * while an admin impersonates), so two people on one browser keep their own tables. A screen
 * rendered without a user (a test, a public page) keeps them under "anonymous".
 */
export function tableSettingsKey(screenId: string, user: unknown): string {
  const login = user && typeof user === 'object' && typeof (user as { loginName?: unknown }).loginName === 'string' ? (user as { loginName: string }).loginName : 'anonymous';
  return `${TABLE_SETTINGS_PREFIX}${screenId}_${login}`;
}

function readAll(storage: FilterStorage | undefined, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {}; // unreadable settings are as good as none
  }
}

/**
 * One table's settings, held to its columns: an id the table no longer has, a width out of
 * bounds or a density that does not exist is dropped rather than applied.
 */
export function readTableSettings(storage: FilterStorage | undefined, key: string, tableId: string, columnIds: ReadonlySet<string>): TableSettings {
  return sanitizeTableSettings(readAll(storage, key)[tableId], columnIds);
}

export function sanitizeTableSettings(value: unknown, columnIds: ReadonlySet<string>): TableSettings {
  if (value === null || typeof value !== 'object') return NO_TABLE_SETTINGS;
  const record = value as { hiddenColumns?: unknown; columnWidths?: unknown; density?: unknown; sort?: unknown };
  const hiddenColumns = Array.isArray(record.hiddenColumns) ? record.hiddenColumns.filter((id): id is string => typeof id === 'string' && columnIds.has(id)) : [];
  const columnWidths: Record<string, number> = {};
  if (record.columnWidths && typeof record.columnWidths === 'object') {
    for (const [id, width] of Object.entries(record.columnWidths)) {
      if (columnIds.has(id) && typeof width === 'number' && width >= MIN_COLUMN_WIDTH_PX && width <= MAX_COLUMN_WIDTH_PX) columnWidths[id] = Math.round(width);
    }
  }
  const density = record.density === 'compact' || record.density === 'standard' ? record.density : undefined;
  const sort = sanitizeSort(record.sort, columnIds);
  // Every column hidden would leave a table of nothing: that setting is not kept.
  const visible = hiddenColumns.length < columnIds.size ? hiddenColumns : [];
  return { hiddenColumns: visible, columnWidths, ...(density ? { density } : {}), ...(sort ? { sort } : {}) };
}

function sanitizeSort(value: unknown, columnIds: ReadonlySet<string>): TableSort | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { column, direction } = value as { column?: unknown; direction?: unknown };
  if (typeof column !== 'string' || !columnIds.has(column)) return undefined;
  return direction === 'asc' || direction === 'desc' ? { column, direction } : undefined;
}

export function writeTableSettings(storage: FilterStorage | undefined, key: string, tableId: string, settings: TableSettings): void {
  if (!storage) return;
  const all = readAll(storage, key);
  all[tableId] = settings;
  try {
    storage.setItem(key, JSON.stringify(all));
  } catch {
    // Storage full or refused (private mode): the settings apply for this visit only.
  }
}
