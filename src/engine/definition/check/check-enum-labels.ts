import type { DetailBlock, TableBlock } from '../generated.ts';
import type { SchemaNode } from './contract-shape.ts';
import { ENGINE_FIELD_NAMES } from './check-field-schemas.ts';
import { keyProblem } from './check-i18n.ts';
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
    if (block.kind === 'table') checkColumns(scan, block, pointer);
    if (block.kind === 'detail') checkDetail(scan, block, pointer);
    if (block.kind === 'form' || block.kind === 'filters') checkChoices(scan, block.schema, block.uiSchema, pointer, new Set(Object.keys(block.options ?? {})));
    if (block.kind === 'wizard') {
      for (const [id, step] of Object.entries(block.steps)) {
        checkChoices(scan, step.schema, step.uiSchema, `${pointer}/steps/${id}`, new Set(Object.keys(step.options ?? {})));
      }
    }
  }
}

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const stringCodes = (values: readonly unknown[] | undefined): string[] | undefined =>
  values && values.length > 1 && values.every((value): value is string => typeof value === 'string') ? [...values] : undefined;

/**
 * The string codes a displayed value may take, when the schema at `field` enumerates them; a
 * nullable enumeration (`oneOf: [enum, {type: null}]`) counts, null shows as nothing.
 */
function codesAt(scan: ScreenScan, schema: SchemaNode | 'open' | undefined, field: string): string[] | undefined {
  if (schema === undefined || schema === 'open') return undefined;
  const at = scan.ctx.view.at(schema, field.split('.'));
  if (at === undefined || at === 'open') return undefined;
  const view = scan.ctx.view;
  const direct = stringCodes(view.allowedValues(at));
  if (direct) return direct;
  const node = view.deref(at);
  const branches = node ? [...(Array.isArray(node.oneOf) ? node.oneOf : []), ...(Array.isArray(node.anyOf) ? node.anyOf : [])] : [];
  const valued = branches.filter((branch) => {
    const types = view.types(branch);
    return !(types && types.size === 1 && types.has('null'));
  });
  return valued.length === 1 ? stringCodes(view.allowedValues(valued[0])) : undefined;
}

/** Codes a form field offers bare: its `enum`, or the `enum` of one of its oneOf/anyOf branches (a nullable enumeration). */
function bareCodes(node: SchemaNode): string[] {
  const own = Array.isArray(node.enum) ? node.enum : [];
  const branches = [...(Array.isArray(node.oneOf) ? node.oneOf : []), ...(Array.isArray(node.anyOf) ? node.anyOf : [])];
  const inBranches = branches.flatMap((branch) => (isNode(branch) && Array.isArray(branch.enum) ? branch.enum : []));
  return [...own, ...inBranches].filter((value): value is string => typeof value === 'string');
}

function checkShown(scan: ScreenScan, codes: string[] | undefined, format: string | undefined, field: string, pointer: string): void {
  if (!codes) return;
  if (format !== 'translated') {
    scan.report(`${pointer}/format`, `"${field}" is one of ${codes.join(', ')}: it would show as a code; set "format": "translated" and give each value a label in src/i18n/`);
    return;
  }
  for (const code of codes) {
    const problem = keyProblem(scan.ctx, code);
    if (problem) scan.report(`${pointer}/format`, `"${field}" shows the label of ${code}, but ${problem}`);
  }
}

function checkColumns(scan: ScreenScan, table: TableBlock, pointer: string): void {
  const rows = scan.rowsOf(table, pointer);
  if (!rows) return;
  for (const [id, column] of Object.entries(table.columns)) {
    if (column) checkShown(scan, codesAt(scan, rows.schema, column.field), column.format, column.field, `${pointer}/columns/${id}`);
  }
}

function checkDetail(scan: ScreenScan, detail: DetailBlock, pointer: string): void {
  if (detail.from !== undefined) return;
  const data = scan.dataOf(detail);
  if (!data || data.schema === 'open') return;
  const record = detail.record === undefined ? data.schema : scan.ctx.view.at(data.schema, detail.record.split('.'));
  if (record === undefined || record === 'open') return;
  for (const [id, field] of Object.entries(detail.fields)) {
    if (field) checkShown(scan, codesAt(scan, record, field.field), field.format, field.field, `${pointer}/fields/${id}`);
  }
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
