/**
 * Hostile requests generated from the contract, for the suites of this folder: for every
 * operation, a set of requests each of which the contract makes invalid by construction
 * (wrong types, missing required fields, unknown fields, NUL and unpaired-surrogate strings,
 * strings past maxLength, integers past the database's range, malformed bodies, wrong content
 * types), and the demo users whose roles an operation admits or refuses.
 *
 * The operations come from the contract, not from a list: an area that adds operations is held
 * to the suites the day it lands. An operation the server still answers 501 for (declared, not
 * served yet) is left out by `servedOperations`, which probes each one with a plausible request;
 * it joins the suites by itself once its area implements it.
 */
import type { Contract, ContractOperation, JsonSchema } from '../../../src/server/contract/load-contract.ts';
import { roleKeysOf, type RoleKey } from '../../../src/server/auth/caller.ts';
import { DEMO_USERS } from '../../../src/server/db/seed/data/demo-users.ts';
import type { OperationSamples } from '../../support/operation-samples.ts';
import type { DemoLogin, RequestOptions, TestServer } from '../../support/test-server.ts';

export interface ServedOperation {
  contract: Contract;
  operation: ContractOperation;
  path: string;
  query: Record<string, string | string[]>;
}

export interface HostileCase {
  label: string;
  path: string;
  options: RequestOptions;
}

/** One demo user per role key, the one whose dealers are HON0001 (dealer) or Honda's (oem); the studio's product staff and QA. */
export const USER_FOR_ROLE: Record<RoleKey, DemoLogin> = {
  admin: 'admin', dealer: 'dealer', dealerGroup: 'group', oem: 'oem', cmsEditor: 'editor', studio: 'studio', qa: 'qa',
};

export function rolesOf(login: DemoLogin): Set<RoleKey> {
  const user = DEMO_USERS.find((u) => u.loginName === login);
  if (!user) throw new Error(`no demo user ${login}`);
  return roleKeysOf({ role: user.role, belongsToCmsEditorGroup: user.userGroups.includes('CMS Editor') || user.role === 'CMS Editor' });
}

/** A demo user the operation admits (admin where any signed-in user may call it). */
export function allowedUser(operation: ContractOperation): DemoLogin {
  const role = operation.roles?.find((r): r is RoleKey => r in USER_FOR_ROLE);
  return role ? USER_FOR_ROLE[role] : 'admin';
}

export function clientFor(server: TestServer, operation: ContractOperation) {
  return operation.requiresAuth ? server.as(allowedUser(operation)) : server;
}

/** Every operation of both contracts except those the server answers 501 for. */
export async function servedOperations(server: TestServer, samples: OperationSamples): Promise<{ served: ServedOperation[]; notServed: string[] }> {
  const served: ServedOperation[] = [];
  const notServed: string[] = [];
  for (const { contract, operation } of server.contract.operations) {
    const { path, query } = samples.requestOf(operation, contract.basePath);
    // Plain fetch: a 501 is no contract answer, and the harness would refuse it.
    const url = new URL(path, server.url);
    for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) url.searchParams.append(name, item);
    const headers: Record<string, string> = operation.requiresAuth ? { authorization: `Bearer ${await server.tokenFor(allowedUser(operation))}` } : {};
    // An empty body of the operation's own media type: it passes the media-type check and, where
    // nothing is required, the schema, so an operation nobody serves answers 501.
    const mediaType = Object.keys(operation.requestBody?.content ?? {})[0];
    const emptyBodies: Record<string, [string, string]> = {
      'application/json': ['{}', 'application/json'],
      'application/x-www-form-urlencoded': ['', 'application/x-www-form-urlencoded'],
      'multipart/form-data': ['--probe--\r\n', 'multipart/form-data; boundary=probe'],
    };
    const [body, contentType] = (mediaType && emptyBodies[mediaType]) || [undefined, undefined];
    if (contentType) headers['content-type'] = contentType;
    const res = await fetch(url, { method: operation.method.toUpperCase(), headers, body });
    await res.arrayBuffer();
    if (res.status === 501) notServed.push(operation.operationId);
    else served.push({ contract, operation, path, query });
  }
  return { served, notServed };
}

const INT32_PAST = 2_147_483_648;
const HUGE = 'x'.repeat(100_000);

function resolvedTypes(samples: OperationSamples, schema: JsonSchema): string[] {
  const resolved = samples.resolve(schema);
  if (Array.isArray(resolved.type)) return resolved.type.map(String);
  if (typeof resolved.type === 'string') return [resolved.type];
  for (const branch of [...((resolved.oneOf ?? []) as JsonSchema[]), ...((resolved.allOf ?? []) as JsonSchema[]), ...((resolved.anyOf ?? []) as JsonSchema[])]) {
    const inner = resolvedTypes(samples, branch);
    if (inner.length) return inner;
  }
  return [];
}

function propertiesOf(samples: OperationSamples, schema: JsonSchema): Record<string, JsonSchema> {
  const resolved = samples.resolve(schema);
  const own = (resolved.properties ?? {}) as Record<string, JsonSchema>;
  const branches = [...((resolved.oneOf ?? []) as JsonSchema[]), ...((resolved.allOf ?? []) as JsonSchema[])];
  return Object.assign({}, ...branches.map((b) => propertiesOf(samples, b)), own);
}

