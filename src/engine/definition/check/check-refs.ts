import type { RefSite } from '../refs/index.ts';
import type { SchemaNode } from './contract-shape.ts';

/**
 * What a screen may change of a contract schema it references: presentation (titles, help,
 * defaults, examples, its own rule message), which fields it shows (`x-fields`, or `null` to
 * leave one out), and a constraint made narrower (a shorter maximum, a longer minimum, a choice
 * list, a format or pattern where the contract has none, more required fields). Anything that
 * would accept what the contract refuses, or refuse by another rule, is reported: the contract
 * stays the one source of its constraints.
 */
const PRESENTATION = new Set(['title', 'description', 'default', 'examples', 'x-message-key', '$comment', 'readOnly', 'writeOnly']);
const LOWER_BOUNDS = new Set(['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum', 'minContains']);
const UPPER_BOUNDS = new Set(['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum', 'maxContains']);
/** Keywords a screen may add where the contract has none (each one only refuses more). */
const ADDABLE = new Set(['format', 'pattern', 'enum', 'const', 'oneOf', 'anyOf', 'multipleOf', 'uniqueItems', 'not']);

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The values a schema allows when it is a choice list (enum, const, oneOf/anyOf of consts). */
function choices(schema: SchemaNode): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  const branches = [...listOf(schema.oneOf), ...listOf(schema.anyOf)];
  if (branches.length && branches.every((b) => isNode(b) && 'const' in b)) return branches.map((b) => (b as SchemaNode).const);
  return undefined;
}

export function checkRefSites(sites: readonly RefSite[], report: (pointer: string, message: string) => void): void {
  for (const site of sites) {
    if (!site.fromContract || site.target === site.resolved) continue;
    compare(site.target, site.resolved, site.pointer, '', (pointer, what) =>
      report(pointer, `${what}: a screen may change titles, help, defaults, order, widgets and hidden fields of "${site.ref}", or narrow a constraint, never loosen or replace one`),
    );
  }
}

function compare(target: unknown, mine: unknown, pointer: string, field: string, fail: (pointer: string, what: string) => void): void {
  if (!isNode(target) || !isNode(mine)) return;
  const where = field ? ` of ${field}` : '';
  for (const key of new Set([...Object.keys(target), ...Object.keys(mine)])) {
    const theirs = target[key];
    const ours = mine[key];
    if (PRESENTATION.has(key) || same(theirs, ours)) continue;
    if (LOWER_BOUNDS.has(key)) {
      if (theirs !== undefined && !(typeof ours === 'number' && ours >= (theirs as number))) fail(pointer, `"${key}"${where} is ${String(ours ?? 'removed')}, below the contract's ${String(theirs)}`);
    } else if (UPPER_BOUNDS.has(key)) {
      if (theirs !== undefined && !(typeof ours === 'number' && ours <= (theirs as number))) fail(pointer, `"${key}"${where} is ${String(ours ?? 'removed')}, above the contract's ${String(theirs)}`);
    } else if (key === 'required') {
      const dropped = listOf(theirs).filter((name) => !listOf(ours).includes(name) && isNode(mine.properties) && Object.hasOwn(mine.properties, String(name)));
      if (dropped.length) fail(pointer, `${dropped.map((n) => `"${String(n)}"`).join(', ')}${where} ${dropped.length > 1 ? 'are' : 'is'} required by the contract but optional here`);
    } else if (key === 'type') {
      const allowed = listOf(theirs);
      const extra = listOf(ours).filter((t) => !allowed.includes(t) && !(t === 'integer' && allowed.includes('number')));
      if (ours === undefined || extra.length) fail(pointer, `"type"${where} admits ${ours === undefined ? 'any type' : extra.join(', ')}, which the contract refuses`);
    } else if (key === 'properties') {
      if (!isNode(ours)) continue;
      for (const [name, schema] of Object.entries(ours)) {
        const theirsProp = isNode(theirs) ? theirs[name] : undefined;
        const path = `${pointer}/properties/${name}`;
        if (theirsProp === undefined) {
          if (target.additionalProperties === false) fail(path, `"${name}" is not a field of the contract's schema`);
        } else compare(theirsProp, schema, path, field ? `${field}.${name}` : name, fail);
      }
    } else if (key === 'items' || key === 'additionalProperties' || key === 'contains') {
      if (isNode(theirs)) compare(theirs, ours, `${pointer}/${key}`, field ? `${field}[]` : key, fail);
      else if (theirs === false && ours !== false) fail(pointer, `"${key}"${where} is false in the contract`);
    } else if ((key === 'enum' || key === 'const' || key === 'oneOf' || key === 'anyOf') && (theirs === undefined || choices(target))) {
      const allowed = choices(target);
      const offered = choices(mine);
      if (allowed && (!offered || offered.some((value) => !allowed.some((a) => same(a, value))))) fail(pointer, `the choices${where} are not a subset of the contract's`);
    } else if (theirs === undefined && ADDABLE.has(key)) {
      continue;
    } else {
      fail(pointer, `"${key}"${where} ${ours === undefined ? 'is removed' : theirs === undefined ? 'is added' : 'is changed'}`);
    }
  }
}
