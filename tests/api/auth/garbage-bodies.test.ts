import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractOperation, JsonSchema } from '../../../src/server/contract/load-contract.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { OperationSamples } from '../../support/operation-samples.ts';
import { useTestServer, type DemoLogin, type RequestOptions } from '../../support/test-server.ts';

const server = useTestServer();
let samples: OperationSamples;
beforeAll(async () => {
  samples = await OperationSamples.load();
});

/** A demo user whose role the operation admits, so the body check (not the role check) answers. */
const USER_FOR_ROLE: Record<string, DemoLogin> = { admin: 'admin', oem: 'oem', dealer: 'dealer', dealerGroup: 'group', cmsEditor: 'editor', studio: 'studio', qa: 'qa' };
function userFor(operation: ContractOperation): DemoLogin {
  const role = operation.roles?.find((r) => USER_FOR_ROLE[r]) ?? 'admin';
  return USER_FOR_ROLE[role] ?? 'admin';
}

const UNKNOWN = 'fuzzUnknownProperty';

function typesOf(schema: JsonSchema): string[] {
  const resolved = samples.resolve(schema);
  if (Array.isArray(resolved.type)) return resolved.type.map(String);
  if (typeof resolved.type === 'string') return [resolved.type];
  for (const branch of [...((resolved.oneOf ?? []) as JsonSchema[]), ...((resolved.allOf ?? []) as JsonSchema[])]) {
    const inner = typesOf(branch);
    if (inner.length) return inner;
  }
  return [];
}

/** A value of a type the schema does not allow. */
function wrongValueFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (!types.includes('string')) return 'not-a-valid-value';
  if (!types.includes('object')) return { wrong: true };
  return 12345;
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const resolved = samples.resolve(schema);
  const own = (resolved.properties ?? {}) as Record<string, JsonSchema>;
  const branches = [...((resolved.oneOf ?? []) as JsonSchema[]), ...((resolved.allOf ?? []) as JsonSchema[])];
  return Object.assign({}, ...branches.map(propertiesOf), own);
}

function garbageBodies(operation: ContractOperation): { label: string; options: RequestOptions }[] {
  const [mediaType, schema] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (!mediaType || !schema) return [];
  const wrongTyped = Object.fromEntries(Object.entries(propertiesOf(schema)).map(([name, s]) => [name, wrongValueFor(s)]));
  const withUnknown = { ...wrongTyped, [UNKNOWN]: 1 };
  if (mediaType === 'application/json') {
    const topTypes = typesOf(schema);
    return [
      { label: 'a body of the wrong JSON type', options: { json: topTypes.includes('array') ? 'not-an-array' : ['not', 'an', 'object'] } },
      { label: 'wrong-typed properties and an unknown one', options: { json: topTypes.includes('array') ? [withUnknown] : withUnknown } },
    ];
  }
  const text = Object.fromEntries(Object.entries(withUnknown).map(([k, v]) => [k, typeof v === 'object' ? '{}' : String(v)]));
  if (mediaType === 'application/x-www-form-urlencoded') {
    return [
      { label: 'JSON where a form is expected', options: { json: { [UNKNOWN]: 1 } } },
      { label: 'a form with wrong-typed fields and an unknown one', options: { form: text } },
    ];
  }
  const multipart = new FormData();
  for (const [name, value] of Object.entries(text)) multipart.append(name, value);
  return [
    { label: 'JSON where multipart is expected', options: { json: { [UNKNOWN]: 1 } } },
    { label: 'multipart with wrong-typed fields and an unknown one', options: { multipart } },
  ];
}

describe('garbage request bodies', () => {
  it('get 400 with field errors from every operation that takes a body, never a 500, and change nothing', async () => {
    const withBody = server().contract.operations.filter(({ operation }) => operation.requestBody);
    // Signing in writes (session, login time); do it before the fingerprint is taken.
    await Promise.all([...new Set(withBody.map(({ operation }) => userFor(operation)))].map((user) => server().tokenFor(user)));
    const before = await databaseFingerprint(server().db);
    expect(withBody.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const { contract, operation } of withBody) {
      const { path, query } = samples.requestOf(operation, contract.basePath);
      const client = operation.requiresAuth ? server().as(userFor(operation)) : server();
      for (const { label, options } of garbageBodies(operation)) {
        const res = await client.request(operation.method.toUpperCase(), path, { query, ...options });
        const bodyErrors = res.status === 400 ? (res.body.errors as { field: string }[]).filter((e) => !/^(path|query|header)(\.|$)/.test(e.field)) : [];
        if (res.status !== 400 || bodyErrors.length === 0) {
          failures.push(`${operation.operationId} with ${label}: ${res.status} ${res.text.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(server().db)).toEqual(before);
  });

  it('reports an unknown property by name', async () => {
    const res = await server().as('dealer').post('/api/portal/changePassword', {
      json: { password: 'Portal!2026', newPassword: 'Portal!2027x', confirmPassword: 'Portal!2027x', [UNKNOWN]: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: UNKNOWN, messageKey: 'UNKNOWN_PROPERTY' })]);
  });

  it('does not coerce JSON body types: a number sent as text is refused', async () => {
    const res = await server().as('dealer').post('/api/portal/changePassword', {
      json: { password: 12345678, newPassword: 'Portal!2027x', confirmPassword: 'Portal!2027x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'password' })]);
  });
});
