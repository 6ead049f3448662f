/**
 * How the form view edits a value of a screen definition, read from the definition language's
 * meta-schema (schemas/meta/screen.schema.json): a field for a text, number, switch or choice, a
 * group of members for an object, entries for a map (columns, actions, fields), items for an
 * array, a choice of form for a compound value (`rowKey`: one field or a list; a block: by its
 * `kind`), and a JSON editor for what no field can express (bindings, which take any JSON value,
 * field schemas, UI schemas) or a value that does not have the type the language gives it. Every
 * member a value holds is listed (childrenOf), declared or not, so the form never drops one.
 */
import screenMetaSchema from '../../../schemas/meta/screen.schema.json' with { type: 'json' };

export type SchemaNode = Record<string, unknown>;

const defs = (screenMetaSchema as { $defs: Record<string, SchemaNode> }).$defs;
const isObject = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const localRef = (schema: SchemaNode) => (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/$defs/') ? schema.$ref.slice('#/$defs/'.length) : undefined);

/** The meta-schema's root: a screen definition. */
export const SCREEN_SCHEMA = screenMetaSchema as SchemaNode;

/** A node with its local `$ref` followed and its `allOf` parts' members merged in (depth-bounded: the language recurses). */
export function resolved(schema: SchemaNode, depth = 0): SchemaNode {
  let node = schema;
  const name = localRef(node);
  if (name && defs[name] && depth < 16) {
    const { $ref: _ref, ...siblings } = node;
    node = { ...resolved(defs[name], depth + 1), ...siblings, title: name };
  }
  if (Array.isArray(node.allOf)) {
    const parts = node.allOf.filter(isObject).map((part) => resolved(part, depth + 1));
    const properties = Object.assign({}, ...parts.map((part) => (isObject(part.properties) ? part.properties : {})), isObject(node.properties) ? node.properties : {}) as SchemaNode;
    const required = [...parts.flatMap((part) => (Array.isArray(part.required) ? part.required : [])), ...(Array.isArray(node.required) ? node.required : [])];
    const { allOf: _allOf, ...rest } = node;
    node = { type: parts.find((part) => typeof part.type === 'string')?.type, ...rest, properties, required };
  }
  return node;
}

export type Shape =
  | { readonly kind: 'const'; readonly value: unknown }
  | { readonly kind: 'text'; readonly pattern?: string }
  | { readonly kind: 'number'; readonly integer: boolean; readonly minimum?: number; readonly maximum?: number }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'choice'; readonly options: readonly (string | number | boolean | null)[] }
  /** Declared members; `extra`: the schema of members it does not declare (false: none allowed, undefined: any JSON). */
  | { readonly kind: 'object'; readonly members: Readonly<Record<string, SchemaNode>>; readonly required: readonly string[]; readonly extra: SchemaNode | false | undefined }
  | { readonly kind: 'map'; readonly values: SchemaNode }
  | { readonly kind: 'array'; readonly items: SchemaNode }
  /** A compound form: one of several forms, `current` the one the value has. */
  | { readonly kind: 'alternatives'; readonly options: readonly SchemaNode[]; readonly labels: readonly string[]; readonly current: number }
  | { readonly kind: 'json' };

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export function jsonTypeOf(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'object') return typeof value as JsonType;
  return undefined;
}

const typeOf = (node: SchemaNode): string | undefined => (typeof node.type === 'string' ? node.type : undefined);

function fits(type: string | undefined, value: unknown): boolean {
  if (value === undefined) return true;
  const actual = jsonTypeOf(value);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  return type === actual;
}

/** A compound form whose alternatives are forms of their own (typed), not constraints on the members (`oneOf: [{required: [call]}, …]`). */
function alternativesOf(node: SchemaNode): SchemaNode[] | undefined {
  const list = (Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined)?.filter(isObject);
  if (!list?.length) return undefined;
  const forms = list.map((alternative) => resolved(alternative));
  return forms.every((form) => typeOf(form) !== undefined || form.const !== undefined) ? forms : undefined;
}

const kindOf = (form: SchemaNode): unknown => (isObject(form.properties) && isObject(form.properties.kind) ? form.properties.kind.const : undefined);

/** The label of an alternative: its definition's name, else its type. */
const labelOf = (form: SchemaNode): string => (typeof form.title === 'string' ? form.title : (typeOf(form) ?? 'value'));

