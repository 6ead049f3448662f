/**
 * The limits a multipart body is read with, per operation, from its contract schema: as many
 * file parts as the form declares binary properties (an array of files counts its maxItems),
 * each at most the server's upload limit (each area checks its own, smaller limit on top), and
 * a few text fields beyond the declared ones so that an unknown field is answered by the
 * schema check with a field error rather than by the parser. The parser stops at the first
 * part beyond a limit (413), so a request can never make the server hold more than one
 * route's worth of files, whatever it sends.
 */
import type { ContractOperation, JsonSchema } from './load-contract.ts';
import type { ContractAjv } from './request-validation.ts';
import { defaultUploadRule, type UploadRule } from '../http/upload-rule.ts';

export interface UploadDefaults {
  /** Largest file part. */
  maxFileBytes: number;
  /** Largest text field. */
  maxFieldBytes: number;
  /** Per operation: how its file part is read (its own size limit and early type checks). */
  rules?: Readonly<Record<string, UploadRule>>;
}

export interface MultipartLimits {
  files: number;
  fileSize: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** Undeclared text fields read (and then refused by the schema) before the parser gives up. */
const EXTRA_FIELDS = 8;

const isBinary = (schema: JsonSchema) =>
  schema.format === 'binary' || typeof schema.contentMediaType === 'string' || schema.contentEncoding !== undefined;

function resolve(ajv: ContractAjv, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    const target = ajv.strict.getSchema(current.$ref)?.schema;
    if (typeof target !== 'object' || target === null) break;
    current = target as JsonSchema;
  }
  return current;
}

/** Undefined for an operation that takes no multipart body. */
export function multipartLimitsOf(op: ContractOperation, ajv: ContractAjv, defaults: UploadDefaults): MultipartLimits | undefined {
  const raw = op.requestBody?.content['multipart/form-data'];
  if (!raw) return undefined;
  const properties = (resolve(ajv, raw).properties ?? {}) as Record<string, JsonSchema>;
  let files = 0;
  let fields = 0;
  for (const declared of Object.values(properties)) {
    const property = resolve(ajv, declared);
    const item = property.type === 'array' && property.items ? resolve(ajv, property.items as JsonSchema) : undefined;
    const binary = item ? isBinary(item) : isBinary(property);
    if (!binary) {
      fields += 1;
      continue;
    }
    files += item ? (typeof property.maxItems === 'number' ? property.maxItems : 1) : 1;
  }
  fields += EXTRA_FIELDS;
  // One byte past the route's limit, so the reader sees the part is too large and stops (upload-rule.ts).
  const fileSize = Math.min(defaults.maxFileBytes, uploadRuleOf(op, defaults).maxBytes) + 1;
  return { files, fileSize, fields, fieldSize: defaults.maxFieldBytes, parts: files + fields };
}

/** How the operation's file parts are read: its own rule, or the server's limit. */
export function uploadRuleOf(op: ContractOperation, defaults: UploadDefaults): UploadRule {
  return defaults.rules?.[op.operationId] ?? defaultUploadRule(defaults.maxFileBytes);
}
