import type { ChartBlock, DetailBlock, MapBlock, OptionsSource, TableBlock } from '../generated.ts';
import { isBindingExpression, parseBinding } from '../../bindings/parse-binding.ts';
import { successBodySchema, type SchemaNode } from './contract-shape.ts';
import type { ScreenScan, SourceSchema } from './screen-scan.ts';
import { refName } from './screen-scan.ts';

/**
 * What a block reads from a response exists there: table columns and row keys in the row schema
 * (a paged result's `content` items), detail fields in the record, chart points and series in
 * the report, options items, values and labels in their source; server paging needs the
 * operation's `page`, `size` (and for sorting `sort`) parameters.
 */
export function checkData(scan: ScreenScan): void {
  for (const entry of scan.blocks) {
    const { block, pointer } = entry;
    if (block.kind === 'table') checkTable(scan, block, pointer);
    if (block.kind === 'detail') checkDetail(scan, block, pointer);
    if (block.kind === 'chart') checkChart(scan, block, pointer);
    if (block.kind === 'map') checkMap(scan, block, pointer);
    if (block.kind === 'form' || block.kind === 'filters') checkOptions(scan, block.options, `${pointer}/options`);
    if (block.kind === 'wizard') {
      for (const [stepId, step] of Object.entries(block.steps)) checkOptions(scan, step.options, `${pointer}/steps/${stepId}/options`);
    }
  }
}

function missing(scan: ScreenScan, source: SourceSchema, field: string, pointer: string, what: string): void {
  if (source.schema === 'open') return;
  if (scan.ctx.view.at(source.schema, field.split('.')) === undefined) scan.report(pointer, `${what} "${field}" is not in ${source.label}`);
}

function checkTable(scan: ScreenScan, table: TableBlock, pointer: string): void {
  const op = scan.operation(table.call.operationId);
  if (!op) return;
  const rows = scan.rowsOf(table, pointer);
  if (rows) {
    for (const [id, column] of Object.entries(table.columns)) {
      if (column) missing(scan, rows, column.field, `${pointer}/columns/${id}/field`, 'column field');
    }
    const keys = Array.isArray(table.rowKey) ? table.rowKey : [table.rowKey];
    keys.forEach((key, index) => missing(scan, rows, key, `${pointer}/rowKey${Array.isArray(table.rowKey) ? `/${index}` : ''}`, 'row key'));
  }
  const query = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  const sorted = Object.values(table.columns).some((c) => c?.sortable) || table.defaultSort !== undefined;
  if (table.paging.mode === 'server') {
    for (const name of ['page', 'size', ...(sorted ? ['sort'] : [])]) {
      if (!query.has(name)) scan.report(`${pointer}/paging/mode`, `server paging needs query parameter "${name}", which ${op.operationId} does not have`);
    }
  }
  if (table.defaultSort) {
    const column = table.columns[table.defaultSort.column];
    if (!column) scan.report(`${pointer}/defaultSort/column`, `no column "${table.defaultSort.column}" in this table`);
    else if (!column.sortable) scan.report(`${pointer}/defaultSort/column`, `column "${table.defaultSort.column}" is not sortable`);
  }
}

function recordOf(scan: ScreenScan, source: SourceSchema | null | undefined, record: string | undefined, pointer: string): SourceSchema | undefined {
  if (!source || source.schema === 'open' || record === undefined) return source ?? undefined;
  const at = scan.ctx.view.at(source.schema, record.split('.'));
  if (at === undefined) {
    scan.report(pointer, `"${record}" is not in ${source.label}`);
    return undefined;
  }
  return { schema: at, label: `"${record}" of ${source.label}` };
}

function checkDetail(scan: ScreenScan, detail: DetailBlock, pointer: string): void {
  const origin = detail.from !== undefined ? (isBindingExpression(detail.from) ? sourceOfBinding(scan, detail.from) : undefined) : scan.dataOf(detail);
  const record = recordOf(scan, origin, detail.record, `${pointer}/record`);
  if (!record) return;
  for (const [id, field] of Object.entries(detail.fields)) if (field) missing(scan, record, field.field, `${pointer}/fields/${id}/field`, 'detail field');
}

