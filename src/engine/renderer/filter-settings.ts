import { filterSettingsKey, screenBlocks, type FiltersBlock, type ScreenDefinition } from '../definition/index.ts';

export type FilterValues = Readonly<Record<string, unknown>>;

/**
 * Filter settings persist per screen in localStorage under FILTER_SETTINGS_<screen id>
 * (business-areas §3), as `{ "<filters block id>": { field: value, … } }`, dates as YYYY-MM-DD.
 * Restored values are held to the filter schema: a field the schema no longer has, or a date
 * in another shape, is dropped rather than sent to the server.
 */
export interface FilterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;

type Properties = Record<string, { format?: string; default?: unknown; type?: unknown }>;

function propertiesOf(block: FiltersBlock): Properties {
  return ((block.schema as { properties?: Properties }).properties ?? {}) as Properties;
}

/** Dates as YYYY-MM-DD: a date-time or a Date keeps its calendar day only. */
function asStoredDate(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return DATE_PREFIX.exec(value)?.[1];
  return undefined;
}

const isDateField = (schema: { format?: string } | undefined) => schema?.format === 'date' || schema?.format === 'date-time';

/** The values as stored: declared fields only, dates as YYYY-MM-DD, empty ones left out. */
export function storedFilterValues(block: FiltersBlock, values: FilterValues): Record<string, unknown> {
  const properties = propertiesOf(block);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const schema = properties[name];
    if (!schema || value === undefined || value === null || value === '') continue;
    const stored = isDateField(schema) ? asStoredDate(value) : value;
    if (stored !== undefined) out[name] = stored;
  }
  return out;
}

/** The schema's defaults: what a filter bar starts with, and what Reset restores. */
export function defaultFilterValues(block: FiltersBlock): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(propertiesOf(block)).flatMap(([name, schema]) => (schema.default === undefined ? [] : [[name, schema.default]])),
  );
}

function readAll(storage: FilterStorage | undefined, screenId: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(filterSettingsKey(screenId)) ?? 'null');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {}; // unreadable settings are as good as none
  }
}

/** True when this screen's filters block was applied before (its settings are stored). */
export function hasStoredFilterValues(storage: FilterStorage | undefined, screenId: string, blockId: string): boolean {
  const saved = readAll(storage, screenId)[blockId];
  return saved !== null && typeof saved === 'object' && !Array.isArray(saved);
}

/** A filters block's starting values: what was applied last time on this screen, else the defaults. */
export function restoredFilterValues(storage: FilterStorage | undefined, screenId: string, blockId: string, block: FiltersBlock): Record<string, unknown> {
  const saved = readAll(storage, screenId)[blockId];
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) return defaultFilterValues(block);
  return storedFilterValues(block, saved as FilterValues);
}

export function persistFilterValues(storage: FilterStorage | undefined, screenId: string, blockId: string, block: FiltersBlock, values: FilterValues): void {
  if (!storage) return;
  const all = readAll(storage, screenId);
  all[blockId] = storedFilterValues(block, values);
  try {
    storage.setItem(filterSettingsKey(screenId), JSON.stringify(all));
  } catch {
    // Storage full or refused (private mode): the filters still apply, they just do not persist.
  }
}

/** Every filters block's starting values by target block (`target` and `alsoTargets`): the screen's store starts with them, so a table's first call is already filtered. */
export function initialFilters(definition: ScreenDefinition, storage: FilterStorage | undefined): Record<string, Record<string, unknown>> {
  const filters: Record<string, Record<string, unknown>> = {};
  for (const { id, block } of screenBlocks(definition)) {
    if (block.kind !== 'filters') continue;
    const values = block.persist === false ? defaultFilterValues(block) : restoredFilterValues(storage, definition.id, id, block);
    for (const target of [block.target, ...(block.alsoTargets ?? [])]) filters[target] = values;
  }
  return filters;
}

/** localStorage when the page has one (not in every test or private context). */
export function browserFilterStorage(): FilterStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
