/**
 * The server compiles an operation's request validator on its first call (request-validation.ts,
 * to keep a server's start short), so a schema ajv cannot compile would otherwise surface as a
 * 500 on that call in production. Here every operation of both contracts is compiled, and each
 * validator refuses an empty request where the contract requires something.
 */
import { describe, expect, it } from 'vitest';
import { loadPortalContracts } from '../../../src/server/contract/portal-contracts.ts';
import { compileRequestValidator, createContractAjv } from '../../../src/server/contract/request-validation.ts';

describe('the request validators', () => {
  it('compile for every operation of both contracts, and refuse a request missing what is required', async () => {
    const { portal, cms } = await loadPortalContracts();
    const ajv = createContractAjv([portal, cms]);
    const operations = [...portal.operations, ...cms.operations];
    expect(operations.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const op of operations) {
      try {
        const validate = compileRequestValidator(op, ajv);
        const requiresSomething = op.parameters.some((p) => p.required && p.in !== 'header') || op.requestBody?.required === true;
        const errors = validate({ params: {}, query: {}, headers: {}, body: undefined, contentType: undefined });
        if (requiresSomething && errors.length === 0) failures.push(`${op.operationId}: an empty request passed`);
      } catch (error) {
        failures.push(`${op.operationId}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
