import type { OptionsSource } from '../generated.ts';
import { kindOf } from '../../blocks/kinds.ts';
import { successBodySchema } from './contract-shape.ts';
import type { ScreenScan, SourceSchema } from './screen-scan.ts';
import { itemsOf, missing, refName, sourceOfBinding } from './sources.ts';

/**
 * What a block reads from a response exists there: each kind checks its own (table columns and
 * row keys in the row schema, detail fields in the record, chart points and series in the report,
 * server paging's `page`, `size`, `sort` parameters); here, the options of every form a block
 * draws: items, values and labels in their source.
 */
export function checkData(scan: ScreenScan): void {
  for (const { block, pointer } of scan.blocks) {
    const kind = kindOf(block);
    kind?.checks?.data?.(scan, block, pointer);
    for (const part of kind?.forms?.(block, pointer) ?? []) checkOptions(scan, part.options, `${part.pointer}/options`);
  }
}

function checkOptions(scan: ScreenScan, options: Readonly<Record<string, OptionsSource>> | undefined, pointer: string): void {
  for (const [field, source] of Object.entries(options ?? {})) {
    const at = `${pointer}/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    let origin: SourceSchema | undefined;
    if (source.call) {
      const op = scan.operation(source.call.operationId);
      if (op && source.search && !op.parameters.some((parameter) => parameter.in === 'query' && parameter.name === source.search)) {
        scan.report(`${at}/search`, `${op.operationId} has no query parameter "${source.search}" for the typed text`);
      }
      const schema = op ? successBodySchema(op) : undefined;
      origin = op ? { schema: schema ?? 'open', label: `the response of ${op.operationId}${refName(schema)}` } : undefined;
    } else if (source.from) {
      origin = sourceOfBinding(scan, source.from);
    }
    const items = itemsOf(scan, origin, source.items, `${at}/items`);
    if (!items) continue;
    if (source.value) missing(scan, items, source.value, `${at}/value`, 'option value');
    if (source.label) missing(scan, items, source.label, `${at}/label`, 'option label');
    if (source.preselect) missing(scan, items, source.preselect, `${at}/preselect`, 'option preselect');
  }
}
