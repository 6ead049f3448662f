/**
 * `npm test`: every check of the project, in the order the foundation issue names, stopping
 * at the first failure. Each stage prints its time, and a table of all of them closes the run;
 * the last line is the runners' combined count ("tests: N passed, N failed, N skipped"), read
 * from their JSON reports.
 *
 * The API suite runs once, on the embedded PostgreSQL (TEST_DATABASE_URL points it at another
 * server); its files run in parallel, each on its own copy of one seeded template database.
 * The browser journeys run in parallel workers against one `npm start` on a free port; the SPA
 * they need is built while the static checks run, and that portal starts on it while the API
 * tests run (scripts/e2e-server.ts), so the journeys begin at once.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eSettings, startE2eServer, type StartedServer } from './e2e-server.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { printFailedJourneyPages } from './failed-journey-pages.ts';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, 'test-results');

interface Counts { passed: number; failed: number; skipped: number }
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const stages: Array<{ title: string; seconds: number; ok: boolean }> = [];
const started = performance.now();

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One stage, awaited rather than run with spawnSync: the event loop keeps turning, so the
 * background build's end is seen (and timed) when it happens, not when the next stage is over.
 */
async function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  console.log(`\n▶ ${title}`);
  const at = performance.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const status = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code));
  });
  const elapsed = performance.now() - at;
  const ok = status === 0;
  stages.push({ title, seconds: elapsed / 1000, ok });
  console.log(`${ok ? '✔' : '✖'} ${title}: ${ok ? 'passed' : 'failed'} in ${seconds(elapsed)}`);
  return ok;
}

/** Ends a build still running when a check fails first, so nothing outlives the run. */
const cleanups: Array<() => void> = [];

function finish(ok: boolean): never {
  for (const cleanup of cleanups) cleanup();
  const width = Math.max(...stages.map((stage) => stage.title.length));
  console.log('\nstage times');
  for (const stage of stages) console.log(`  ${stage.title.padEnd(width)}  ${stage.seconds.toFixed(1).padStart(7)} s${stage.ok ? '' : '  (failed)'}`);
  const totalSeconds = (performance.now() - started) / 1000;
  console.log(`  ${'total'.padEnd(width)}  ${totalSeconds.toFixed(1).padStart(7)} s`);
  // For `npm run bench`, which prints the last run's stage times beside the aim.
  writeFileSync(path.join(reports, 'stage-times.json'), JSON.stringify({ finishedAt: new Date().toISOString(), ok, totalSeconds, stages }, null, 2));
  console.log(`\n${ok ? 'all checks passed' : 'checks failed'}`);
  if (flakyJourneys.length > 0) {
    console.log(`flaky journeys (failed once, then passed):\n${flakyJourneys.map((title) => `  - ${title}`).join('\n')}`);
  }
  console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

function addVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number;
  };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

interface PlaywrightSuite {
  title: string;
  specs?: Array<{ title: string; file: string; line: number; tests: Array<{ status: string }> }>;
  suites?: PlaywrightSuite[];
}

/** Journeys that failed once and passed on their retry, as `file:line title`. */
const flakyJourneys: string[] = [];

