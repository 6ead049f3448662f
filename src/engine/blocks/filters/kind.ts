import { blockKind } from '../block-kind.ts';

/** A filters bar: its fields are `$filters` of the blocks it targets. */
export const filtersKind = blockKind<'filters'>({
  renderer: () => import('./FiltersBlock.tsx'),
  data: (block) => (block.load ? { operationId: block.load.operationId } : null),
  forms: (block, pointer) => [{ pointer, schema: block.schema, uiSchema: block.uiSchema, options: block.options }],
  produces: 'filters',
  dropsEmpty: true,
  checks: {
    structure(scan, block, pointer) {
      const target = scan.blockById.get(block.target);
      if (!target) scan.report(`${pointer}/target`, `no block "${block.target}" on this screen`);
      else if (target.block.kind !== 'table') scan.report(`${pointer}/target`, `block "${block.target}" is a ${target.block.kind}, not a table`);
      for (const [index, other] of (block.alsoTargets ?? []).entries()) {
        const also = scan.blockById.get(other);
        if (!also) scan.report(`${pointer}/alsoTargets/${index}`, `no block "${other}" on this screen`);
        else if (!('call' in also.block) || !also.block.call) scan.report(`${pointer}/alsoTargets/${index}`, `block "${other}" has no data call to apply the filters to`);
        else if (other === block.target) scan.report(`${pointer}/alsoTargets/${index}`, `"${other}" is already the target`);
      }
    },
    layout(scan, block, pointer) {
      const names = new Set(scan.ctx.view.propertyNames(block.schema, block.schema));
      block.primaryFields?.forEach((name, index) => {
        if (!names.has(name)) scan.report(`${pointer}/primaryFields/${index}`, `primary filter "${name}" is not a field of this filters block`);
      });
    },
  },
});
