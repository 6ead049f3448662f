/**
 * Request validation from the contract, before any handler runs. Bodies are checked by an ajv
 * that neither coerces nor strips (an unknown property or a wrong type is a 400); path, query,
 * header, form and multipart values arrive as text and are checked by a coercing ajv. Every
 * part is checked and every error reported at once. Before the schemas, every string of the
 * request is checked for characters the database cannot store (storable-text.ts).
 */
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { createServerAjv, toFieldErrors, type FieldError } from '../../rules/core.ts';
import type { Contract, ContractOperation, ContractParameter, JsonSchema } from './load-contract.ts';
import type { PortalContracts } from './portal-contracts.ts';
import { unstorableTextErrors } from './storable-text.ts';

export interface RequestParts {
  params: unknown;
  query: unknown;
  headers: unknown;
  body: unknown;
  contentType: string | undefined;
}

export type RequestValidator = (parts: RequestParts) => FieldError[];

export interface ContractAjv {
  strict: Ajv2020;
  coercing: Ajv2020;
}

/** The two ajv instances, with every named schema of the given contracts registered. */
export function createContractAjv(contracts: readonly Contract[]): ContractAjv {
  const strict = createServerAjv({ coerceTypes: false });
  const coercing = createServerAjv({ coerceTypes: 'array' });
  for (const contract of contracts) {
    strict.addSchema(contract.definitions);
    coercing.addSchema(contract.definitions);
  }
  return { strict, coercing };
}

/** Media types whose values arrive as text and are coerced to the schema's types. */
const TEXT_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

function objectSchemaOf(params: ContractParameter[], lowerCaseNames: boolean): JsonSchema {
  const name = (p: ContractParameter) => (lowerCaseNames ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [name(p), p.schema])),
    required: params.filter((p) => p.required).map(name),
  };
}

/** Multipart file parts are checked by the upload handler (type, size), not by the schema. */
function withoutBinaryProperties(schema: JsonSchema): { schema: JsonSchema; binary: string[] } {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const binary = Object.entries(properties)
    .filter(([, s]) => s.format === 'binary' || typeof s.contentMediaType === 'string' || s.contentEncoding !== undefined)
    .map(([name]) => name);
  if (binary.length === 0) return { schema, binary };
  const rest = Object.fromEntries(Object.entries(properties).filter(([name]) => !binary.includes(name)));
  const required = Array.isArray(schema.required) ? schema.required.filter((n) => !binary.includes(String(n))) : undefined;
  return { schema: { ...schema, properties: rest, ...(required ? { required } : {}) }, binary };
}

function prefixed(prefix: string, errors: FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, field: e.field ? `${prefix}.${e.field}` : prefix }));
}

type BodyCheck = (body: unknown) => FieldError[];

function checkWith(validate: ValidateFunction): BodyCheck {
  return (body) => (validate(body) ? [] : toFieldErrors(validate.errors));
}

function resolved(instance: Ajv2020, schema: unknown): JsonSchema | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const ref = (schema as JsonSchema).$ref;
  if (typeof ref !== 'string') return schema as JsonSchema;
  const target = instance.getSchema(ref)?.schema;
  return typeof target === 'object' && target !== null ? (target as JsonSchema) : undefined;
}

/**
 * A `oneOf` whose branches each fix one property to a constant (the token call's grant_type) is
 * checked against the branch that constant selects, so the client hears "username is required"
 * instead of "must match exactly one schema".
 */
function discriminatedCheck(instance: Ajv2020, schema: JsonSchema): BodyCheck | undefined {
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf.map((b) => ({ raw: b as JsonSchema, full: resolved(instance, b) })) : [];
  if (branches.length < 2 || branches.some((b) => !b.full)) return undefined;
  const constantsOf = (full: JsonSchema) =>
    Object.entries((full.properties ?? {}) as Record<string, JsonSchema>).filter(([, p]) => p.const !== undefined);
  const first = branches[0]?.full;
  if (!first) return undefined;
  for (const [property] of constantsOf(first)) {
    const byValue = new Map<unknown, ValidateFunction>();
    for (const branch of branches) {
      const value = ((branch.full?.properties ?? {}) as Record<string, JsonSchema>)[property]?.const;
      if (value === undefined || byValue.has(value)) break;
      byValue.set(value, instance.compile(branch.raw));
    }
    if (byValue.size !== branches.length) continue;
    const selector = instance.compile({ type: 'object', required: [property], properties: { [property]: { enum: [...byValue.keys()] } } });
    return (body) => {
      const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[property] : undefined;
      const branch = byValue.get(value);
      if (branch) return checkWith(branch)(body);
      return selector(body) ? [] : toFieldErrors(selector.errors);
    };
  }
  return undefined;
}

