import type { Action, Outcome } from '../generated.ts';
import { kindOf } from '../../blocks/kinds.ts';
import type { ScreenScan } from './screen-scan.ts';

/**
 * References between blocks hold: block ids are unique at every depth, a filters block targets a
 * table, `openModal` names a modal, `reload` names blocks, bulk actions come with selection,
 * `forEachSelected` only on bulk actions; a form's `transient` and `options` name its fields,
 * and a wizard's field names are unique over its steps.
 */
export function checkStructure(scan: ScreenScan): void {
  const seen = new Map<string, string>();
  for (const entry of scan.blocks) {
    const first = seen.get(entry.id);
    if (first) scan.report(entry.pointer, `block id "${entry.id}" is already used at ${first}; block ids are unique over the screen`);
    else seen.set(entry.id, entry.pointer);
  }
  for (const { block, pointer } of scan.blocks) {
    const kind = kindOf(block);
    kind?.checks?.structure?.(scan, block, pointer);
    const producer = scan.producerOf({ block, pointer, id: '', modalId: undefined });
    if (producer) {
      (kind?.transient?.(block) ?? []).forEach((name, index) => {
        if (!producer.fields.has(name)) scan.report(`${pointer}/transient/${index}`, `no field "${name}" to be transient`);
      });
      for (const part of kind?.forms?.(block, pointer) ?? []) {
        const at = `${part.pointer}/options`;
        const options = part.options;
        for (const field of Object.keys(options ?? {})) {
          const [head = '', ...rest] = field.split('.');
          const schema = producer.fields.get(head)?.schema;
          if (!schema || (rest.length && scan.ctx.view.at(schema, rest) === undefined)) scan.report(`${at}/${field}`, `options for "${field}", which is not a field of this block`);
        }
      }
    }
  }
  walkActions(scan, scan.definition, '');
}

/** Every action and outcome, wherever it sits, for its block references. */
function walkActions(scan: ScreenScan, node: unknown, pointer: string): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    node.forEach((item, i) => walkActions(scan, item, `${pointer}/${i}`));
    return;
  }
  const record = node as Record<string, unknown>;
  if (typeof record.kind === 'string' && pointer.endsWith('/schema')) return;
  const action = record as Partial<Action>;
  if (typeof action.openModal === 'string') {
    const target = scan.blockById.get(action.openModal);
    if (!target) scan.report(`${pointer}/openModal`, `no block "${action.openModal}" on this screen`);
    else if (!kindOf(target.block)?.children) scan.report(`${pointer}/openModal`, `block "${action.openModal}" is a ${target.block.kind}, not a modal`);
  }
  if (pointer.endsWith('/onSuccess')) {
    (record as Outcome).reload?.forEach((id, i) => {
      if (!scan.blockById.has(id)) scan.report(`${pointer}/reload/${i}`, `no block "${id}" on this screen`);
    });
  }
  for (const [key, value] of Object.entries(record)) {
    if (key === 'schema' || key === 'uiSchema') continue;
    walkActions(scan, value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}
