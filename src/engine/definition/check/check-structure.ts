import type { Action, Outcome } from '../generated.ts';
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
    if (block.kind === 'filters') {
      const target = scan.blockById.get(block.target);
      if (!target) scan.report(`${pointer}/target`, `no block "${block.target}" on this screen`);
      else if (target.block.kind !== 'table') scan.report(`${pointer}/target`, `block "${block.target}" is a ${target.block.kind}, not a table`);
      for (const [index, other] of (block.alsoTargets ?? []).entries()) {
        const also = scan.blockById.get(other);
        if (!also) scan.report(`${pointer}/alsoTargets/${index}`, `no block "${other}" on this screen`);
        else if (!('call' in also.block) || !also.block.call) scan.report(`${pointer}/alsoTargets/${index}`, `block "${other}" has no data call to apply the filters to`);
        else if (other === block.target) scan.report(`${pointer}/alsoTargets/${index}`, `"${other}" is already the target`);
      }
    }
    if (block.kind === 'table') {
      if (block.bulkActions && Object.keys(block.bulkActions).length && !block.selection) {
        scan.report(`${pointer}/bulkActions`, 'bulk actions need "selection": true');
      }
      for (const [id, action] of Object.entries(block.rowActions ?? {})) {
        if (action?.forEachSelected) scan.report(`${pointer}/rowActions/${id}/forEachSelected`, '"forEachSelected" belongs to bulk actions only');
      }
    }
    const producer = scan.producerOf({ block, pointer, id: '', modalId: undefined });
    if (producer) {
      const transient = block.kind === 'form' || block.kind === 'wizard' ? (block.transient ?? []) : [];
      transient.forEach((name, index) => {
        if (!producer.fields.has(name)) scan.report(`${pointer}/transient/${index}`, `no field "${name}" to be transient`);
      });
      const optionSets = block.kind === 'wizard' ? Object.entries(block.steps).map(([id, step]) => [`${pointer}/steps/${id}/options`, step.options] as const) : [[`${pointer}/options`, block.kind === 'form' || block.kind === 'filters' ? block.options : undefined] as const];
      for (const [at, options] of optionSets) {
        for (const field of Object.keys(options ?? {})) {
          const [head = '', ...rest] = field.split('.');
          const schema = producer.fields.get(head)?.schema;
          if (!schema || (rest.length && scan.ctx.view.at(schema, rest) === undefined)) scan.report(`${at}/${field}`, `options for "${field}", which is not a field of this block`);
        }
      }
    }
    if (block.kind === 'wizard') {
      const owner = new Map<string, string>();
      for (const [stepId, step] of Object.entries(block.steps)) {
        for (const name of Object.keys((step.schema.properties as Record<string, unknown> | undefined) ?? {})) {
          const other = owner.get(name);
          if (other) scan.report(`${pointer}/steps/${stepId}/schema/properties/${name}`, `field "${name}" is also in step "${other}"; the steps' values merge into one object`);
          else owner.set(name, stepId);
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
    else if (target.block.kind !== 'modal') scan.report(`${pointer}/openModal`, `block "${action.openModal}" is a ${target.block.kind}, not a modal`);
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
