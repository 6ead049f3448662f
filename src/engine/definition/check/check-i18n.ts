import { kindOf } from '../../blocks/kinds.ts';
import type { ScreenScan } from './screen-scan.ts';
export { keyProblem } from './key-problem.ts';
import { keyProblem } from './key-problem.ts';

/** uiSchema hints whose values are i18n keys. */
const UI_KEY_HINTS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'];


/**
 * Every i18n key exists in both catalogues: the keys the meta-schema marks, the `title` and
 * `description` of every field schema, and the text hints of uiSchemas.
 */
export function checkI18n(scan: ScreenScan): void {
  const check = (pointer: string, key: string) => {
    const problem = keyProblem(scan.ctx, key);
    if (problem) scan.report(pointer, problem);
  };
  for (const { pointer, value } of scan.findings.keys) check(pointer, value);
  for (const { block, pointer } of scan.blocks) {
    for (const part of kindOf(block)?.forms?.(block, pointer) ?? []) {
      schemaKeys(part.schema, `${part.pointer}/schema`, check);
      uiKeys(part.uiSchema, `${part.pointer}/uiSchema`, check);
    }
  }
}

/** `title` and `description` keywords anywhere in a field schema (not properties of those names). */
function schemaKeys(schema: unknown, pointer: string, check: (pointer: string, key: string) => void): void {
  if (typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema)) {
    schema.forEach((s, i) => schemaKeys(s, `${pointer}/${i}`, check));
    return;
  }
  for (const [keyword, value] of Object.entries(schema)) {
    if ((keyword === 'title' || keyword === 'description') && typeof value === 'string') check(`${pointer}/${keyword}`, value);
    else if (keyword === 'properties' || keyword === '$defs' || keyword === 'patternProperties') {
      for (const [name, sub] of Object.entries((value as Record<string, unknown>) ?? {})) schemaKeys(sub, `${pointer}/${keyword}/${name}`, check);
    } else if (keyword !== 'const' && keyword !== 'enum' && keyword !== 'default' && keyword !== 'examples') {
      schemaKeys(value, `${pointer}/${keyword}`, check);
    }
  }
}

function uiKeys(ui: unknown, pointer: string, check: (pointer: string, key: string) => void): void {
  if (typeof ui !== 'object' || ui === null || Array.isArray(ui)) return;
  for (const [name, value] of Object.entries(ui)) {
    if (UI_KEY_HINTS.includes(name) && typeof value === 'string') check(`${pointer}/${name}`, value);
    else uiKeys(value, `${pointer}/${name}`, check);
  }
}
