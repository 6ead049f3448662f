import Ajv2020 from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import { registerRules } from './register-rules.ts';

/** OpenAPI 3.1 schema keywords outside JSON Schema 2020-12 that a contract schema may carry. */
export const OPENAPI_SCHEMA_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'] as const;

/**
 * The ajv the server (and the QA check) validates requests with: JSON Schema 2020-12 as OpenAPI
 * 3.1 uses, every error at once for field-level 400s, `verbose` so field errors can read
 * `x-message-key`, and strict about unknown keywords and formats so a typo in the contract
 * fails at start instead of passing silently. Type strictness is off because the contract uses
 * union types such as `[string, 'null']` and format-only properties.
 */
export function createServerAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    ...options,
  });
  for (const keyword of OPENAPI_SCHEMA_KEYWORDS) {
    // `discriminator` is ajv's own keyword when its option is on.
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword });
  }
  return registerRules(ajv);
}
