import type AjvCore from 'ajv/dist/core.js';
import { RULE_FORMATS } from './formats.ts';
import { RULE_KEYWORDS } from './keywords.ts';
import { registerStandardFormats } from './standard-formats.ts';

/**
 * Adds every format and keyword to an ajv instance (server, form or QA check alike): the one copy
 * of the standard formats (standard-formats.ts), then the business formats, overriding
 * same-named ones such as ajv-formats' `email`, so all three judge alike. Safe to call twice.
 */
export function registerRules<A extends AjvCore>(ajv: A): A {
  registerStandardFormats(ajv);
  for (const [name, { validate }] of Object.entries(RULE_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  for (const definition of RULE_KEYWORDS) {
    if (!ajv.getKeyword(definition.keyword as string)) ajv.addKeyword(definition);
  }
  return ajv;
}