function checkChart(scan: ScreenScan, chart: ChartBlock, pointer: string): void {
  const items = itemsOf(scan, scan.dataOf(chart), chart.items, `${pointer}/items`);
  if (!items) return;
  missing(scan, items, chart.x.field, `${pointer}/x/field`, 'x axis field');
  for (const [id, series] of Object.entries(chart.series)) {
    if (!series) continue;
    missing(scan, items, series.field, `${pointer}/series/${id}/field`, 'series field');
    const at = items.schema === 'open' ? 'open' : scan.ctx.view.at(items.schema, series.field.split('.'));
    const types = at && at !== 'open' ? scan.ctx.view.types(at) : undefined;
    if (types && !types.has('number') && !types.has('integer')) {
      scan.report(`${pointer}/series/${id}/field`, `series field "${series.field}" is ${[...types].join(' or ')}, not a number`);
    }
  }
}

/** A number the map reads (a point's or the centre's coordinates, the radius) must be one in the answer. */
function numberAt(scan: ScreenScan, source: SourceSchema, field: string, pointer: string, what: string): void {
  if (source.schema === 'open') return;
  const at = scan.ctx.view.at(source.schema, field.split('.'));
  if (at === undefined) {
    scan.report(pointer, `${what} "${field}" is not in ${source.label}`);
    return;
  }
  const types = scan.ctx.view.types(at);
  if (types && !types.has('number') && !types.has('integer')) scan.report(pointer, `${what} "${field}" is ${[...types].join(' or ')}, not a number`);
}

function checkMap(scan: ScreenScan, map: MapBlock, pointer: string): void {
  const data = scan.dataOf(map);
  const items = itemsOf(scan, data, map.points.items, `${pointer}/points/items`);
  if (items) {
    numberAt(scan, items, map.points.latitude, `${pointer}/points/latitude`, 'latitude');
    numberAt(scan, items, map.points.longitude, `${pointer}/points/longitude`, 'longitude');
    if (map.points.label) missing(scan, items, map.points.label, `${pointer}/points/label`, 'label');
  }
  if (!data) return;
  if (map.centre) {
    numberAt(scan, data, map.centre.latitude, `${pointer}/centre/latitude`, 'centre latitude');
    numberAt(scan, data, map.centre.longitude, `${pointer}/centre/longitude`, 'centre longitude');
    if (map.centre.label) missing(scan, data, map.centre.label, `${pointer}/centre/label`, 'centre label');
  }
  if (map.radiusMiles) numberAt(scan, data, map.radiusMiles, `${pointer}/radiusMiles`, 'radius');
}

/** The item schema of the array at `path` (absent: the source itself) of a source. */
function itemsOf(scan: ScreenScan, source: SourceSchema | null | undefined, path: string | undefined, pointer: string): SourceSchema | undefined {
  const list = recordOf(scan, source, path, pointer);
  if (!list || list.schema === 'open') return list;
  const types = scan.ctx.view.types(list.schema);
  if (types && !types.has('array')) {
    scan.report(pointer, `${path ? `"${path}" of ` : ''}${list.label} is not a list`);
    return undefined;
  }
  const items = scan.ctx.view.items(list.schema);
  return { schema: items ?? 'open', label: `the items of ${list.label}${refName(items)}` };
}

function checkOptions(scan: ScreenScan, options: Record<string, OptionsSource> | undefined, pointer: string): void {
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
    } else if (source.from && isBindingExpression(source.from)) {
      origin = sourceOfBinding(scan, source.from);
    }
    const items = itemsOf(scan, origin, source.items, `${at}/items`);
    if (!items) continue;
    if (source.value) missing(scan, items, source.value, `${at}/value`, 'option value');
    if (source.label) missing(scan, items, source.label, `${at}/label`, 'option label');
    if (source.preselect) missing(scan, items, source.preselect, `${at}/preselect`, 'option preselect');
  }
}

/** The schema a `$data.<block>.<path>` binding reads (other roots: not known statically). */
function sourceOfBinding(scan: ScreenScan, expression: string): SourceSchema | undefined {
  let binding;
  try {
    binding = parseBinding(expression);
  } catch {
    return undefined;
  }
  if (binding.root !== 'data') return undefined;
  const [blockId = '', ...rest] = binding.path;
  const entry = scan.blockById.get(blockId);
  const data = entry ? scan.dataOf(entry.block) : undefined;
  if (!data || data.schema === 'open') return data ?? undefined;
  const at = scan.ctx.view.at(data.schema, rest);
  return at === undefined ? undefined : { schema: at as SchemaNode | 'open', label: `${expression}` };
}
