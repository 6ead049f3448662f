/**
 * Writes the client types of both contracts into src/api/generated/ with openapi-typescript,
 * and the operation index (operationId → host, method, path) the screen engine calls by.
 * `--check` writes nothing and fails when a generated file differs from what the contract
 * gives now, so `npm test` catches a contract change whose types were not regenerated.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString, type SchemaObject, type TransformNodeOptions } from 'openapi-typescript';
import ts from 'typescript';
import { loadContract } from '../src/server/contract/load-contract.ts';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const contracts = [
  { source: 'openapi/portal.yaml', target: 'src/api/generated/portal.ts' },
  { source: 'openapi/cms.yaml', target: 'src/api/generated/cms.ts' },
];
const banner = (source: string) =>
  `/**\n * Generated from ${source} by \`npm run gen\` (openapi-typescript). Do not edit:\n * change the contract and regenerate; \`npm test\` fails when this file is stale.\n */\n\n`;

/**
 * A file part of a multipart form (a string property with a `contentMediaType` and no
 * `contentEncoding`, i.e. raw bytes rather than base64 text, that is not a whole body) is a Blob: what the browser puts in
 * FormData, and what the server's handler types recognise as an uploaded file.
 */
function fileParts(schema: SchemaObject, options: TransformNodeOptions): ts.TypeNode | undefined {
  // openapi-typescript's SchemaObject type predates JSON Schema 2020-12's content keywords.
  const { contentMediaType, contentEncoding } = schema as { contentMediaType?: unknown; contentEncoding?: unknown };
  const isRawFile = schema.type === 'string' && typeof contentMediaType === 'string' && contentEncoding === undefined;
  // A whole request or response body (`…/content/text~1csv`) stays a string: that is what a client reads.
  const wholeBody = /\/content\/[^/]+$/.test(options.path ?? '');
  if (!isRawFile || wholeBody) return undefined;
  return ts.factory.createTypeReferenceNode('Blob');
}

async function generate(source: string): Promise<string> {
  const ast = await openapiTS(pathToFileURL(path.join(root, source)), {
    alphabetize: false,
    immutable: false,
    // Bodies the contract closes with additionalProperties:false stay closed in the types too.
    additionalProperties: false,
    emptyObjectsUnknown: true,
    transform: fileParts,
  });
  return banner(source) + astToString(ast);
}

/** Screen definitions name an operationId; the engine needs its method and path at run time. */
async function generateOperationIndex(): Promise<string> {
  const lines: string[] = [];
  for (const [host, source] of [['portal', 'openapi/portal.yaml'], ['cms', 'openapi/cms.yaml']] as const) {
    const contract = await loadContract(path.join(root, source), `contract:${host}`);
    for (const op of contract.operations) {
      // The first media type the contract lists for the body is the one the client sends.
      const mediaType = Object.keys(op.requestBody?.content ?? {})[0];
      const body = mediaType ? `, requestMediaType: '${mediaType}'` : '';
      lines.push(`  ${op.operationId}: { host: '${host}', method: '${op.method}', path: '${op.path}'${body} },`);
    }
  }
  return (
    banner('openapi/portal.yaml and openapi/cms.yaml') +
    `export const operationIndex = {\n${lines.join('\n')}\n} as const;\n\n` +
    `export type OperationId = keyof typeof operationIndex;\n`
  );
}

const check = process.argv.includes('--check');
let stale = 0;
const outputs: Array<{ target: string; text: () => Promise<string> }> = [
  ...contracts.map(({ source, target }) => ({ target, text: () => generate(source) })),
  { target: 'src/api/generated/operation-index.ts', text: generateOperationIndex },
];
for (const { target, text: make } of outputs) {
  const text = await make();
  const file = path.join(root, target);
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current !== text) {
      stale += 1;
      console.error(`${target} is stale: the contract changed. Run \`npm run gen\` and commit the result.`);
    }
  } else {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    console.log(`wrote ${target}`);
  }
}
if (check && stale === 0) console.log('generated API types are up to date');
process.exit(stale ? 1 : 0);
