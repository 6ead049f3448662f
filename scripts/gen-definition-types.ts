/**
 * Writes src/engine/definition/generated.ts, the TypeScript types of screen definitions and
 * OEM skins, from the meta-schemas in schemas/meta/ with json-schema-to-typescript, so the
 * types never drift from the schema editors and the QA check use. `--check` writes nothing
 * and fails when the file differs from what the meta-schemas give now.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const target = 'src/engine/definition/generated.ts';
const sources = ['schemas/meta/screen.schema.json', 'schemas/meta/skin.schema.json'];
const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A combinator whose branches only list required members constrains values, it adds no shape. */
function isRequiredOnlyCombinator(branches: unknown): boolean {
  return Array.isArray(branches) && branches.every((b) => isNode(b) && Object.keys(b).every((k) => k === 'required'));
}

/**
 * Shapes the meta-schema for the generator: drops constraint-only `oneOf`s (which it would turn
 * into `& { [k: string]: unknown }`), the `$ref` to the JSON Schema dialect (a `tsType` names the
 * type instead, and the generator must not fetch it), `if`/`then` rules, and `$id`s. A local
 * `$ref` loses its sibling annotations (description, minProperties…), which would otherwise make
 * the generator emit a numbered copy of the referenced type at every use.
 */
function forGenerator(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forGenerator);
  if (!isNode(node)) return node;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) return { $ref: node.$ref };
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'oneOf' || key === 'anyOf') && isRequiredOnlyCombinator(value)) continue;
    if (key === '$ref' && value === JSON_SCHEMA_DIALECT) continue;
    if (key === '$id' || key === 'if' || key === 'then' || key === 'else' || key === 'discriminator') continue;
    out[key] = forGenerator(value);
  }
  return out;
}

const banner = `/**
 * Generated from ${sources.join(' and ')} by scripts/gen-definition-types.ts
 * (json-schema-to-typescript). Do not edit: change the meta-schema and regenerate; the
 * \`--check\` mode fails when this file is stale.
 */

import type { FieldsSchema, FieldsUiSchema, JsonValue } from './value-types.ts';
`;

async function generate(): Promise<string> {
  const parts: string[] = [];
  for (const source of sources) {
    const schema = JSON.parse(await readFile(path.join(root, source), 'utf8')) as Node;
    const ts = await compile(forGenerator(schema) as JSONSchema, String(schema.title), {
      bannerComment: '',
      additionalProperties: false,
      unreachableDefinitions: true,
      strictIndexSignatures: false,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
      cwd: path.join(root, 'schemas/meta'),
    });
    parts.push(ts.trim());
  }
  return `${banner}\n${parts.join('\n\n')}\n`;
}

const check = process.argv.includes('--check');
const text = await generate();
const file = path.join(root, target);
if (check) {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current !== text) {
    console.error(`${target} is stale: a meta-schema changed. Run \`tsx scripts/gen-definition-types.ts\` and commit the result.`);
    process.exit(1);
  }
  console.log('generated definition types are up to date');
} else {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  console.log(`wrote ${target}`);
}
