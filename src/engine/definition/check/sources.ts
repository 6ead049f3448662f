import { isBindingExpression, parseBinding } from '../../bindings/parse-binding.ts';
import type { SchemaNode } from './contract-shape.ts';
import type { ScreenScan, SourceSchema } from './screen-scan.ts';

/**
 * Reading a field of an answer, shared by the QA check and the block kinds' own checks
 * (src/engine/blocks/<kind>/check.ts). It imports no kind, so a kind module may use it.
 */

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** " (Name)" for a schema that is a reference to a named contract schema. */
export function refName(schema: unknown): string {
  const ref = isNode(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
  const name = ref?.split('/').at(-1);
  return name ? ` (${name})` : '';
}

export function missing(scan: ScreenScan, source: SourceSchema, field: string, pointer: string, what: string): void {
  if (source.schema === 'open') return;
  if (scan.ctx.view.at(source.schema, field.split('.')) === undefined) scan.report(pointer, `${what} "${field}" is not in ${source.label}`);
}

export function recordOf(scan: ScreenScan, source: SourceSchema | null | undefined, record: string | undefined, pointer: string): SourceSchema | undefined {
  if (!source || source.schema === 'open' || record === undefined) return source ?? undefined;
  const at = scan.ctx.view.at(source.schema, record.split('.'));
  if (at === undefined) {
    scan.report(pointer, `"${record}" is not in ${source.label}`);
    return undefined;
  }
  return { schema: at, label: `"${record}" of ${source.label}` };
}

/** The item schema of the array at `path` (absent: the source itself) of a source. */
export function itemsOf(scan: ScreenScan, source: SourceSchema | null | undefined, path: string | undefined, pointer: string): SourceSchema | undefined {
  const list = recordOf(scan, source, path, pointer);
  if (!list || list.schema === 'open') return list;
  const types = scan.ctx.view.types(list.schema);
  if (types && !types.has('array')) {
    scan.report(pointer, `${path ? `"${path}" of ` : ''}${list.label} is not a list`);
    return undefined;
  }
  const items = scan.ctx.view.items(list.schema);
  return { schema: items ?? 'open', label: `the items of ${list.label}${refName(items)}` };
}

/** A number the block reads (a point's or the centre's coordinates, the radius) must be one in the answer. */
export function numberAt(scan: ScreenScan, source: SourceSchema, field: string, pointer: string, what: string): void {
  if (source.schema === 'open') return;
  const at = scan.ctx.view.at(source.schema, field.split('.'));
  if (at === undefined) {
    scan.report(pointer, `${what} "${field}" is not in ${source.label}`);
    return;
  }
  const types = scan.ctx.view.types(at);
  if (types && !types.has('number') && !types.has('integer')) scan.report(pointer, `${what} "${field}" is ${[...types].join(' or ')}, not a number`);
}

/** A progress bar's value (a detail field or a column) reads a number of the answer. */
export function progressNumber(scan: ScreenScan, source: SourceSchema, field: string, pointer: string): void {
  if (source.schema === 'open') return;
  const at = scan.ctx.view.at(source.schema, field.split('.'));
  // A missing field is reported by checkData already.
  if (at === undefined || at === 'open') return;
  const types = scan.ctx.view.types(at);
  if (types && !types.has('number') && !types.has('integer')) scan.report(pointer, `a progress bar needs a number of 0–100, but "${field}" of ${source.label} is ${[...types].join(' or ')}`);
}

/** The schema a `$data.<block>.<path>` binding reads (other roots: not known statically). */
export function sourceOfBinding(scan: ScreenScan, expression: unknown): SourceSchema | undefined {
  if (!isBindingExpression(expression)) return undefined;
  let binding;
  try {
    binding = parseBinding(expression);
  } catch {
    return undefined;
  }
  if (binding.root !== 'data') return undefined;
  const [blockId = '', ...rest] = binding.path;
  const entry = scan.blockById.get(blockId);
  const data = entry ? scan.dataOf(entry.block) : undefined;
  if (!data || data.schema === 'open') return data ?? undefined;
  const at = scan.ctx.view.at(data.schema, rest);
  return at === undefined ? undefined : { schema: at as SchemaNode | 'open', label: `${expression}` };
}
