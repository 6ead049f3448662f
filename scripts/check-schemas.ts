/**
 * `npm run check:schemas`: the QA check of every screen definition (schemas/screens/**), every
 * definition merged with every OEM overlay (oem-skins/<oem>/screens/<screenId>.json) and every
 * skin (oem-skins/<oem>/skin.json), against the meta-schemas, the contract, the route table and
 * both i18n catalogues. Prints one line per problem (file:pointer: reason) and exits 1 on any.
 * The QA workbench's report (src/engine/qa-report) adds, on request:
 *
 *   --dir <folder>         the definitions under that folder instead, with its `oem-skins/`
 *                          subfolder as the overlays and skins (tests point it at tests/fixtures/...)
 *   --format text|json|sarif
 *                          text (default): the lines above; json: the whole report (status per
 *                          screen × OEM × language, and the sections asked for); sarif: SARIF 2.1.0
 *                          with the line region of every problem, for code hosts to annotate
 *   --output <file>        write the json or sarif there instead of stdout
 *   --coverage             config coverage: operations no screen or shell code calls, routes
 *                          with no screen, i18n keys missing in a language or used nowhere,
 *                          response fields no table or detail shows
 *   --parity               constraint parity: every screen field looser or stricter than the
 *                          contract field it lands in
 *   --drift <path>         contract drift: what the contract at <path> (a folder with portal.yaml
 *                          and cms.yaml, or one of those files) would break, screen × OEM
 *   --drift-git <rev>      contract drift of the working tree's openapi/ against <rev>'s (HEAD:
 *                          what the uncommitted contract change breaks)
 *
 * Exit codes: 0 clean; 1 errors (a check problem, or a screen the drift breaks); 2 wrong usage
 * or an unreadable --drift contract; 3 warnings only (looser or different parity, operations
 * no one calls, routes with no screen, keys one language lacks — only the sections asked for
 * produce them). `npm test` runs the plain check, which has no warnings.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { fragmentReader, loadContractShape } from './screen-definitions/definition-sources.ts';
import { ROUTES, pathParams } from '../src/shell/routes/route-table.ts';
import { en, fr } from '../src/i18n/catalogues.ts';
import { CheckContext, EXIT, buildQaReport, checkAll, exitCodeOf, oemsOf, toSarif, type CheckIssue, type CheckSet, type ContractShape, type QaReportRequest, type RouteInfo, type SchemaNode } from '../src/engine/tooling.ts';
import { scanCodeUsage } from './qa-report/code-usage.ts';
import { contractAt, contractAtRevision } from './qa-report/contract-versions.ts';
import { jsonLocator } from './qa-report/json-regions.ts';
import { textReport } from './qa-report/text-report.ts';

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
export async function createCheckContext(contract?: ContractShape): Promise<CheckContext> {
  contract ??= await loadContractShape();
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

/** The definitions, overlays and skins of a folder (with its oem-skins/ subfolder), or the repository's; the OEMs are its oem-skins/ folders. */
export function readFolder(dir?: string): { set: CheckSet; oems: string[]; readProblems: CheckIssue[] } {
  const screensDir = dir ? path.resolve(dir) : path.join(root, 'schemas/screens');
  const skinsDir = dir ? path.join(screensDir, 'oem-skins') : path.join(root, 'oem-skins');
  const readProblems: CheckIssue[] = [];
  const set = collect(screensDir, skinsDir, readProblems);
  const folders = existsSync(skinsDir) ? readdirSync(skinsDir).filter((n) => statSync(path.join(skinsDir, n)).isDirectory()) : [];
  return { set, oems: oemsOf(set, folders), readProblems };
}

/** Checks a folder of definitions (with its oem-skins/ subfolder), or the repository's when none is given. */
export function checkFolder(ctx: CheckContext, dir?: string): { problems: CheckIssue[]; set: CheckSet } {
  const { set, readProblems } = readFolder(dir);
  return { problems: [...readProblems, ...checkAll(set, ctx)], set };
}

const USAGE = 'usage: check-schemas [--dir <folder>] [--format text|json|sarif] [--output <file>] [--coverage] [--parity] [--drift <contract folder or file> | --drift-git <revision>]';

function options() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      format: { type: 'string', default: 'text' },
      output: { type: 'string' },
      coverage: { type: 'boolean', default: false },
      parity: { type: 'boolean', default: false },
      drift: { type: 'string' },
      'drift-git': { type: 'string' },
    },
    strict: true,
  });
  if (!['text', 'json', 'sarif'].includes(values.format)) throw new Error(`unknown --format "${values.format}"`);
  if (values.drift !== undefined && values['drift-git'] !== undefined) throw new Error('--drift and --drift-git are one drift report each; give one');
  return values;
}

async function main(): Promise<number> {
  let opts: ReturnType<typeof options>;
  try {
    opts = options();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT.usage;
  }
  const ctx = await createCheckContext();
  const { set, oems, readProblems } = readFolder(opts.dir);
  let drift: QaReportRequest['drift'];
  try {
    if (opts.drift !== undefined) {
      drift = { label: `the contract at ${opts.drift}`, contract: await contractAt(opts.drift, path.join(root, 'openapi')), otherIs: 'changed' };
    } else if (opts['drift-git'] !== undefined) {
      const revision = opts['drift-git'];
      drift = { label: `the working tree's contract against ${revision}`, contract: await contractAtRevision(root, revision), otherIs: 'base' };
    }
  } catch (error) {
    console.error(`the other contract does not load: ${(error as Error).message}`);
    return EXIT.usage;
  }
  const request: QaReportRequest = {
    set,
    ctx,
    oems,
    readProblems,
    parity: opts.parity,
    ...(opts.coverage ? { coverage: { code: scanCodeUsage(root, ctx.inputs.contract), routes: ROUTES.map(({ name, path: p }) => ({ name, path: p })) } } : {}),
    ...(drift ? { drift } : {}),
  };
  const report = buildQaReport(request);
  if (opts.format === 'text') {
    const { out, err } = textReport(report);
    for (const line of err) console.error(line);
    if (out.length) console.log(out.join('\n'));
  } else {
    const document = opts.format === 'json' ? report : toSarif({ issues: report.matrix.issues, parity: report.parity, coverage: report.coverage, drift: report.drift }, jsonLocator(root));
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (opts.output) writeFileSync(opts.output, text);
    else process.stdout.write(text);
  }
  return exitCodeOf(report);
}

// Imported by the QA tests for createCheckContext and checkFolder; run as a command otherwise.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exit(await main());