function requiredOf(samples: OperationSamples, schema: JsonSchema): string[] {
  const resolved = samples.resolve(schema);
  return Array.isArray(resolved.required) ? resolved.required.map(String) : [];
}

/** Values the property's schema refuses, each with what makes it wrong. */
function badValues(samples: OperationSamples, schema: JsonSchema, inUrl = false): [string, unknown][] {
  const resolved = samples.resolve(schema);
  const types = resolvedTypes(samples, schema);
  const bad: [string, unknown][] = [['a NUL string', 'a\u0000b']];
  // Only JSON carries an unpaired surrogate; URLs and forms are UTF-8, where it becomes U+FFFD.
  if (!inUrl) bad.push(['an unpaired surrogate', 'a\ud800b']);
  if (types.includes('integer') || types.includes('number')) {
    bad.push(['2^31', INT32_PAST], ['1e308', 1e308], ['-1e308', -1e308], ['2^53+2', 9_007_199_254_740_994]);
  }
  if (types.includes('string') && typeof resolved.maxLength === 'number') {
    // In a URL, one character past the limit (a 100,000-character URL is refused by HTTP itself, 431).
    bad.push(inUrl ? [`${resolved.maxLength + 1} characters`, 'x'.repeat(resolved.maxLength + 1)] : ['a 100,000-character string', HUGE]);
  }
  if (!types.includes('object')) bad.push(['an object', { nested: { deeper: [1, 2, 3] } }]);
  if (!types.includes('array')) bad.push(['an array', ['a', 1, null]]);
  return bad;
}

/** Every request of the suite for one operation; each is invalid by the contract. */
export function hostileCases(samples: OperationSamples, served: ServedOperation): HostileCase[] {
  const { operation, contract } = served;
  const cases: HostileCase[] = [];
  const base = { path: served.path, query: served.query };

  for (const parameter of operation.parameters) {
    if (parameter.in === 'header' || parameter.in === 'cookie') continue;
    for (const [what, value] of badValues(samples, parameter.schema, true)) {
      if (typeof value === 'object') continue;
      const text = String(value);
      if (parameter.in === 'path') {
        const path = (contract.basePath + operation.path).replace(`{${parameter.name}}`, encodeURIComponent(text));
        cases.push({ label: `path ${parameter.name} = ${what}`, path: fillOtherPathParams(samples, operation, path), options: { query: base.query } });
      } else {
        cases.push({ label: `query ${parameter.name} = ${what}`, path: base.path, options: { query: { ...base.query, [parameter.name]: text } } });
      }
    }
  }
  cases.push({ label: 'an unknown query parameter holding a NUL', path: base.path, options: { query: { ...base.query, fuzzUnknown: 'a\u0000' } } });

  const [mediaType, schema] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (!mediaType || !schema) return cases;
  const properties = propertiesOf(samples, schema);
  const required = requiredOf(samples, schema);
  const send = (label: string, body: Record<string, unknown>): HostileCase => {
    if (mediaType === 'application/json') return { label, path: base.path, options: { query: base.query, json: body } };
    const text = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
    if (mediaType === 'application/x-www-form-urlencoded') return { label, path: base.path, options: { query: base.query, form: text } };
    const form = new FormData();
    for (const [k, v] of Object.entries(text)) form.append(k, v);
    return { label, path: base.path, options: { query: base.query, multipart: form } };
  };

  if (required.length) cases.push(send('no field at all (required ones missing)', {}));
  cases.push(send('an unknown field holding a NUL', { fuzzUnknownProperty: 'a\u0000' }));
  for (const [name, property] of Object.entries(properties)) {
    for (const [what, value] of badValues(samples, property, mediaType !== 'application/json')) {
      if (mediaType !== 'application/json' && typeof value === 'object') continue;
      // An invalid value alone would leave other required fields missing: invalid twice, which is fine.
      cases.push(send(`${name} = ${what}`, { [name]: value }));
    }
  }
  const raw = (label: string, body: string, contentType: string): HostileCase => ({ label, path: base.path, options: { query: base.query, raw: { body, contentType } } });
  cases.push(
    raw('malformed JSON', '{"a": [1, 2', 'application/json'),
    raw('JSON with a NUL in a key', '{"a\\u0000": 1}', 'application/json'),
    raw('a JSON body nested 5,000 deep', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, 'application/json'),
    raw('plain text', 'hello', 'text/plain'),
    raw('XML', '<a>1</a>', 'application/xml'),
    raw('a multipart body with no boundary', 'x', 'multipart/form-data'),
  );
  if (mediaType === 'application/json') cases.push(raw('a form where JSON is expected', 'a=1', 'application/x-www-form-urlencoded'));
  return cases;
}

function fillOtherPathParams(samples: OperationSamples, operation: ContractOperation, path: string): string {
  let filled = path;
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' || !filled.includes(`{${parameter.name}}`)) continue;
    const value = samples.sample(parameter.schema);
    filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(Array.isArray(value) ? (value[0] ?? '') : value));
  }
  return filled;
}
