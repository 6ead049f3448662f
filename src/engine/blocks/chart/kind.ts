import { itemsOf, missing } from '../../definition/check/sources.ts';
import { blockKind } from '../block-kind.ts';

/** A chart of one call's items: the x field and each series (a number) are in an item. */
export const chartKind = blockKind<'chart'>({
  renderer: () => import('./ChartBlock.tsx'),
  data: (block) => ({ operationId: block.call.operationId }),
  checks: {
    data(scan, chart, pointer) {
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
    },
  },
});
