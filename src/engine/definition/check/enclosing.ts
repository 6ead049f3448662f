import { kindOf } from '../../blocks/kinds.ts';
import type { Action, Block } from '../generated.ts';
import type { BlockEntry } from '../screen-blocks.ts';
import type { Producer, ScreenScan } from './screen-scan.ts';

/** Pointer prefixes of a pointer, longest first (`/a/b/c` → `/a/b/c`, `/a/b`, `/a`). */
export function prefixes(pointer: string): string[] {
  const tokens = pointer.split('/').slice(1);
  return tokens.map((_, i) => `/${tokens.slice(0, tokens.length - i).join('/')}`);
}

/** The innermost block whose definition contains the pointer. */
export function enclosingBlock(scan: ScreenScan, pointer: string): BlockEntry | undefined {
  return [...scan.blocks].reverse().find((entry) => pointer === entry.pointer || pointer.startsWith(`${entry.pointer}/`));
}

export type ActionSlot = 'rowActions' | 'bulkActions' | 'buttons' | 'export';

/** The action (button, row or bulk action, export) whose definition contains the pointer. */
export function enclosingAction(scan: ScreenScan, pointer: string): { action: Action; pointer: string; slot: ActionSlot } | undefined {
  for (const prefix of prefixes(pointer)) {
    const tokens = prefix.split('/');
    const slot = tokens.at(-2);
    if (slot === 'rowActions' || slot === 'bulkActions' || slot === 'buttons') {
      return { action: scan.at(prefix) as Action, pointer: prefix, slot };
    }
    const key = tokens.at(-1);
    if (key === 'export' && kindOf(scan.at(prefix.split('/').slice(0, -1).join('/')) as Block | undefined)?.actionKeys?.includes(key)) {
      return { action: scan.at(prefix) as Action, pointer: prefix, slot: key };
    }
  }
  return undefined;
}

/** The reason prompt of an action as a one-field form: `$form.reason`. */
export function reasonProducer(action: Action, pointer: string): Producer {
  const schema = { type: 'string', format: 'reason', minLength: 1 };
  return {
    blockId: '',
    pointer: `${pointer}/reason`,
    transient: new Set(),
    offered: new Set(),
    dropsEmpty: false,
    fields: new Map([['reason', { schema, pointer: `${pointer}/reason`, required: action.reason?.required !== false, hasDefault: false }]]),
  };
}

/** What `$form` means at a pointer: the reason prompt of the enclosing action, else the enclosing form, wizard or filters block. */
export function formProducerAt(scan: ScreenScan, pointer: string): Producer | undefined {
  const action = enclosingAction(scan, pointer);
  if (action?.action.reason) return reasonProducer(action.action, action.pointer);
  for (const prefix of prefixes(pointer)) {
    const entry = scan.blocks.find((b) => b.pointer === prefix);
    if (entry) {
      const producer = scan.producerOf(entry);
      if (producer) return producer;
    }
  }
  return undefined;
}

/** The block listing rows (a table) whose definition contains the pointer. */
export function enclosingTable(scan: ScreenScan, pointer: string): BlockEntry | undefined {
  for (const prefix of prefixes(pointer)) {
    const entry = scan.blocks.find((b) => b.pointer === prefix);
    if (entry && kindOf(entry.block)?.rows) return entry;
  }
  return undefined;
}

/**
 * What `$filters` means at a pointer: the filters block that targets the enclosing block, as its
 * `target` (a table) or in its `alsoTargets` (a chart beside it, a table per lead type).
 */
export function filtersProducerAt(scan: ScreenScan, pointer: string): Producer | undefined {
  for (const prefix of prefixes(pointer)) {
    const entry = scan.blocks.find((b) => b.pointer === prefix);
    if (!entry) continue;
    const filters = scan.blocks.find((b) => kindOf(b.block)?.produces === 'filters' && filterTargets(b.block).includes(entry.id));
    if (filters) return scan.producerOf(filters);
  }
  return undefined;
}

/** The blocks a filters block applies to: its `target` and `alsoTargets`. */
function filterTargets(block: Block): string[] {
  const { target, alsoTargets } = block as { target?: unknown; alsoTargets?: unknown };
  return [target, ...(Array.isArray(alsoTargets) ? alsoTargets : [])].filter((id): id is string => typeof id === 'string');
}

/** Blocks (tables) whose row actions open the given modal (its blocks then read `$row`). */
export function tablesOpening(scan: ScreenScan, modalId: string): BlockEntry[] {
  return scan.blocks.filter((entry) => Object.values(kindOf(entry.block)?.rowActions?.(entry.block) ?? {}).some((a) => a?.openModal === modalId));
}
