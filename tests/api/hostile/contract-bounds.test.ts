/**
 * Issue #12, 2, held for the operations still to come: every integer the contracts declare
 * names its range (format int32 or int64 with minimum and maximum), so the request validator
 * refuses what the database's columns cannot hold before any handler runs. A new area whose
 * contract forgets a bound fails here, not as a 500 in production.
 */
import { describe, expect, it } from 'vitest';
import { loadPortalContracts } from '../../../src/server/contract/portal-contracts.ts';

type Node = Record<string, unknown>;

function unboundedIntegers(node: unknown, path: string, found: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => unboundedIntegers(item, `${path}/${index}`, found));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Node;
  const types = [schema.type].flat();
  if (types.includes('integer')) {
    const range = schema.format === 'int32' ? 2 ** 31 : schema.format === 'int64' ? Number.MAX_SAFE_INTEGER : undefined;
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
    if (range === undefined || typeof minimum !== 'number' || typeof maximum !== 'number' || maximum > range || minimum < -range) found.push(path);
  }
  for (const [key, value] of Object.entries(schema)) unboundedIntegers(value, `${path}/${key}`, found);
}

describe('the contracts', () => {
  it('bound every integer to what its column holds (format, minimum and maximum)', async () => {
    const { portal, cms } = await loadPortalContracts();
    const found: string[] = [];
    unboundedIntegers(portal.document, 'portal', found);
    unboundedIntegers(cms.document, 'cms', found);
    expect(found).toEqual([]);
  });
});
