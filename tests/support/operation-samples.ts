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
];

export class OperationSamples {
  private constructor(private readonly ajv: Ajv2020) {}

  static async load(): Promise<OperationSamples> {
    const { portal, cms } = await loadPortalContracts();
    const ajv = createServerAjv({ coerceTypes: 'array' });
    ajv.addSchema(portal.definitions);
    ajv.addSchema(cms.definitions);
    return new OperationSamples(ajv);
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

  /** The schema a `$ref` names (followed to the end), or the schema itself. */
  resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const target = this.ajv.getSchema(ref)?.schema;
    return typeof target === 'object' && target !== null ? this.resolve(target as JsonSchema) : schema;
  }
}
