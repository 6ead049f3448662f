import type { Action, TableBlock } from '../generated.ts';
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
    if (tokens.at(-1) === 'export' && (scan.at(prefix.split('/').slice(0, -1).join('/')) as { kind?: string })?.kind === 'table') {
      return { action: scan.at(prefix) as Action, pointer: prefix, slot: 'export' };
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

/** The table whose definition contains the pointer. */
export function enclosingTable(scan: ScreenScan, pointer: string): { entry: BlockEntry; table: TableBlock } | undefined {
  for (const prefix of prefixes(pointer)) {
    const entry = scan.blocks.find((b) => b.pointer === prefix);
    if (entry?.block.kind === 'table') return { entry, table: entry.block };
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
    const filters = scan.blocks.find((b) => b.block.kind === 'filters' && (b.block.target === entry.id || (b.block.alsoTargets ?? []).includes(entry.id)));
    if (filters) return scan.producerOf(filters);
  }
  return undefined;
}

/** Tables whose row actions open the given modal (its blocks then read `$row`). */
export function tablesOpening(scan: ScreenScan, modalId: string): Array<{ entry: BlockEntry; table: TableBlock }> {
  return scan.blocks.flatMap((entry) =>
    entry.block.kind === 'table' && Object.values(entry.block.rowActions ?? {}).some((a) => a?.openModal === modalId)
      ? [{ entry, table: entry.block }]
      : [],
  );
}
