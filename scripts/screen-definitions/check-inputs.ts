/**
 * What the QA check of screen definitions reads, assembled once for every host that runs it:
 * `npm run check:schemas` (scripts/check-schemas.ts) and the studio's server, which runs the
 * same check before it publishes (src/server/handlers/studio). The check itself is the engine's
 * (checkAll); this gathers its inputs: both contracts, the route table, the catalogues, the
 * meta-schemas, and the definition, overlay and skin files of a folder.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT, fragmentReader, loadContractShape } from './definition-sources.ts';
import { ROUTES, pathParams } from '../../src/shell/routes/route-table.ts';
import { en, fr } from '../../src/i18n/catalogues.ts';
import { CheckContext, type CheckIssue, type CheckSet, type RouteInfo, type SchemaNode } from '../../src/engine/tooling.ts';

/** A repository path with forward slashes, as the check names files. */
export const repositoryPath = (file: string) => path.relative(REPOSITORY_ROOT, file).split(path.sep).join('/');

/** The .json files under a folder, sorted, depth first (skipping one subfolder). */
export function jsonFiles(dir: string, skip?: string): string[] {
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

/** The OEM skin folders of an oem-skins/ folder (those holding a skin.json). */
export function skinFolders(skinsDir: string): string[] {
  if (!existsSync(skinsDir)) return [];
  return readdirSync(skinsDir)
    .filter((name) => statSync(path.join(skinsDir, name)).isDirectory() && existsSync(path.join(skinsDir, name, 'skin.json')))
    .sort();
}

function readJson(file: string, problems: CheckIssue[]): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    problems.push({ file: repositoryPath(file), pointer: '', message: `not valid JSON: ${(error as Error).message}` });
    return { ok: false };
  }
}

/** Every definition under screensDir, every overlay and skin under skinsDir, parsed (a file that is not JSON is a problem). */
export function collectCheckSet(screensDir: string, skinsDir: string, problems: CheckIssue[]): CheckSet {
  const set = { screens: [], overlays: [], skins: [] } as { screens: CheckSet['screens'][number][]; overlays: CheckSet['overlays'][number][]; skins: CheckSet['skins'][number][] };
  for (const file of jsonFiles(screensDir, skinsDir)) {
    const json = readJson(file, problems);
    if (json.ok) set.screens.push({ file: repositoryPath(file), definition: json.value });
  }
  const oems = existsSync(skinsDir) ? readdirSync(skinsDir).filter((n) => statSync(path.join(skinsDir, n)).isDirectory()).sort() : [];
  for (const oem of oems) {
    const skinFile = path.join(skinsDir, oem, 'skin.json');
    if (existsSync(skinFile)) {
      const json = readJson(skinFile, problems);
      if (json.ok) set.skins.push({ file: repositoryPath(skinFile), oem, skin: json.value });
    }
    for (const file of jsonFiles(path.join(skinsDir, oem, 'screens'))) {
      const json = readJson(file, problems);
      if (json.ok) set.overlays.push({ file: repositoryPath(file), oem, screenId: path.basename(file, '.json'), patch: json.value });
    }
  }
  return set;
}

/** The check's inputs as the repository holds them: both contracts, the route table, the catalogues, the meta-schemas. */
export async function createCheckContext(): Promise<CheckContext> {
  const contract = await loadContractShape();
  const routes = new Map<string, RouteInfo>(ROUTES.map((r) => [r.name, { path: r.path, params: pathParams(r.path) }]));
  const catalogue = (lang: 'en' | 'fr') => new Set(Object.keys(lang === 'en' ? en : fr));
  const meta = (name: string) => JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'schemas/meta', name), 'utf8')) as SchemaNode;

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
