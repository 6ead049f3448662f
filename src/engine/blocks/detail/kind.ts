import type { DetailBlock } from '../../definition/generated.ts';
import type { ScreenScan } from '../../definition/check/screen-scan.ts';
import { missing, progressNumber, recordOf, sourceOfBinding } from '../../definition/check/sources.ts';
import { checkShown, codesAt } from '../../definition/check/shown-values.ts';
import { blockKind } from '../block-kind.ts';

/** Detail fields are in the record: its own call's answer (or `record` of it), or another block's data (`from`). */
function checkData(scan: ScreenScan, detail: DetailBlock, pointer: string): void {
  const origin = detail.from !== undefined ? sourceOfBinding(scan, detail.from) : scan.dataOf(detail);
  const record = recordOf(scan, origin, detail.record, `${pointer}/record`);
  if (!record) return;
  for (const [id, field] of Object.entries(detail.fields)) if (field) missing(scan, record, field.field, `${pointer}/fields/${id}/field`, 'detail field');
}

/** One record's fields, from its own call or from another block's data (`from`). */
export const detailKind = blockKind<'detail'>({
  renderer: () => import('./DetailBlock.tsx'),
  // A detail reading another block's data (`from`) publishes nothing of its own.
  data: (block) => (block.call ? { operationId: block.call.operationId } : null),
  shownFields(scan, block) {
    if (!block.call) return undefined;
    const data = scan.dataOf(block);
    if (!data || data.schema === 'open') return undefined;
    return {
      operationId: block.call.operationId,
      part: 'response',
      available: scan.ctx.view.propertyNames(data.schema),
      shown: Object.values(block.fields).map((field) => field.field.split('.')[0]!),
    };
  },
  checks: {
    data: checkData,
    enumLabels(scan, block, pointer) {
      if (block.from !== undefined) return;
      const data = scan.dataOf(block);
      if (!data || data.schema === 'open') return;
      const record = block.record === undefined ? data.schema : scan.ctx.view.at(data.schema, block.record.split('.'));
      if (record === undefined || record === 'open') return;
      for (const [id, field] of Object.entries(block.fields)) {
        if (field) checkShown(scan, codesAt(scan, record, field.field), field.format, field.field, `${pointer}/fields/${id}`);
      }
    },
    progress(scan, block, pointer) {
      if (!block.call || block.record !== undefined) return;
      const source = scan.dataOf(block);
      for (const [id, field] of Object.entries(block.fields)) {
        if (field?.format === 'progress' && source) progressNumber(scan, source, field.field, `${pointer}/fields/${id}/format`);
      }
    },
  },
});
