import { blockKind } from '../block-kind.ts';

/** A wizard: one form per step, their values merged into one `$form`. */
export const wizardKind = blockKind<'wizard'>({
  renderer: () => import('./WizardBlock.tsx'),
  data: (block) => (block.load ? { operationId: block.load.operationId } : null),
  forms: (block, pointer) =>
    Object.entries(block.steps).map(([stepId, step]) => ({
      pointer: `${pointer}/steps/${stepId}`,
      schema: step.schema,
      uiSchema: step.uiSchema,
      options: step.options,
      ...(step.skip ? { skippableStep: stepId } : {}),
    })),
  produces: 'form',
  transient: (block) => block.transient ?? [],
  checks: {
    structure(scan, block, pointer) {
      const owner = new Map<string, string>();
      for (const [stepId, step] of Object.entries(block.steps)) {
        for (const name of Object.keys((step.schema.properties as Record<string, unknown> | undefined) ?? {})) {
          const other = owner.get(name);
          if (other) scan.report(`${pointer}/steps/${stepId}/schema/properties/${name}`, `field "${name}" is also in step "${other}"; the steps' values merge into one object`);
          else owner.set(name, stepId);
        }
      }
    },
  },
});
