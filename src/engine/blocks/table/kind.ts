import type { TableBlock } from '../../definition/generated.ts';
import type { ScreenScan, SourceSchema } from '../../definition/check/screen-scan.ts';
import { missing, progressNumber, refName } from '../../definition/check/sources.ts';
import { checkShown, codesAt } from '../../definition/check/shown-values.ts';
import { blockKind } from '../block-kind.ts';

/** The row schema: `rows`, else `content` of a paged result, else the array answered. */
function rowsOf(scan: ScreenScan, table: TableBlock, pointer: string): SourceSchema | undefined {
  const data = scan.dataOf(table);
  if (!data) return undefined;
  if (data.schema === 'open') return data;
  const view = scan.ctx.view;
  const path = table.rows ?? (table.paging.mode === 'server' || view.property(data.schema, 'content') ? 'content' : undefined);
  const array = path === undefined ? data.schema : view.at(data.schema, path.split('.'));
  if (array === undefined) {
    scan.report(`${pointer}${table.rows ? '/rows' : ''}`, `rows "${path}" are not in ${data.label}`);
    return undefined;
  }
  if (array === 'open') return { schema: 'open', label: data.label };
  const types = view.types(array);
  if (types && !types.has('array')) {
    scan.report(`${pointer}${table.rows ? '/rows' : '/call'}`, `${path ? `"${path}" of ` : ''}${data.label} is not a list of rows; set "rows" to the path of the row array`);
    return undefined;
  }
  const items = view.items(array);
  return { schema: items ?? 'open', label: `the rows of ${table.call.operationId}${refName(items)}` };
}

/** Columns and row keys in the row schema; server paging needs the operation's `page`, `size` (and `sort`). */
function checkData(scan: ScreenScan, table: TableBlock, pointer: string): void {
  const op = scan.operation(table.call.operationId);
  if (!op) return;
  const rows = rowsOf(scan, table, pointer);
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

/** A table of rows from one call, with row, bulk and export actions. */
export const tableKind = blockKind<'table'>({
  renderer: () => import('./TableBlock.tsx'),
  data: (block) => ({ operationId: block.call.operationId }),
  rows: rowsOf,
  rowActions: (block) => block.rowActions,
  actionKeys: ['export'],
  serverPaged: (block) => block.paging.mode === 'server',
  shownFields(scan, block, pointer) {
    const rows = rowsOf(scan, block, pointer);
    if (!rows || rows.schema === 'open') return undefined;
    return {
      operationId: block.call.operationId,
      part: 'rows',
      available: scan.ctx.view.propertyNames(rows.schema),
      shown: Object.values(block.columns).map((column) => column.field.split('.')[0]!),
    };
  },
  checks: {
    structure(scan, block, pointer) {
      if (block.bulkActions && Object.keys(block.bulkActions).length && !block.selection) {
        scan.report(`${pointer}/bulkActions`, 'bulk actions need "selection": true');
      }
      for (const [id, action] of Object.entries(block.rowActions ?? {})) {
        if (action?.forEachSelected) scan.report(`${pointer}/rowActions/${id}/forEachSelected`, '"forEachSelected" belongs to bulk actions only');
      }
    },
    data: checkData,
    enumLabels(scan, block, pointer) {
      const rows = rowsOf(scan, block, pointer);
      if (!rows) return;
      for (const [id, column] of Object.entries(block.columns)) {
        if (column) checkShown(scan, codesAt(scan, rows.schema, column.field), column.format, column.field, `${pointer}/columns/${id}`);
      }
    },
    layout(scan, block, pointer) {
      block.primaryRowActions?.forEach((id, index) => {
        if (!block.rowActions?.[id]) scan.report(`${pointer}/primaryRowActions/${index}`, `primary row action "${id}" is not one of this table's row actions`);
      });
    },
    progress(scan, block, pointer) {
      const rows = rowsOf(scan, block, pointer);
      for (const [id, column] of Object.entries(block.columns)) {
        if (column?.format === 'progress' && rows) progressNumber(scan, rows, column.field, `${pointer}/columns/${id}/format`);
      }
    },
  },
});
