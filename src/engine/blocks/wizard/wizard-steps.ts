import { evaluateCondition, type BindingScope } from '../../bindings/index.ts';
import { orderedEntries, type WizardBlock, type WizardStep } from '../../definition/index.ts';

export interface ActiveStep {
  readonly id: string;
  readonly step: WizardStep;
}

/** The steps the user goes through now: in order, without those whose skip condition holds for the answers so far. */
export function activeSteps(block: WizardBlock, scope: BindingScope): ActiveStep[] {
  return orderedEntries(block.steps)
    .filter(([, step]) => !(step.skip && evaluateCondition(step.skip, scope)))
    .map(([id, step]) => ({ id, step }));
}

/** The top-level field names of a step's schema. */
export function stepFields(step: WizardStep): string[] {
  const properties = (step.schema as { properties?: Record<string, unknown> }).properties;
  return properties ? Object.keys(properties) : [];
}

/** The step that holds a field (`websiteProvider.providerName` belongs to the step with `websiteProvider`). */
export function stepOfField(steps: readonly ActiveStep[], field: string): string | undefined {
  const top = field.split('.')[0] ?? field;
  return steps.find(({ step }) => stepFields(step).includes(top))?.id;
}
