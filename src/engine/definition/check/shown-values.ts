import type { SchemaNode } from './contract-shape.ts';
import { keyProblem } from './key-problem.ts';
import type { ScreenScan } from './screen-scan.ts';

/** Labels, not codes (issue #20): a shown value that is one of the contract's codes shows with its label. */

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const stringCodes = (values: readonly unknown[] | undefined): string[] | undefined =>
  values && values.length > 1 && values.every((value): value is string => typeof value === 'string') ? [...values] : undefined;

/**
 * The string codes a displayed value may take, when the schema at `field` enumerates them; a
 * nullable enumeration (`oneOf: [enum, {type: null}]`) counts, null shows as nothing.
 */
export function codesAt(scan: ScreenScan, schema: SchemaNode | 'open' | undefined, field: string): string[] | undefined {
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

export function checkShown(scan: ScreenScan, codes: string[] | undefined, format: string | undefined, field: string, pointer: string): void {
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