/** How the form view edits `value` where the meta-schema puts `schema` (undefined: a member the language does not declare). */
export function shapeOf(schema: SchemaNode | undefined, value: unknown): Shape {
  if (!schema) return { kind: 'json' };
  const node = resolved(schema);
  if (localRef(node) !== undefined || (typeof node.$ref === 'string' && typeOf(node) !== 'object')) return { kind: 'json' };
  if (node.const !== undefined) return value === undefined || value === node.const ? { kind: 'const', value: node.const } : { kind: 'json' };
  if (Array.isArray(node.enum)) {
    const options = node.enum as (string | number | boolean | null)[];
    return value === undefined || options.includes(value as string) ? { kind: 'choice', options } : { kind: 'json' };
  }
  const forms = alternativesOf(node);
  if (forms) {
    // A block: the form of its kind.
    if (forms.every((form) => kindOf(form) !== undefined)) {
      const form = forms.find((candidate) => isObject(value) && kindOf(candidate) === value.kind);
      return form ? shapeOf(form, value) : { kind: 'json' };
    }
    const current = value === undefined ? 0 : forms.findIndex((form) => (form.const !== undefined ? form.const === value : fits(typeOf(form), value)));
    return current < 0 ? { kind: 'json' } : { kind: 'alternatives', options: forms, labels: forms.map(labelOf), current };
  }
  const type = typeOf(node);
  if (!fits(type, value)) return { kind: 'json' };
  switch (type) {
    case 'string':
      return typeof node.pattern === 'string' ? { kind: 'text', pattern: node.pattern } : { kind: 'text' };
    case 'number':
    case 'integer':
      return {
        kind: 'number',
        integer: type === 'integer',
        ...(typeof node.minimum === 'number' ? { minimum: node.minimum } : {}),
        ...(typeof node.maximum === 'number' ? { maximum: node.maximum } : {}),
      };
    case 'boolean':
      return { kind: 'boolean' };
    case 'object': {
      if (typeof node.$ref === 'string' || isObject(node.patternProperties)) return { kind: 'json' };
      const members = isObject(node.properties) ? (node.properties as Record<string, SchemaNode>) : {};
      const extra = isObject(node.additionalProperties) ? node.additionalProperties : node.additionalProperties === false || node.unevaluatedProperties === false ? false : undefined;
      if (Object.keys(members).length) return { kind: 'object', members, required: Array.isArray(node.required) ? node.required.map(String) : [], extra };
      return isObject(extra) ? { kind: 'map', values: extra } : { kind: 'json' };
    }
    case 'array':
      return isObject(node.items) ? { kind: 'array', items: node.items } : { kind: 'json' };
    default:
      return { kind: 'json' };
  }
}

export interface Child {
  /** The member name, or the item's index. */
  readonly key: string | number;
  /** Its schema; undefined for a member the language does not declare (edited as JSON). */
  readonly schema: SchemaNode | undefined;
  readonly value: unknown;
}

/** Every member or item the value holds, in its order, with the schema the form edits it by. */
export function childrenOf(shape: Shape, value: unknown): Child[] {
  if (shape.kind === 'object' && isObject(value)) {
    return Object.entries(value).map(([key, member]) => ({ key, value: member, schema: Object.hasOwn(shape.members, key) ? shape.members[key] : shape.extra || undefined }));
  }
  if (shape.kind === 'map' && isObject(value)) return Object.entries(value).map(([key, member]) => ({ key, value: member, schema: shape.values }));
  if (shape.kind === 'array' && Array.isArray(value)) return value.map((item, index) => ({ key: index, value: item, schema: shape.items }));
  return [];
}

/** The value a new member or item starts with: the language's const, first choice or default, else an empty value of its type with its required members. */
export function initialValue(schema: SchemaNode | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const node = resolved(schema);
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return structuredClone(node.default);
  if (Array.isArray(node.enum)) return node.enum[0];
  const forms = alternativesOf(node);
  if (forms) return initialValue(forms[0], depth + 1);
  switch (typeOf(node)) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return typeof node.minimum === 'number' ? node.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const members = isObject(node.properties) ? (node.properties as Record<string, SchemaNode>) : {};
      const required = Array.isArray(node.required) ? node.required.map(String) : [];
      return Object.fromEntries(required.filter((name) => members[name]).map((name) => [name, initialValue(members[name], depth + 1)]));
    }
    default:
      return null;
  }
}

/** The value of an alternative form when the user switches to it: the current value carried over where it fits (one field ↔ a list of one). */
export function switchedValue(value: unknown, to: SchemaNode): unknown {
  const form = resolved(to);
  const type = typeOf(form);
  if (type === 'array' && value !== undefined && !Array.isArray(value)) return [value];
  if (Array.isArray(value) && type !== 'array' && value.length && fits(type, value[0])) return value[0];
  return fits(type, value) && value !== undefined ? value : initialValue(to);
}

/** The block kinds of the language, each with its meta-schema definition. */
export const BLOCK_KINDS: ReadonlyMap<string, SchemaNode> = new Map(
  Object.entries(defs).flatMap(([name, def]) => {
    const kind = kindOf(resolved(def));
    return typeof kind === 'string' ? [[kind, { $ref: `#/$defs/${name}` }] as [string, SchemaNode]] : [];
  }),
);

/** The schema of the screen's `blocks` values (a block, by its kind). */
export const BLOCK_SCHEMA: SchemaNode = { $ref: '#/$defs/Block' };

/** The description the meta-schema gives a member, for its helper text. */
export function descriptionOf(schema: SchemaNode | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.description === 'string') return schema.description;
  const name = localRef(schema);
  const target = name ? defs[name] : undefined;
  return typeof target?.description === 'string' ? target.description : undefined;
}

/** Sets (or, with undefined, removes) the member at `path` of `root`, copying only the containers on the way; key order is kept. */
export function setAt(root: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (!path.length) return next;
  const [head, ...rest] = path;
  if (Array.isArray(root) && typeof head === 'number') {
    const copy = [...root];
    if (next === undefined && !rest.length) copy.splice(head, 1);
    else copy[head] = setAt(root[head], rest, next);
    return copy;
  }
  const object = isObject(root) ? root : {};
  const key = String(head);
  if (next === undefined && !rest.length) {
    const { [key]: _gone, ...kept } = object;
    return kept;
  }
  return { ...object, [key]: setAt(object[key], rest, next) };
}

/** JSON pointer of a path (RFC 6901). */
export const pointerOf = (path: readonly (string | number)[]): string => path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
