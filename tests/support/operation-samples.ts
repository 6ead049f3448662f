/**
 * Valid values for an operation's path and query parameters, derived from the contract, so a
 * test that walks every operation reaches the check it means to exercise (the body's, the
 * token's) instead of stopping at a malformed URL. Candidates are tried against the
 * parameter's schema with the server's own ajv; the first that passes is used.
 */
import type Ajv2020 from 'ajv/dist/2020.js';
import { createServerAjv } from '../../src/rules/index.ts';
import type { ContractOperation, JsonSchema } from '../../src/server/contract/load-contract.ts';
import { loadPortalContracts } from '../../src/server/contract/portal-contracts.ts';

/** Real seed values first (a demo dealer's code, the Honda product file), then generic shapes. */
const STRING_CANDIDATES = [
  'HON0001', 'honda.json', 'logo.png', 'ENGLISH', 'en', 'abc', 'A1', 'Testing the value',
  '3fa85f64-5717-4562-b3fc-2c963f66afa6', '2026-01-15', '2026-01-15T10:00:00Z', 'dealer@example.com',
  '60601', 'https://www.example.com', '312-5550100',
  // A SHA-256 hex digest (the signature of a signed resource-file link).
  '0'.repeat(64),
  // For bodies (bodyOf): a time, a card that passes the check digit, an expiry, a security code, a phone.
  '09:00', '4111-1111-1111-1111', '12/2099', '123', '312-555-0142',
];

/** A request body in the form tests/support/test-server.ts sends. */
export type SampleBody = { json: unknown } | { form: Record<string, string> } | { multipart: FormData };

/** Marks a multipart file part in a sample body. */
const FILE = Symbol('file');

function requiredOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.required) ? schema.required.map(String) : [];
}

function withoutKeys(properties: unknown, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries((properties ?? {}) as Record<string, unknown>).filter(([key]) => !keys.includes(key)));
}

/** The value as the schema sees it: multipart file parts left out. */
function withoutFiles(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== FILE));
}

/** Own properties and those of allOf/oneOf branches. */
function propertiesOf(samples: OperationSamples, schema: JsonSchema): Record<string, JsonSchema> {
  const resolved = samples.resolve(schema);
  const branches = [...((resolved.allOf ?? []) as JsonSchema[]), ...((resolved.oneOf ?? []) as JsonSchema[])];
  return Object.assign({}, ...branches.map((b) => propertiesOf(samples, b)), (resolved.properties ?? {}) as Record<string, JsonSchema>);
}

export class OperationSamples {
  private constructor(
    private readonly ajv: Ajv2020,
    private readonly strictAjv: Ajv2020,
  ) {}

  static async load(): Promise<OperationSamples> {
    const { portal, cms } = await loadPortalContracts();
    const ajv = createServerAjv({ coerceTypes: 'array' });
    const strict = createServerAjv();
    for (const instance of [ajv, strict]) {
      instance.addSchema(portal.definitions);
      instance.addSchema(cms.definitions);
    }
    return new OperationSamples(ajv, strict);
  }

  /** A value the schema accepts, as it would appear in a URL. */
  sample(schema: JsonSchema): string | string[] {
    const resolved = this.resolve(schema);
    const candidates: unknown[] = [];
    if (Array.isArray(resolved.enum)) candidates.push(resolved.enum[0]);
    if (resolved.const !== undefined) candidates.push(resolved.const);
    for (const branch of [...((resolved.oneOf ?? []) as JsonSchema[]), ...((resolved.anyOf ?? []) as JsonSchema[])]) {
      const inner = this.resolve(branch);
      if (inner.const !== undefined) candidates.push(inner.const);
      if (Array.isArray(inner.enum)) candidates.push(inner.enum[0]);
    }
    if (resolved.type === 'array') {
      const item = this.sample((resolved.items ?? {}) as JsonSchema);
      return Array.isArray(item) ? item : [item];
    }
    candidates.push(typeof resolved.minimum === 'number' ? Math.max(resolved.minimum, 1) : 1, ...STRING_CANDIDATES);
    const validate = this.ajv.compile(schema);
    for (const candidate of candidates) {
      if (validate(String(candidate))) return String(candidate);
    }
    throw new Error(`no sample value passes ${JSON.stringify(schema)}`);
  }

