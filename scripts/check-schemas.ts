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
 * produce them). `npm test` runs the check with --parity, which must have no warnings.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { REPOSITORY_ROOT } from './screen-definitions/definition-sources.ts';
import { collectCheckSet, createCheckContext } from './screen-definitions/check-inputs.ts';
import { EXIT, buildQaReport, checkAll, exitCodeOf, oemsOf, toSarif, type CheckContext, type CheckIssue, type CheckSet, type QaReportRequest } from '../src/engine/tooling.ts';
import { scanCodeUsage } from './qa-report/code-usage.ts';
import { contractAt, contractAtRevision } from './qa-report/contract-versions.ts';
import { jsonLocator } from './qa-report/json-regions.ts';
import { textReport } from './qa-report/text-report.ts';
import { ROUTES } from '../src/shell/routes/route-table.ts';

export { createCheckContext };

/** The definitions, overlays and skins of a folder (with its oem-skins/ subfolder), or the repository's; the OEMs are its oem-skins/ folders. */
export function readFolder(dir?: string): { set: CheckSet; oems: string[]; readProblems: CheckIssue[] } {
  const screensDir = dir ? path.resolve(dir) : path.join(REPOSITORY_ROOT, 'schemas/screens');
  const skinsDir = dir ? path.join(screensDir, 'oem-skins') : path.join(REPOSITORY_ROOT, 'oem-skins');
  const readProblems: CheckIssue[] = [];
  const set = collectCheckSet(screensDir, skinsDir, readProblems);
  const folders = existsSync(skinsDir) ? readdirSync(skinsDir).filter((n) => statSync(path.join(skinsDir, n)).isDirectory()) : [];
  return { set, oems: oemsOf(set, folders), readProblems };
}

/** Checks a folder of definitions (with its oem-skins/ subfolder), or the repository's when none is given. */
export function checkFolder(ctx: CheckContext, dir?: string): { problems: CheckIssue[]; set: CheckSet } {
  const { set, readProblems } = readFolder(dir);
  return { problems: [...readProblems, ...checkAll(set, ctx)], set };
}

const USAGE = 'usage: check-schemas [--dir <folder>] [--format text|json|sarif] [--output <file>] [--coverage] [--parity] [--drift <contract folder or file> | --drift-git <revision>]';

function options(args: readonly string[]) {
  const { values } = parseArgs({
    args: [...args],
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

/** Where the command writes: the process's stdout and stderr, or a test's buffers. */
export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

/**
 * The command itself: its arguments in, its output written, its exit code returned. `context`
 * lets a caller that runs it several times (the CLI's tests) load the repository's contract and
 * catalogues once.
 */
export async function runCheckSchemas(args: readonly string[], io: CommandOutput, context?: Promise<CheckContext>): Promise<number> {
  let opts: ReturnType<typeof options>;
  try {
    opts = options(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return EXIT.usage;
  }
  const ctx = await (context ?? createCheckContext());
  const { set, oems, readProblems } = readFolder(opts.dir);
  let drift: QaReportRequest['drift'];
  try {
    if (opts.drift !== undefined) {
      drift = { label: `the contract at ${opts.drift}`, contract: await contractAt(opts.drift, path.join(REPOSITORY_ROOT, 'openapi')), otherIs: 'changed' };
    } else if (opts['drift-git'] !== undefined) {
      const revision = opts['drift-git'];
      drift = { label: `the working tree's contract against ${revision}`, contract: await contractAtRevision(REPOSITORY_ROOT, revision), otherIs: 'base' };
    }
  } catch (error) {
    io.err(`the other contract does not load: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  const request: QaReportRequest = {
    set,
    ctx,
    oems,
    readProblems,
    parity: opts.parity,
    ...(opts.coverage ? { coverage: { code: scanCodeUsage(REPOSITORY_ROOT, ctx.inputs.contract), routes: ROUTES.map(({ name, path: p }) => ({ name, path: p })) } } : {}),
    ...(drift ? { drift } : {}),
  };
  const report = buildQaReport(request);
  if (opts.format === 'text') {
    const { out, err } = textReport(report);
    for (const line of err) io.err(`${line}\n`);
    if (out.length) io.out(`${out.join('\n')}\n`);
  } else {
    const document = opts.format === 'json' ? report : toSarif({ issues: report.matrix.issues, parity: report.parity, coverage: report.coverage, drift: report.drift }, jsonLocator(REPOSITORY_ROOT));
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (opts.output) writeFileSync(opts.output, text);
    else io.out(text);
  }
  return exitCodeOf(report);
}

// Imported by the QA tests (createCheckContext, checkFolder, runCheckSchemas); run as a command otherwise.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const code = await runCheckSchemas(process.argv.slice(2), { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) });
  // Set, not process.exit(): a large report piped to another program is written out in full first.
  process.exitCode = code;
}