function addPlaywright(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'flaky')) flakyJourneys.push(`${spec.file}:${spec.line} ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
}

function hasFiles(dir: string, pattern: RegExp): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((f) => pattern.test(String(f)));
}

/**
 * A command run in the background, its output kept and printed when it ends, so it does not
 * interleave with the stage in the foreground. Its time is a stage of its own, measured from its
 * start; the table then adds up to more than the total by what ran beside it.
 */
function runBeside(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const at = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
  cleanups.push(() => child.exitCode === null && child.kill());
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      stages.push({ title, seconds: (performance.now() - at) / 1000, ok });
      if (output.trim() !== '') console.log(`\n${title}:\n${output.trimEnd()}`);
      console.log(`${ok ? '✔' : '✖'} ${title}: ${ok ? 'passed' : 'failed'} in ${seconds(performance.now() - at)}`);
      resolve(ok);
    };
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

// The type check runs TypeScript 7's native compiler (package typescript-native): half the CPU
// of 5.9's on this code, the same errors (README, stack). Named by its path: both packages
// install a `tsc` command, and which one npm links is not promised.
const TSC_NATIVE = path.join(root, 'node_modules/typescript-native/bin/tsc');

const staticChecks: Array<[string, string, string[]]> = [
  ['type check (tsc 7, strict)', TSC_NATIVE, ['-p', 'tsconfig.json', '--noEmit']],
  ['contract lint (Redocly)', 'npm', ['run', '--silent', 'lint:contract']],
  ['generated API types are fresh', 'npm', ['run', '--silent', 'gen:check']],
];
if (pkg.scripts['check:schemas']) {
  // With --parity, a screen field looser than the contract field it lands in is a warning and
  // fails the run (exit 3): parity found none once options and empty filters were understood,
  // and it must stay none (issue #19).
  staticChecks.push(['schema QA check and constraint parity', 'npm', ['run', '--silent', 'check:schemas', '--', '--parity']]);
}
// One after the other, beside the SPA build: run side by side instead, they took as long (40–46 s
// either way, the machine busy throughout: the type checker uses both cores; 2026-11-29).
const spaBuild = runBeside('browser app build (beside the static checks)', bin('vite'), ['build', '--logLevel', 'warn'], process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {});
for (const [title, command, args] of staticChecks) {
  if (!(await run(title, command, args))) finish(false);
}

const hasJourneys = hasFiles(path.join(root, 'tests/e2e'), /\.spec\.ts$/);
// Chosen now and handed down to Playwright in the environment (scripts/e2e-server.ts).
const e2e = hasJourneys ? e2eSettings() : undefined;
let e2eServer: StartedServer | undefined;

/** Stops the browser tests' portal, if it was started, then ends the run. */
async function end(ok: boolean): Promise<never> {
  await e2eServer?.stop();
  finish(ok);
}

const vitestStages: Array<[string, string[], string]> = [
  ['unit and component tests (Vitest)', ['--project', 'unit', '--project', 'components'], 'vitest-unit.json'],
  ['API tests (Vitest, embedded PostgreSQL)', ['--project', 'api'], 'vitest-api.json'],
];
for (const [title, projects, reportName] of vitestStages) {
  // The API files wait on their servers and databases part of the time: the browser tests'
  // portal makes and seeds its database meanwhile, on the built app (npm start would build a
  // missing one itself, beside the tests).
  if (projects.includes('api') && e2e && (await spaBuild)) e2eServer = startE2eServer(e2e);
  const report = path.join(reports, reportName);
  const ok = await run(title, bin('vitest'), ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  addVitest(report);
  if (!ok) await end(false);
}

if (e2e) {
  if (!ensureChromium()) await end(false);
  if (!(await spaBuild)) await end(false);
  // A portal that could not start is stopped here; Playwright then starts its own and reports it.
  const serverUp = (await e2eServer?.ready) ?? false;
  if (!serverUp) await e2eServer?.stop();
  const playwrightReport = path.join(reports, 'playwright.json');
  // One retry: on CI's loaded 2-core machine a journey failed about once in two runs on races
  // nobody reproduced since (2026-11-27: a click that sent nothing for two minutes, the screen
  // looking right), and a red run lands nothing. A journey that passes only on its retry is
  // listed as flaky by name at the end, with the page it failed on: a defect to fix, not a pass.
  const e2eOk = await run('browser tests (Playwright in Chromium)', bin('playwright'), ['test', '--retries=1', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    ...(serverUp ? { E2E_SERVER_STARTED: '1' } : {}),
  });
  addPlaywright(playwrightReport);
  if (!e2eOk || flakyJourneys.length > 0) printFailedJourneyPages(process.env.E2E_OUTPUT_DIR ?? path.join(reports, 'e2e'));
  await end(e2eOk);
} else {
  console.log('\n▶ browser tests: tests/e2e has no journeys yet');
}
finish(true);
