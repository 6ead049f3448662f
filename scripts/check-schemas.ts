/**
 * `npm run check:schemas`: the QA check of every screen definition (schemas/screens/**), every
 * definition merged with every OEM overlay (oem-skins/<oem>/screens/<screenId>.json) and every
 * skin (oem-skins/<oem>/skin.json), against the meta-schemas, the contract, the route table and
 * both i18n catalogues. Prints one line per problem (file:pointer: reason) and exits 1 on any.
 *
 * `--dir <folder>` checks the definitions under that folder instead, with its `oem-skins/`
 * subfolder as the overlays and skins (tests point it at tests/fixtures/...).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fragmentReader, loadContractShape } from './screen-definitions/definition-sources.ts';
import { ROUTES, pathParams } from '../src/shell/routes/route-table.ts';
import { en, fr } from '../src/i18n/catalogues.ts';
import { CheckContext, checkAll, formatIssue, type CheckIssue, type CheckSet, type RouteInfo, type SchemaNode } from '../src/engine/tooling.ts';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

function jsonFiles(dir: string, skip?: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (full === skip) return [];
      if (statSync(full).isDirectory()) return jsonFiles(full, skip);
      return name.endsWith('.json') ? [full] : [];
    });
}

function readJson(file: string, problems: CheckIssue[]): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    problems.push({ file: relative(file), pointer: '', message: `not valid JSON: ${(error as Error).message}` });
    return { ok: false };
  }
}

function collect(screensDir: string, skinsDir: string, problems: CheckIssue[]): CheckSet {
  const set = { screens: [], overlays: [], skins: [] } as { screens: CheckSet['screens'][number][]; overlays: CheckSet['overlays'][number][]; skins: CheckSet['skins'][number][] };
  for (const file of jsonFiles(screensDir, skinsDir)) {
    const json = readJson(file, problems);
    if (json.ok) set.screens.push({ file: relative(file), definition: json.value });
  }
  const oems = existsSync(skinsDir) ? readdirSync(skinsDir).filter((n) => statSync(path.join(skinsDir, n)).isDirectory()).sort() : [];
  for (const oem of oems) {
    const skinFile = path.join(skinsDir, oem, 'skin.json');
    if (existsSync(skinFile)) {
      const json = readJson(skinFile, problems);
      if (json.ok) set.skins.push({ file: relative(skinFile), oem, skin: json.value });
    }
    for (const file of jsonFiles(path.join(skinsDir, oem, 'screens'))) {
      const json = readJson(file, problems);
      if (json.ok) set.overlays.push({ file: relative(file), oem, screenId: path.basename(file, '.json'), patch: json.value });
    }
  }
  return set;
}

/** The check's inputs as the repository holds them: both contracts, the route table, the catalogues, the meta-schemas. */
export async function createCheckContext(): Promise<CheckContext> {
  const contract = await loadContractShape();
  const routes = new Map<string, RouteInfo>(ROUTES.map((r) => [r.name, { path: r.path, params: pathParams(r.path) }]));
  const catalogue = (lang: 'en' | 'fr') => new Set(Object.keys(lang === 'en' ? en : fr));
  const meta = (name: string) => JSON.parse(readFileSync(path.join(root, 'schemas/meta', name), 'utf8')) as SchemaNode;

  return new CheckContext({
    screenMetaSchema: meta('screen.schema.json'),
    skinMetaSchema: meta('skin.schema.json'),
    contract,
    fragment: fragmentReader(),
    routes,
    catalogues: { en: catalogue('en'), fr: catalogue('fr') },
    userSchema: { $ref: 'contract:portal#/$defs/UserDetails' },
  });
}

/** Checks a folder of definitions (with its oem-skins/ subfolder), or the repository's when none is given. */
export function checkFolder(ctx: CheckContext, dir?: string): { problems: CheckIssue[]; set: CheckSet } {
  const screensDir = dir ? path.resolve(dir) : path.join(root, 'schemas/screens');
  const skinsDir = dir ? path.join(screensDir, 'oem-skins') : path.join(root, 'oem-skins');
  const problems: CheckIssue[] = [];
  const set = collect(screensDir, skinsDir, problems);
  problems.push(...checkAll(set, ctx));
  return { problems, set };
}

async function main(): Promise<number> {
  const dirFlag = process.argv.indexOf('--dir');
  const dir = dirFlag >= 0 ? process.argv[dirFlag + 1] : undefined;
  if (dirFlag >= 0 && !dir) {
    console.error('usage: check-schemas [--dir <folder>]');
    return 2;
  }
  const { problems, set } = checkFolder(await createCheckContext(), dir);
  for (const problem of problems) console.error(formatIssue(problem));
  const counted = `${set.screens.length} screen(s), ${set.overlays.length} overlay(s), ${set.skins.length} skin(s)`;
  if (problems.length) {
    console.error(`schema QA check: ${problems.length} problem(s) in ${counted}`);
    return 1;
  }
  console.log(`schema QA check: ${counted} OK`);
  return 0;
}

// Imported by the QA tests for createCheckContext and checkFolder; run as a command otherwise.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exit(await main());
