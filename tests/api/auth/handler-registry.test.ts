import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { readServerConfig } from '../../../src/server/server-config.ts';
import { collectHandlers, type HandlerDeps } from '../../../src/server/handlers/index.ts';

const noDeps = {} as HandlerDeps;

describe('the handler registry', () => {
  it('refuses two areas serving one operation', () => {
    const handler = async () => ({ body: [] });
    expect(() => collectHandlers(noDeps, { one: () => ({ listOems: handler }), two: () => ({ listOems: handler }) })).toThrow(
      /listOems is served by both the one and the two handlers/,
    );
  });

  it('makes the server refuse to start with a handler for an operation the contract does not declare', async () => {
    const db = {} as HandlerDeps['db'];
    const config = readServerConfig({});
    // @ts-expect-error a misspelt operation id does not compile either; this is the check for code the compiler did not see.
    await expect(buildApp({ db, config, handlers: () => ({ listOemz: async () => ({ body: [] }) }) })).rejects.toThrow(/listOemz/);
  });
});