  /** The operation's path with every parameter filled in, and its required query parameters. */
  requestOf(operation: ContractOperation, basePath: string): { path: string; query: Record<string, string | string[]> } {
    let path = basePath + operation.path;
    const query: Record<string, string | string[]> = {};
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') {
        const value = this.sample(parameter.schema);
        path = path.replace(`{${parameter.name}}`, encodeURIComponent(Array.isArray(value) ? (value[0] ?? '') : value));
      } else if (parameter.in === 'query' && parameter.required) {
        query[parameter.name] = this.sample(parameter.schema);
      }
    }
    return { path, query };
  }

  /**
   * A request body the operation's schema accepts, with `dealer` placed at each of the
   * operation's body dealer scopes (a dotted path; an array scope gets a one-item array), for a
   * test that must reach the check after the body's (the dealer scope). Only required fields
   * are filled. Undefined when no body built this way passes the schema; the caller says so.
   */
  bodyOf(operation: ContractOperation, dealer: string): SampleBody | undefined {
    const [mediaType, schema] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
    if (!mediaType || !schema) return undefined;
    const multipart = mediaType === 'multipart/form-data';
    // Multipart file parts are not the schema's to check (request-validation.ts): filled in after.
    const resolvedSchema = this.resolve(schema);
    const fileParts = multipart
      ? Object.entries((resolvedSchema.properties ?? {}) as Record<string, JsonSchema>).filter(([, p]) => p.format === 'binary' || typeof p.contentMediaType === 'string').map(([name]) => name)
      : [];
    const fieldSchema = fileParts.length ? { ...resolvedSchema, properties: withoutKeys(resolvedSchema.properties, fileParts), required: requiredOf(resolvedSchema).filter((r) => !fileParts.includes(r)) } : schema;
    const value = this.repaired(fieldSchema, this.valueOf(fieldSchema, multipart) ?? {}, multipart);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const body = value as Record<string, unknown>;
    for (const name of fileParts) body[name] = FILE;
    for (const scope of operation.dealerScope.filter((s) => s.in === 'body')) {
      const keys = scope.name.split('.');
      let at = body;
      for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
      const last = keys.at(-1) ?? scope.name;
      at[last] = Array.isArray(at[last]) || this.isArrayAt(schema, keys) ? [dealer] : dealer;
    }
    if (mediaType === 'application/json') return this.strictAjv.validate(schema, body) ? { json: body } : undefined;
    // Forms and multipart arrive as text, checked with coercion.
    const asSent = Object.fromEntries(Object.entries(withoutFiles(body)).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
    if (!this.ajv.validate(fieldSchema, structuredClone(asSent))) return undefined;
    if (mediaType === 'application/x-www-form-urlencoded') return { form: asSent as Record<string, string> };
    const form = new FormData();
    for (const [key, item] of Object.entries(asSent)) form.append(key, item as string);
    for (const key of fileParts) form.append(key, new Blob([Buffer.from('zip\n60601\n')], { type: 'text/csv' }), 'sample.csv');
    return { multipart: form };
  }

  /**
   * The value changed, one schema error at a time, until the schema accepts it: a missing
   * property (a plain or a conditional `required`, `minProperties`) is added, a refused leaf
   * is replaced by a value of the subschema that refused it. Undefined when that does not end.
   */
  private repaired(schema: JsonSchema, start: unknown, multipart: boolean): unknown {
    // Symbols do not survive structuredClone: the top level (where file parts are) is copied by hand.
    const value = typeof start === 'object' && start !== null ? ({ ...(start as Record<string, unknown>) }) : {};
    for (let round = 0; round < 40; round += 1) {
      const check = withoutFiles(value);
      if (this.strictAjv.validate(schema, check)) return value;
      const error = this.strictAjv.errors?.[0];
      if (!error) return undefined;
      const keys = error.instancePath.split('/').slice(1).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
      const parent = error.parentSchema as JsonSchema;
      if (error.keyword === 'required' || error.keyword === 'minProperties' || error.keyword === 'dependentRequired') {
        const holder = keys.reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], value) as Record<string, unknown>;
        const full = this.schemaAt(schema, keys);
        const properties = { ...(full ? propertiesOf(this, full) : {}) };
        const missing =
          error.keyword === 'minProperties'
            ? Object.keys(properties).find((name) => !(name in holder) && this.valueOf(properties[name] ?? {}, multipart) !== undefined)
            : String((error.params as { missingProperty?: string; property?: string }).missingProperty ?? '');
        if (!missing || typeof holder !== 'object' || holder === null) return undefined;
        const propertySchema = properties[missing] ?? ((parent.properties ?? {}) as Record<string, JsonSchema>)[missing] ?? {};
        const added = this.valueOf(propertySchema, multipart);
        if (added === undefined) return undefined;
        holder[missing] = added;
        continue;
      }
      if (keys.length === 0) return undefined;
      const holder = keys.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], value) as Record<string, unknown>;
      const last = keys.at(-1) ?? '';
      const replacement = this.valueOf({ ...(this.schemaAt(schema, keys) ?? {}), ...parent }, multipart);
      if (replacement === undefined || JSON.stringify(replacement) === JSON.stringify(holder[last])) return undefined;
      holder[last] = replacement;
    }
    return undefined;
  }

  /** The schema of the value at `keys` inside a value of `schema` (properties and items). */
  private schemaAt(schema: JsonSchema, keys: string[]): JsonSchema | undefined {
    let at: JsonSchema | undefined = schema;
    for (const key of keys) {
      if (!at) return undefined;
      const resolved = this.resolve(at);
      at = /^\d+$/.test(key) && resolved.items ? (resolved.items as JsonSchema) : propertiesOf(this, resolved)[key];
    }
    return at && this.resolve(at);
  }

  private isArrayAt(schema: JsonSchema, keys: string[]): boolean {
    let at: JsonSchema | undefined = this.resolve(schema);
    for (const key of keys) at = at && propertiesOf(this, at)[key];
    return at !== undefined && this.resolve(at).type === 'array';
  }

  /** A value the schema accepts (required parts only), or undefined. FILE for a multipart file. */
  private valueOf(schema: JsonSchema, multipart = false, depth = 0): unknown {
    if (depth > 12) return undefined;
    const resolved = this.resolve(schema);
    if (resolved.const !== undefined) return resolved.const;
    if (Array.isArray(resolved.enum)) return resolved.enum.find((v) => v !== null) ?? resolved.enum[0];
    if (multipart && (resolved.format === 'binary' || typeof resolved.contentMediaType === 'string')) return FILE;
    for (const key of ['oneOf', 'anyOf'] as const) {
      for (const branch of (resolved[key] ?? []) as JsonSchema[]) {
        const value = this.valueOf(branch, multipart, depth + 1);
        if (value !== undefined && this.ajv.validate(branch, value)) return value;
      }
    }
    const types = [resolved.type].flat().filter((t) => t !== 'null' && t !== undefined);
    const type = types[0] ?? (resolved.properties || resolved.allOf ? 'object' : undefined);
    if (type === 'object') {
      const out: Record<string, unknown> = {};
      const properties = propertiesOf(this, resolved);
      const required = new Set([...requiredOf(resolved), ...((resolved.allOf ?? []) as JsonSchema[]).flatMap((b) => requiredOf(this.resolve(b)))]);
      for (const name of required) {
        const property = properties[name];
        const value = property ? this.valueOf(property, multipart, depth + 1) : 'x';
        if (value === undefined) return undefined;
        out[name] = value;
      }
      return out;
    }
    if (type === 'array') {
      const count = typeof resolved.minItems === 'number' ? resolved.minItems : 0;
      const items = Array.from({ length: count }, () => this.valueOf((resolved.items ?? {}) as JsonSchema, multipart, depth + 1));
      return items.some((i) => i === undefined) ? undefined : items;
    }
    if (type === 'boolean') return false;
    const candidates: unknown[] =
      type === 'integer' || type === 'number'
        ? [typeof resolved.minimum === 'number' ? Math.max(resolved.minimum, 1) : 1, resolved.minimum, resolved.maximum, 0].filter((v) => typeof v === 'number')
        : [...STRING_CANDIDATES, 'x'.repeat(typeof resolved.minLength === 'number' ? resolved.minLength : 1)];
    return candidates.find((candidate) => this.ajv.validate(schema, candidate));
  }

  /** The schema a `$ref` names (followed to the end), or the schema itself. */
  resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const target = this.ajv.getSchema(ref)?.schema;
    return typeof target === 'object' && target !== null ? this.resolve(target as JsonSchema) : schema;
  }
}
