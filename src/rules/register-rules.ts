import type AjvCore from 'ajv/dist/core.js';
import { RULE_FORMATS } from './formats.ts';
import { RULE_KEYWORDS } from './keywords.ts';

/**
 * Adds every business format and keyword to an ajv instance (server, form or QA check alike),
 * overriding same-named formats such as ajv-formats' `email` so all three judge alike.
 * Safe to call twice on one instance.
 */
export function registerRules<A extends AjvCore>(ajv: A): A {
  for (const [name, { validate }] of Object.entries(RULE_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  for (const definition of RULE_KEYWORDS) {
    if (!ajv.getKeyword(definition.keyword as string)) ajv.addKeyword(definition);
  }
  return ajv;
}
