import { useMemo } from 'react';
import { evaluateCondition, type BindingScope } from '../../bindings/index.ts';
import type { Condition, FieldsSchema, FieldsUiSchema } from '../../definition/index.ts';

type Shown = { schema: FieldsSchema; uiSchema: FieldsUiSchema | undefined };

/** The pruned schemas by definition schema and hidden fields, so a form's schema object stays the same across renders and visits. */
const pruned = new WeakMap<FieldsSchema, Map<string, Shown>>();

function visibilityOf(uiSchema: FieldsUiSchema | undefined): [string, Condition][] {
  if (!uiSchema) return [];
  return Object.entries(uiSchema).flatMap(([name, entry]) => {
    const condition = (entry as { 'ui:visible'?: Condition } | undefined)?.['ui:visible'];
    return name.startsWith('ui:') || !condition ? [] : [[name, condition] as [string, Condition]];
  });
}

/**
 * A form's or filter's fields without those whose `"ui:visible"` condition fails for this user
 * and page (the Lead Viewer's dealer filter, shown to users who act for several dealers). A
 * hidden field is not drawn, not required and not sent: it leaves the schema, not just the view.
 */
export function useShownFields(schema: FieldsSchema, uiSchema: FieldsUiSchema | undefined, scope: BindingScope): Shown {
  const conditions = useMemo(() => visibilityOf(uiSchema), [uiSchema]);
  const hidden = conditions.filter(([, condition]) => !evaluateCondition(condition, scope)).map(([name]) => name);
  const hiddenKey = hidden.join('\n');
  return useMemo(() => {
    if (hiddenKey === '') return { schema, uiSchema };
    let byHidden = pruned.get(schema);
    if (!byHidden) pruned.set(schema, (byHidden = new Map()));
    let shown = byHidden.get(hiddenKey);
    if (!shown) {
      const gone = new Set(hiddenKey.split('\n'));
      const properties = Object.fromEntries(Object.entries((schema.properties ?? {}) as Record<string, unknown>).filter(([name]) => !gone.has(name)));
      const required = ((schema.required ?? []) as string[]).filter((name) => !gone.has(name));
      const ui = Object.fromEntries(Object.entries(uiSchema ?? {}).filter(([name]) => !gone.has(name)));
      const order = ui['ui:order'];
      if (Array.isArray(order)) ui['ui:order'] = order.filter((name) => !gone.has(String(name)));
      shown = { schema: { ...schema, properties, required }, uiSchema: ui };
      byHidden.set(hiddenKey, shown);
    }
    return shown;
    // hiddenKey stands for `hidden`, a new array on every render.
  }, [schema, uiSchema, hiddenKey]);
}
