/**
 * Writes the client types of both contracts into src/api/generated/ with openapi-typescript.
 * `--check` writes nothing and fails when a generated file differs from what the contract
 * gives now, so `npm test` catches a contract change whose types were not regenerated.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const contracts = [
  { source: 'openapi/portal.yaml', target: 'src/api/generated/portal.ts' },
  { source: 'openapi/cms.yaml', target: 'src/api/generated/cms.ts' },
];
const banner = (source: string) =>
  `/**\n * Generated from ${source} by \`npm run gen\` (openapi-typescript). Do not edit:\n * change the contract and regenerate; \`npm test\` fails when this file is stale.\n */\n\n`;

async function generate(source: string): Promise<string> {
  const ast = await openapiTS(pathToFileURL(path.join(root, source)), {
    alphabetize: false,
    immutable: false,
    // Bodies the contract closes with additionalProperties:false stay closed in the types too.
    additionalProperties: false,
    emptyObjectsUnknown: true,
  });
  return banner(source) + astToString(ast);
}

const check = process.argv.includes('--check');
let stale = 0;
for (const { source, target } of contracts) {
  const text = await generate(source);
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
    console.log(`${source} → ${target}`);
  }
}
if (check && stale === 0) console.log('generated API types are up to date');
process.exit(stale ? 1 : 0);
