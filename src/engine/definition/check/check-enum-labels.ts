import { kindOf } from '../../blocks/kinds.ts';
import type { SchemaNode } from './contract-shape.ts';
import { ENGINE_FIELD_NAMES } from './check-field-schemas.ts';
import type { ScreenScan } from './screen-scan.ts';

/**
 * Labels, not codes (issue #20): a screen never shows an enumerated value as its code.
 * - A table column or a detail field whose value is one of the contract's enumerated values
 *   (a status, a size, a region code) displays with `"format": "translated"`, and each value has a
 *   label under its own key in both catalogues (the format shows `t(value)`).
 * - A form, filter or wizard field that offers enumerated choices gives each choice a label:
 *   `"oneOf": [{"const": …, "title": KEY}, …], "enum": null`, with KEY in both catalogues (a bare
 *   `enum` shows the codes), unless its choices come from data (`options`).
 */
export function checkEnumLabels(scan: ScreenScan): void {
  for (const { block, pointer } of scan.blocks) {
    const kind = kindOf(block);
    kind?.checks?.enumLabels?.(scan, block, pointer);
    for (const part of kind?.forms?.(block, pointer) ?? []) checkChoices(scan, part.schema, part.uiSchema, part.pointer, new Set(Object.keys(part.options ?? {})));
  }
}

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Codes a form field offers bare: its `enum`, or the `enum` of one of its oneOf/anyOf branches (a nullable enumeration). */
function bareCodes(node: SchemaNode): string[] {
  const own = Array.isArray(node.enum) ? node.enum : [];
  const branches = [...(Array.isArray(node.oneOf) ? node.oneOf : []), ...(Array.isArray(node.anyOf) ? node.anyOf : [])];
  const inBranches = branches.flatMap((branch) => (isNode(branch) && Array.isArray(branch.enum) ? branch.enum : []));
  return [...own, ...inBranches].filter((value): value is string => typeof value === 'string');
}

interface FormField {
  readonly name: string;
  readonly node: SchemaNode;
  readonly pointer: string;
  /** The field's own uiSchema (ui:widget …). */
  readonly ui: SchemaNode;
}

const uiOf = (ui: unknown, key: string): SchemaNode => (isNode(ui) && isNode(ui[key]) ? ui[key] : {});

/** Every field of a form schema, by its dotted name, with its pointer and uiSchema. */
function* fieldsOf(schema: unknown, ui: unknown, pointer: string, prefix = ''): Generator<FormField> {
  if (!isNode(schema) || !isNode(schema.properties)) return;
  for (const [name, node] of Object.entries(schema.properties)) {
    if (!isNode(node)) continue;
    const dotted = `${prefix}${name}`;
    const at = `${pointer}/properties/${name}`;
    const own = uiOf(ui, name);
    yield { name: dotted, node, pointer: at, ui: own };
    // An engine field draws its value itself: nothing below it shows as a field.
    if (typeof own['ui:field'] === 'string' && ENGINE_FIELD_NAMES.has(own['ui:field'])) continue;
    yield* fieldsOf(node, own, at, `${dotted}.`);
    if (isNode(node.items)) {
      const items = uiOf(own, 'items');
      yield { name: dotted, node: node.items, pointer: `${at}/items`, ui: items };
      yield* fieldsOf(node.items, items, `${at}/items`, `${dotted}.`);
    }
  }
}

function checkChoices(scan: ScreenScan, schema: unknown, uiSchema: unknown, pointer: string, fromData: ReadonlySet<string>): void {
  for (const { name, node, pointer: at, ui } of fieldsOf(schema, uiSchema, `${pointer}/schema`)) {
    // Choices that come from data have their labels there; a hidden field shows nothing.
    if (fromData.has(name) || ui['ui:widget'] === 'hidden') continue;
    const codes = bareCodes(node);
    if (codes.length > 1) {
      scan.report(`${at}/enum`, `"${name}" offers ${codes.join(', ')} as codes: write the choices as "oneOf": [{"const": …, "title": KEY}, …] with "enum": null, a label each`);
    }
    if (Array.isArray(node.oneOf)) {
      node.oneOf.forEach((choice, index) => {
        if (isNode(choice) && 'const' in choice && typeof choice.const === 'string' && typeof choice.title !== 'string') {
          scan.report(`${at}/oneOf/${index}`, `choice ${choice.const} of "${name}" has no "title": it would show as a code`);
        }
      });
    }
  }
}
