import { describe, expect, it } from 'vitest';
import { resolveRefs, type RefSources } from '../../../../src/engine/definition/refs/index.ts';
import { checkRefSites } from '../../../../src/engine/definition/check/check-refs.ts';
import { loadRefSources } from '../../../../scripts/screen-definitions/definition-sources.ts';

const repository = await loadRefSources();
const withFragments = (fragments: Record<string, unknown>): RefSources => ({ contract: repository.contract, fragment: (name) => fragments[name] });

function looseness(schema: unknown): string[] {
  const { sites, problems } = resolveRefs({ schema }, repository);
  expect(problems).toEqual([]);
  const found: string[] = [];
  checkRefSites(sites, (pointer, message) => found.push(`${pointer}: ${message}`));
  return found;
}

describe('definition references', () => {
  it('inline a named contract schema with its own references, without the API prose, and merge the local titles', () => {
    const { value, problems } = resolveRefs<{ schema: Record<string, any> }>(
      { schema: { $ref: 'contract#/components/schemas/BillingProfile', properties: { billingAddress: { title: 'ENR_FIELD_BILLING_ADDRESS' } } } },
      repository,
    );
    expect(problems).toEqual([]);
    const address = value.schema.properties.billingAddress;
    expect(address.title).toBe('ENR_FIELD_BILLING_ADDRESS');
    expect(address.properties.city).toEqual({ type: 'string', minLength: 1, maxLength: 250 });
    expect(address.properties.zip['x-zip-country']).toBe('country');
    expect(JSON.stringify(value.schema)).not.toContain('"description"');
    expect(JSON.stringify(value.schema)).not.toContain('$ref');
  });

  it('pick the listed fields of an operation body, in that order, keeping only their required entries', () => {
    const { value } = resolveRefs<{ schema: Record<string, any> }>(
      { schema: { $ref: 'contract#/operations/enrollDwcp/requestBody', 'x-fields': ['dealerWebsiteUrl', 'dealerName'] } },
      repository,
    );
    expect(Object.keys(value.schema.properties)).toEqual(['dealerWebsiteUrl', 'dealerName']);
    expect(value.schema.required.sort()).toEqual(['dealerName', 'dealerWebsiteUrl']);
  });

  it('read a fragment or a part of it, with local members merged over it', () => {
    const sources = withFragments({ shared: { blocks: { a: { kind: 'detail', title: 'X' }, b: { kind: 'detail' } } } });
    const { value } = resolveRefs({ blocks: { $ref: 'fragment:shared#/blocks', a: { title: 'Y' }, b: null } }, sources);
    expect(value).toEqual({ blocks: { a: { kind: 'detail', title: 'Y' } } });
  });

  it('name the place and the reason of a reference that does not resolve', () => {
    const { problems } = resolveRefs(
      {
        a: { $ref: 'contract#/components/schemas/NoSuchThing' },
        b: { $ref: 'contract#/operations/enrollDwcp/body' },
        c: { $ref: 'fragment:missing' },
        d: { $ref: 'contract#/operations/enrollDwcp/requestBody', 'x-fields': ['nope'] },
      },
      withFragments({}),
    );
    expect(problems).toEqual([
      { pointer: '/a', message: '"contract#/components/schemas/NoSuchThing": the contract has no schema named NoSuchThing' },
      { pointer: '/b', message: expect.stringContaining('write contract#/components/schemas/<Name>') },
      { pointer: '/c', message: '"fragment:missing": there is no schemas/fragments/missing.json' },
      { pointer: '/d', message: '"x-fields" beside "contract#/operations/enrollDwcp/requestBody": "nope" is not a property of it' },
    ]);
  });

  it('let a screen narrow a contract constraint but never loosen or replace one', () => {
    const ref = 'contract#/components/schemas/BillingAddress';
    expect(looseness({ $ref: ref, properties: { city: { title: 'ENR_FIELD_CITY', maxLength: 100, pattern: '^[A-Z]' }, country: { oneOf: [{ const: 'us' }] } } })).toEqual([]);
    expect(looseness({ $ref: ref, properties: { city: { maxLength: 500 } } })).toEqual([expect.stringContaining('"maxLength" of city is 500, above the contract\'s 250')]);
    expect(looseness({ $ref: ref, properties: { zip: { format: 'phone' } } })).toEqual([expect.stringContaining('"format" of zip is changed')]);
    expect(looseness({ $ref: ref, required: ['address'] })).toEqual([expect.stringContaining('"city", "state", "zip" are required by the contract but optional here')]);
    expect(looseness({ $ref: ref, properties: { extra: { type: 'string' } } })).toEqual([expect.stringContaining('"extra" is not a field of the contract\'s schema')]);
  });
});
