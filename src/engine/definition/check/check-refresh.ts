import { kindOf } from '../../blocks/kinds.ts';
import type { ScreenScan } from './screen-scan.ts';

const isNode = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a data call of each block sits: the call a block loads its data with. */
const DATA_CALL_KEYS = ['call', 'load'] as const;

/**
 * A call's `refresh` polls a block's data, so it belongs only on a block's own data call (an
 * action's or an options call has no answer the screen keeps to poll), its `reloadWhenDone` names
 * blocks that have a data call to run again; and a `progress` value (a detail field or a column)
 * reads a number of the answer.
 */
export function checkRefresh(scan: ScreenScan): void {
  const dataCalls = new Set(scan.blocks.flatMap((entry) => DATA_CALL_KEYS.map((key) => `${entry.pointer}/${key}`)));
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`));
    if (!isNode(node)) return;
    if (typeof node.operationId === 'string' && isNode(node.refresh)) checkOne(scan, node.refresh, pointer, dataCalls.has(pointer));
    for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(scan.definition.blocks, '/blocks');
  checkProgressFormats(scan);
}

function checkOne(scan: ScreenScan, refresh: Record<string, unknown>, pointer: string, isDataCall: boolean): void {
  if (!isDataCall) scan.report(`${pointer}/refresh`, 'refresh polls a block\'s data, so it belongs only on a block\'s data call ("call" of a table, detail, chart or map, "load" of a form, wizard or filters block)');
  const ids = Array.isArray(refresh.reloadWhenDone) ? refresh.reloadWhenDone : [];
  ids.forEach((id, index) => {
    const entry = typeof id === 'string' ? scan.blockById.get(id) : undefined;
    if (!entry) scan.report(`${pointer}/refresh/reloadWhenDone/${index}`, `no block "${String(id)}" on this screen`);
    else if (scan.dataOf(entry.block) === null) scan.report(`${pointer}/refresh/reloadWhenDone/${index}`, `block "${entry.id}" (${entry.block.kind}) has no data call to run again`);
  });
}

function checkProgressFormats(scan: ScreenScan): void {
  for (const { block, pointer } of scan.blocks) kindOf(block)?.checks?.progress?.(scan, block, pointer);
}
