import { mergePatch } from '../../overlays/merge-patch.ts';
import { requestBodySchema, successBodySchema, type ContractShape, type SchemaNode } from '../check/contract-shape.ts';
import { ContractSchemaError, formSchemaOf } from './contract-schema.ts';
import { isDefinitionRef, parseRef, type ParsedRef } from './ref-syntax.ts';

/** Where references point: the contract (as the QA check reads it) and the fragment files. */
export interface RefSources {
  readonly contract: ContractShape;
  /** The parsed `schemas/fragments/<name>.json`, or undefined when there is no such file. */
  fragment(name: string): unknown;
}

/** One reference met while resolving, for the QA check's "narrower only" rule. */
export interface RefSite {
  /** JSON pointer of the `$ref` object in the resolved value. */
  readonly pointer: string;
  readonly ref: string;
  /** What the reference points at (inlined, `x-fields` applied), before the local changes. */
  readonly target: unknown;
  /** The local members merged over it: what the definition holds there once resolved. */
  readonly resolved: unknown;
  /** True when the target is a contract schema: then local changes may only narrow it. */
  readonly fromContract: boolean;
}

export interface Resolution<T = unknown> {
  readonly value: T;
  readonly sites: readonly RefSite[];
  readonly problems: ReadonlyArray<{ readonly pointer: string; readonly message: string }>;
}

/**
 * `x-fields` beside a `$ref` to an object schema keeps only the listed properties, in that order
 * (a wizard step shows part of a request body; `required` keeps the listed ones).
 */
export const PICK_KEYWORD = 'x-fields';

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

class Unresolvable extends Error {}

/**
 * Replaces every definition reference (ref-syntax.ts) by what it points at, with the members
 * written beside `$ref` merged over it as an RFC 7396 merge patch (the rule OEM overlays follow:
 * `null` removes a member, an object merges, anything else replaces). The one resolver of the
 * build (the Vite plugin), the QA check and the tests, so all three see the same definition.
 */
export function resolveRefs<T = unknown>(value: unknown, sources: RefSources): Resolution<T> {
  const sites: RefSite[] = [];
  const problems: Array<{ pointer: string; message: string }> = [];
  const documents = new Map<string, SchemaNode>();
  for (const doc of sources.contract.definitions) if (typeof doc.$id === 'string') documents.set(doc.$id, doc);
  const operations = new Map(sources.contract.operations.map((op) => [op.operationId, op]));

  const derefContract = (ref: string): SchemaNode | undefined => {
    const [id = '', fragment = ''] = ref.split('#');
    const doc = documents.get(id);
    const found = doc && at(doc, fragment.split('/').filter(Boolean).map(unescape));
    return isNode(found) ? found : undefined;
  };

  const contractTarget = (parsed: Exclude<ParsedRef, { source: 'fragment' }>, ref: string): unknown => {
    let schema: unknown;
    if (parsed.source === 'schema') {
      schema = sources.contract.definitions.map((doc) => (isNode(doc.$defs) ? doc.$defs[parsed.name] : undefined)).find(isNode);
      if (!schema) throw new Unresolvable(`"${ref}": the contract has no schema named ${parsed.name}`);
    } else {
      const op = operations.get(parsed.operationId);
      if (!op) throw new Unresolvable(`"${ref}": the contract has no operation ${parsed.operationId}`);
      schema = parsed.source === 'requestBody' ? requestBodySchema(op)?.schema : successBodySchema(op);
      if (!schema) throw new Unresolvable(`"${ref}": ${parsed.operationId} has no ${parsed.source === 'requestBody' ? 'request body' : 'JSON success response'}`);
    }
    let form: unknown;
    try {
      form = formSchemaOf(schema, derefContract);
    } catch (error) {
      if (error instanceof ContractSchemaError) throw new Unresolvable(`"${ref}": ${error.message}`);
      throw error;
    }
    const part = at(form, [...parsed.pointer]);
    if (part === undefined) throw new Unresolvable(`"${ref}": nothing at /${parsed.pointer.join('/')} of that schema`);
    return part;
  };

  const resolve = (node: unknown, pointer: string, fragments: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => resolve(item, `${pointer}/${index}`, fragments));
    if (!isNode(node)) return node;
    if (!isDefinitionRef(node.$ref)) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, resolve(item, `${pointer}/${escape(key)}`, fragments)]));
    }
    const { $ref: ref, [PICK_KEYWORD]: pick, ...local } = node as SchemaNode & { $ref: string };
    const parsed = parseRef(ref);
    if ('problem' in parsed) throw new Unresolvable(parsed.problem);
    let target: unknown;
    if (parsed.source === 'fragment') {
      if (fragments.includes(parsed.name)) throw new Unresolvable(`"${ref}": fragment ${parsed.name} refers to itself (${[...fragments, parsed.name].join(' → ')})`);
      const file = sources.fragment(parsed.name);
      if (file === undefined) throw new Unresolvable(`"${ref}": there is no schemas/fragments/${parsed.name}.json`);
      target = at(resolve(file, pointer, [...fragments, parsed.name]), [...parsed.pointer]);
      if (target === undefined) throw new Unresolvable(`"${ref}": nothing at /${parsed.pointer.join('/')} of schemas/fragments/${parsed.name}.json`);
    } else {
      target = contractTarget(parsed, ref);
    }
    if (pick !== undefined) target = picked(target, pick, ref);
    const resolvedLocal = resolve(local, pointer, fragments);
    const resolved = Object.keys(local).length ? mergePatch(target, resolvedLocal) : target;
    sites.push({ pointer, ref, target, resolved, fromContract: parsed.source !== 'fragment' });
    return resolved;
  };

  // A reference that cannot be resolved is reported at its place and left as written, so the
  // other checks still run on the rest of the definition.
  const guarded = (node: unknown, pointer: string): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => guarded(item, `${pointer}/${index}`));
    if (!isNode(node)) return node;
    if (isDefinitionRef(node.$ref)) {
      try {
        return resolve(node, pointer, []);
      } catch (error) {
        if (!(error instanceof Unresolvable)) throw error;
        problems.push({ pointer, message: error.message });
        return node;
      }
    }
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, guarded(item, `${pointer}/${escape(key)}`)]));
  };

  return { value: guarded(value, '') as T, sites, problems };
}

function picked(target: unknown, pick: unknown, ref: string): SchemaNode {
  if (!Array.isArray(pick) || !pick.every((name) => typeof name === 'string')) throw new Unresolvable(`"${PICK_KEYWORD}" beside "${ref}" is a list of property names`);
  const properties = isNode(target) && isNode(target.properties) ? target.properties : undefined;
  if (!properties) throw new Unresolvable(`"${PICK_KEYWORD}" beside "${ref}": the target has no properties to pick from`);
  const missing = pick.filter((name) => !Object.hasOwn(properties, name));
  if (missing.length) throw new Unresolvable(`"${PICK_KEYWORD}" beside "${ref}": ${missing.map((n) => `"${n}"`).join(', ')} ${missing.length > 1 ? 'are not properties' : 'is not a property'} of it`);
  const node = target as SchemaNode;
  const required = Array.isArray(node.required) ? node.required.filter((name) => pick.includes(name)) : [];
  const { required: _all, properties: _props, ...rest } = node;
  return { ...rest, ...(required.length ? { required } : {}), properties: Object.fromEntries(pick.map((name) => [name, properties[name]])) };
}

function unescape(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

function at(node: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((current, key) => (isNode(current) || Array.isArray(current) ? (current as Record<string, unknown>)[key] : undefined), node);
}
