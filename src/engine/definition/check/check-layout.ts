import { kindOf } from '../../blocks/kinds.ts';
import type { FieldLayout } from '../generated.ts';
import type { SchemaNode } from './contract-shape.ts';
import type { ScreenScan } from './screen-scan.ts';

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The layout vocabulary names what exists: every field a `ui:layout` places (spans, sections) is
 * a field of the object it sits on, at any depth of the uiSchema; a field sits in one section
 * at most; a filters block's `primaryFields` are fields of its schema; a table's
 * `primaryRowActions` are ids of its row actions. A name that does not exist would be a field
 * silently left out of the grid, or a bar without its filter.
 */
export function checkLayout(scan: ScreenScan): void {
  for (const { block, pointer } of scan.blocks) {
    const kind = kindOf(block);
    for (const part of kind?.forms?.(block, pointer) ?? []) walk(scan, part.schema, part.schema, part.uiSchema, `${part.pointer}/uiSchema`);
    kind?.checks?.layout?.(scan, block, pointer);
  }
}

/** One level of a uiSchema beside the schema it lays out, then each field's own uiSchema. */
function walk(scan: ScreenScan, schema: unknown, root: SchemaNode, uiSchema: unknown, pointer: string): void {
  if (!isNode(uiSchema)) return;
  const view = scan.ctx.view;
  const layout = uiSchema['ui:layout'];
  if (isNode(layout)) checkFieldNames(scan, layout as unknown as FieldLayout, new Set(view.propertyNames(schema, root)), `${pointer}/ui:layout`);
  for (const [key, child] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || !isNode(child)) continue;
    const childSchema = key === 'items' ? (view.items(schema, root) ?? view.property(schema, key, root)) : view.property(schema, key, root);
    if (childSchema && childSchema !== 'open') walk(scan, childSchema, root, child, `${pointer}/${escape(key)}`);
  }
}

function checkFieldNames(scan: ScreenScan, layout: FieldLayout, fields: ReadonlySet<string>, pointer: string): void {
  // An object whose fields the check cannot read (an open shape) is not judged.
  if (fields.size === 0) return;
  for (const name of Object.keys(layout.fields ?? {})) {
    if (!fields.has(name)) scan.report(`${pointer}/fields/${escape(name)}`, `layout names field "${name}", which is not a field of this object (fields: ${[...fields].join(', ')})`);
  }
  const sectionOf = new Map<string, string>();
  for (const [id, section] of Object.entries(layout.sections ?? {})) {
    section.fields.forEach((name, index) => {
      const at = `${pointer}/sections/${id}/fields/${index}`;
      if (!fields.has(name)) scan.report(at, `layout section "${id}" names field "${name}", which is not a field of this object (fields: ${[...fields].join(', ')})`);
      const other = sectionOf.get(name);
      if (other) scan.report(at, `field "${name}" is already in section "${other}"; a field sits in one section`);
      else sectionOf.set(name, id);
    });
  }
}
