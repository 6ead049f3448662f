import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { root } from './fixture-context.ts';

/** The official SARIF 2.1.0 schema (JSON Schema draft-04), vendored: see tests/fixtures/sarif/README.md. */
export function sarifValidator() {
  const schema = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/sarif/sarif-schema-2.1.0.json'), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}
