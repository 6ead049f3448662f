import type { SchemaNode } from './contract-shape.ts';
import type { ScreenScan } from './screen-scan.ts';

/**
 * `ui:order` against the form's resolved schema (its contract and fragment references inlined,
 * as the engine draws it). RJSF throws "uiSchema order list does not contain property" and the
 * whole screen breaks when an object's order list neither names one of its properties nor holds
 * "*": with a schema taken from the contract, a property added to the contract does that without
 * any definition changing, so the check says so before a user does. An entry naming no property
 * RJSF drops silently; it is a misspelling or a field the contract no longer has.
 */

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Where RJSF may find an object's properties: its own, and those its conditional parts merge in. */
function propertiesOf(schema: SchemaNode): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const collect = (node: unknown, depth: number) => {
    if (!isNode(node) || depth > 4) return;
    if (isNode(node.properties)) for (const [name, value] of Object.entries(node.properties)) if (!found.has(name)) found.set(name, value);
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[key])) for (const part of node[key] as unknown[]) collect(part, depth + 1);
    for (const key of ['then', 'else']) collect(node[key], depth + 1);
    if (isNode(node.dependentSchemas)) for (const part of Object.values(node.dependentSchemas)) collect(part, depth + 1);
  };
  collect(schema, 0);
  return found;
}

/** The order list RJSF reads: `ui:order`, or `order` of `ui:options`. */
function orderOf(ui: SchemaNode): { list: unknown[]; key: string } | undefined {
  if (Array.isArray(ui['ui:order'])) return { list: ui['ui:order'] as unknown[], key: 'ui:order' };
  const options = ui['ui:options'];
  if (isNode(options) && Array.isArray(options.order)) return { list: options.order as unknown[], key: 'ui:options/order' };
  return undefined;
}

/** "screen "x", block "y", step "z"" from the form's pointer (`/blocks/<id>[/blocks/<id>…][/steps/<id>]`). */
function formName(scan: ScreenScan, pointer: string): string {
  const parts = pointer.split('/');
  let block: string | undefined;
  let step: string | undefined;
  for (let i = 0; i < parts.length - 1; i += 1) {
    if (parts[i] === 'blocks') block = parts[i + 1];
    if (parts[i] === 'steps') step = parts[i + 1];
  }
  return [`screen "${scan.definition.id}"`, block && `block "${block}"`, step && `step "${step}"`].filter(Boolean).join(', ');
}

export function checkUiOrder(scan: ScreenScan, schema: SchemaNode, uiSchema: unknown, pointer: string): void {
  const where = formName(scan, pointer);
  walk(schema, uiSchema, `${pointer}/uiSchema`, '');

  function walk(node: unknown, ui: unknown, uiPointer: string, objectPath: string): void {
    if (!isNode(node) || !isNode(ui)) return;
    const properties = propertiesOf(node);
    const order = orderOf(ui);
    if (order && properties.size > 0) {
      const at = `${uiPointer}/${order.key}`;
      const of = objectPath ? `of "${objectPath}"` : 'of the form';
      const listed = new Set(order.list.map(String));
      if (!listed.has('*')) {
        for (const name of properties.keys()) {
          if (listed.has(name)) continue;
          scan.report(
            at,
            `${where}: ${order.key} at ${at} does not list property "${name}" ${of}, which its schema has (from the contract or a fragment when it references one), so the form fails to draw ("uiSchema order list does not contain property '${name}'"): add "${name}" to ${order.key}, or add "*" to it to place every property it does not list`,
          );
        }
      }
      for (const name of listed) {
        if (name === '*' || properties.has(name)) continue;
        scan.report(at, `${where}: ${order.key} at ${at} names "${name}", which is not a property ${of}: remove it from ${order.key}, or correct its spelling`);
      }
    }
    for (const [key, child] of Object.entries(ui)) {
      if (key.startsWith('ui:') || !isNode(child)) continue;
      const childPointer = `${uiPointer}/${escape(key)}`;
      if (properties.has(key)) walk(properties.get(key), child, childPointer, objectPath ? `${objectPath}.${key}` : key);
      else if (key === 'items' && isNode(node.items)) walk(node.items, child, childPointer, objectPath ? `${objectPath}[]` : '[]');
      else if (key === 'additionalProperties' && isNode(node.additionalProperties)) walk(node.additionalProperties, child, childPointer, `${objectPath}{}`);
    }
  }
}
