import type { ScreenScan } from './screen-scan.ts';
import type { CheckContext } from './check-context.ts';

/** uiSchema hints whose values are i18n keys. */
const UI_KEY_HINTS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'];

export function keyProblem(ctx: CheckContext, key: string): string | undefined {
  const { en, fr } = ctx.hasKey(key);
  if (en && fr) return undefined;
  const where = !en && !fr ? 'the en and fr catalogues (src/i18n/)' : !en ? 'the en catalogue (src/i18n/en/)' : 'the fr catalogue (src/i18n/fr/)';
  return `i18n key "${key}" is missing from ${where}`;
}

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
    if (block.kind === 'form' || block.kind === 'filters') {
      schemaKeys(block.schema, `${pointer}/schema`, check);
      uiKeys(block.uiSchema, `${pointer}/uiSchema`, check);
    }
    if (block.kind === 'wizard') {
      for (const [id, step] of Object.entries(block.steps)) {
        schemaKeys(step.schema, `${pointer}/steps/${id}/schema`, check);
        uiKeys(step.uiSchema, `${pointer}/steps/${id}/uiSchema`, check);
      }
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