export function compileRequestValidator(op: ContractOperation, ajv: ContractAjv): RequestValidator {
  const byIn = (where: ContractParameter['in']) => op.parameters.filter((p) => p.in === where);
  const compile = (instance: Ajv2020, schema: JsonSchema): ValidateFunction => instance.compile(schema);
  const path = compile(ajv.coercing, objectSchemaOf(byIn('path'), false));
  const query = compile(ajv.coercing, objectSchemaOf(byIn('query'), false));
  const headers = compile(ajv.coercing, objectSchemaOf(byIn('header'), true));
  const bodies = new Map<string, { check: BodyCheck; binary: string[] }>();
  for (const [type, schema] of Object.entries(op.requestBody?.content ?? {})) {
    const instance = TEXT_BODY_TYPES.includes(type) ? ajv.coercing : ajv.strict;
    const { schema: checked, binary } = type === 'multipart/form-data' ? withoutBinaryProperties(resolved(instance, schema) ?? schema) : { schema, binary: [] };
    bodies.set(type, { check: discriminatedCheck(instance, checked) ?? checkWith(compile(instance, checked)), binary });
  }

  // Arrays the contract sends comma-separated arrive as one string; split them before checking.
  const commaSeparated = byIn('query').filter((p) => !p.explode && p.schema.type === 'array').map((p) => p.name);
  return (parts) => {
    const queryValues = parts.query as Record<string, unknown>;
    for (const name of commaSeparated) {
      const value = queryValues[name];
      if (typeof value === 'string') queryValues[name] = value.split(',').filter((item) => item !== '');
    }
    const errors: FieldError[] = [
      ...unstorableTextErrors(parts.params, 'path'),
      ...unstorableTextErrors(parts.query, 'query'),
      ...unstorableTextErrors(parts.body, ''),
    ];
    if (!path(parts.params)) errors.push(...prefixed('path', toFieldErrors(path.errors)));
    if (!query(parts.query)) errors.push(...prefixed('query', toFieldErrors(query.errors)));
    if (!headers(parts.headers)) errors.push(...prefixed('header', toFieldErrors(headers.errors)));
    if (op.requestBody) {
      const mediaType = parts.contentType?.split(';')[0]?.trim().toLowerCase();
      const hasBody = parts.body !== undefined && parts.body !== null;
      const body = mediaType ? bodies.get(mediaType) : undefined;
      if (!hasBody) {
        if (op.requestBody.required) errors.push({ field: '', message: 'A request body is required.', messageKey: 'REQUEST_BODY_REQUIRED' });
      } else if (!body) {
        errors.push({
          field: '',
          message: `Send the body as ${[...bodies.keys()].join(' or ')}.`,
          messageKey: 'UNSUPPORTED_MEDIA_TYPE',
        });
      } else {
        // File parts are left out of the check; the coerced text fields are written back.
        const view = body.binary.length
          ? Object.fromEntries(Object.entries(parts.body as object).filter(([k]) => !body.binary.includes(k)))
          : parts.body;
        errors.push(...body.check(view));
        if (view !== parts.body) Object.assign(parts.body as object, view);
      }
    }
    return errors;
  };
}

/**
 * The operation's validator, compiled on its first request. Compiling every operation's schemas
 * up front cost each server process one to two seconds of its start, mostly for calls it would
 * not answer for minutes. A schema that cannot compile is still found before it ships:
 * tests/api/hostile/request-validators.test.ts compiles every one.
 */
export function lazyRequestValidator(op: ContractOperation, ajv: ContractAjv): RequestValidator {
  let compiled: RequestValidator | undefined;
  return (parts) => (compiled ??= sharedValidator(op, ajv))(parts);
}

/**
 * Validators already compiled in this process, by ajv pair and operation. A process that builds
 * several apps on the contracts it loaded once (loadPortalContracts: the same operation objects,
 * the same ajv pair from contractAjvFor) compiles each operation's schemas once. The API test
 * files of a Vitest worker each build their own app: over 31 of them, ajv went from 4.6 to 2.5 s
 * of the workers' busy time (29.7 and 24.8 s in all, 2026-11-29).
 */
const compiledValidators = new WeakMap<ContractAjv, WeakMap<ContractOperation, RequestValidator>>();

function sharedValidator(op: ContractOperation, ajv: ContractAjv): RequestValidator {
  let byOperation = compiledValidators.get(ajv);
  if (!byOperation) compiledValidators.set(ajv, (byOperation = new WeakMap()));
  let validator = byOperation.get(op);
  if (!validator) byOperation.set(op, (validator = compileRequestValidator(op, ajv)));
  return validator;
}

const ajvByContracts = new WeakMap<PortalContracts, ContractAjv>();

/**
 * The ajv pair of the portal and CMS contracts as loaded (loadPortalContracts gives a process
 * one object): apps built on them share it, and with it the validators compiled for them.
 * Validators keep no state between calls that another app could see (ajv sets `errors` and the
 * caller reads them at once, as between two requests of one app).
 */
export function contractAjvFor(contracts: PortalContracts): ContractAjv {
  let ajv = ajvByContracts.get(contracts);
  if (!ajv) ajvByContracts.set(contracts, (ajv = createContractAjv([contracts.portal, contracts.cms])));
  return ajv;
}
