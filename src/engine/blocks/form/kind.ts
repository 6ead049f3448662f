import { blockKind } from '../block-kind.ts';

/** A form: one schema, loaded by `load`, submitted as `$form`. */
export const formKind = blockKind<'form'>({
  renderer: () => import('./FormBlock.tsx'),
  data: (block) => (block.load ? { operationId: block.load.operationId } : null),
  forms: (block, pointer) => [{ pointer, schema: block.schema, uiSchema: block.uiSchema, options: block.options }],
  produces: 'form',
  transient: (block) => block.transient ?? [],
});
