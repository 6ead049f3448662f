import type { SchemaNode } from './contract-shape.ts';

/**
 * Reads JSON Schemas as shapes (which properties, which types, which values) the way the QA
 * check compares them: `$ref`s followed through the registered named schemas, `allOf` parts
 * merged, `oneOf`/`anyOf` branches read as alternatives. An answer of `undefined` means "not
 * constrained", so the check never fails a definition on a shape it cannot read.
 */
const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export class SchemaView {
  private readonly documents = new Map<string, SchemaNode>();

  constructor(definitions: readonly SchemaNode[]) {
    for (const doc of definitions) if (typeof doc.$id === 'string') this.documents.set(doc.$id, doc);
  }

  /** Follows `$ref` chains; `root` resolves local `#/…` refs of an embedded schema. */
  deref(schema: unknown, root?: SchemaNode): SchemaNode | undefined {
    let current: unknown = schema;
    for (let hops = 0; isNode(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
      const [id, fragment = ''] = current.$ref.split('#');
      const doc = id ? this.documents.get(id) : root;
      if (!doc) return undefined;
      current = fragment
        .split('/')
        .filter(Boolean)
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((at, key) => (isNode(at) ? at[key] : undefined), doc);
    }
    return isNode(current) ? current : undefined;
  }

  /** The schema and its `allOf` parts, dereferenced (the parts all apply). */
  private parts(schema: unknown, root?: SchemaNode): SchemaNode[] {
    const node = this.deref(schema, root);
    if (!node) return [];
    const all = Array.isArray(node.allOf) ? node.allOf.flatMap((part) => this.parts(part, root)) : [];
    return [node, ...all];
  }

  /** Alternatives of the schema (`oneOf`/`anyOf` branches), or the schema itself. */
  private alternatives(schema: unknown, root?: SchemaNode): SchemaNode[] {
    const out: SchemaNode[] = [];
    for (const part of this.parts(schema, root)) {
      const branches = [...(Array.isArray(part.oneOf) ? part.oneOf : []), ...(Array.isArray(part.anyOf) ? part.anyOf : [])];
      if (branches.length) out.push(...branches.flatMap((b) => this.alternatives(b, root)));
    }
    return out.length ? out : this.parts(schema, root);
  }

  /** JSON types the schema admits; undefined when it does not say. `integer` is reported as such; `number` admits it. */
  types(schema: unknown, root?: SchemaNode): Set<JsonType> | undefined {
    const parts = this.parts(schema, root);
    const declared = parts.map((p) => p.type).find((t) => t !== undefined);
    if (declared !== undefined) return new Set((Array.isArray(declared) ? declared : [declared]) as JsonType[]);
    const values = this.allowedValues(schema, root);
    if (values) return new Set(values.map(typeOfValue));
    const branches = parts.flatMap((p) => [...(Array.isArray(p.oneOf) ? p.oneOf : []), ...(Array.isArray(p.anyOf) ? p.anyOf : [])]);
    if (!branches.length) return undefined;
    const union = new Set<JsonType>();
    for (const branch of branches) {
      const types = this.types(branch, root);
      if (!types) return undefined;
      for (const t of types) union.add(t);
    }
    return union;
  }

  /** The values the schema allows (enum, const, or a oneOf of consts); undefined when any value of its type goes. */
  allowedValues(schema: unknown, root?: SchemaNode): unknown[] | undefined {
    for (const part of this.parts(schema, root)) {
      if (Array.isArray(part.enum)) return part.enum;
      if ('const' in part) return [part.const];
      const branches = [...(Array.isArray(part.oneOf) ? part.oneOf : []), ...(Array.isArray(part.anyOf) ? part.anyOf : [])];
      if (branches.length) {
        const values: unknown[] = [];
        for (const branch of branches) {
          const node = this.deref(branch, root);
          if (node && 'const' in node) values.push(node.const);
          else if (node && Array.isArray(node.enum)) values.push(...node.enum);
          else if (node && node.type === 'null') values.push(null);
          else return undefined;
        }
        return values;
      }
    }
    return undefined;
  }

  format(schema: unknown, root?: SchemaNode): string | undefined {
    for (const part of this.alternatives(schema, root)) if (typeof part.format === 'string') return part.format;
    return undefined;
  }

  /** The schema of a property, or undefined when the object does not have it. `'open'` when any name is allowed. */
  property(schema: unknown, name: string, root?: SchemaNode): SchemaNode | 'open' | undefined {
    let open = false;
    let sawShape = false;
    for (const alt of this.alternatives(schema, root)) {
      for (const part of this.parts(alt, root)) {
        const props = isNode(part.properties) ? part.properties : undefined;
        if (props) sawShape = true;
        if (props && Object.hasOwn(props, name)) {
          const prop = props[name];
          // `properties: {x: true}` in a conditional part only admits x; its shape is elsewhere.
          if (isNode(prop)) return prop;
          if (prop === true) open = true;
        }
        if (isNode(part.additionalProperties)) return part.additionalProperties;
        if (part.additionalProperties === false) sawShape = true;
        if (isNode(part.patternProperties)) open = true;
      }
    }
    return open || !sawShape ? 'open' : undefined;
  }

  /** Names of the properties the schema lists (all parts and alternatives). */
  propertyNames(schema: unknown, root?: SchemaNode): string[] {
    const names = new Set<string>();
    for (const alt of this.alternatives(schema, root)) {
      for (const part of this.parts(alt, root)) if (isNode(part.properties)) Object.keys(part.properties).forEach((n) => names.add(n));
    }
    return [...names];
  }

  /** Properties every value must have (unconditional `required` of the schema and its `allOf` parts). */
  required(schema: unknown, root?: SchemaNode): string[] {
    return [...new Set(this.parts(schema, root).flatMap((p) => (Array.isArray(p.required) ? p.required.map(String) : [])))];
  }

  /** The position schemas of a fixed-length list (`prefixItems`), when it has them. */
  positions(schema: unknown, root?: SchemaNode): SchemaNode[] | undefined {
    for (const alt of this.alternatives(schema, root)) {
      for (const part of this.parts(alt, root)) if (Array.isArray(part.prefixItems)) return part.prefixItems.filter(isNode);
    }
    return undefined;
  }

  /** The item schema of an array schema. */
  items(schema: unknown, root?: SchemaNode): SchemaNode | undefined {
    for (const alt of this.alternatives(schema, root)) {
      for (const part of this.parts(alt, root)) if (isNode(part.items)) return part.items;
    }
    return undefined;
  }

  /**
   * The schema at a dotted path (`meteredLeads.maxMeteredLeadsPerCycle`, `contacts.0.email`):
   * undefined when some step does not exist, `'open'` when the shape is not known past a step.
   */
  at(schema: unknown, path: readonly string[], root?: SchemaNode): SchemaNode | 'open' | undefined {
    let current: SchemaNode | 'open' | undefined = this.deref(schema, root) ?? 'open';
    for (const segment of path) {
      if (current === 'open' || current === undefined) return current;
      const types = this.types(current, root);
      if (/^\d+$/.test(segment) && types?.has('array')) {
        current = this.items(current, root) ?? 'open';
      } else {
        current = this.property(current, segment, root);
      }
    }
    return current;
  }
}

export function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** Whether every type a producer may give is accepted where it goes (an integer is a number). */
export function typesFit(produced: ReadonlySet<JsonType>, accepted: ReadonlySet<JsonType>): JsonType[] {
  return [...produced].filter((t) => !(accepted.has(t) || (t === 'integer' && accepted.has('number'))));
}
