/**
 * `npm run test:visual`: a screenshot of every landed screen definition × OEM skin of the run's
 * matrix (matrix.ts) in Chromium, drawn by the studio's preview on data generated from the
 * contract, compared with the approved set in tests/visual/approved/. Lists what changed, what
 * is new and what is missing, writes the images and an HTML report to test-results/visual/, and
 * exits 1 when anything differs. `--approve` (`npm run test:visual:approve`) makes the current
 * screenshots the approved set instead.
 *
 * Deterministic by construction: the same build of the harness page, a fixed viewport width,
 * scale, locale, time zone and clock, seeded Math.random, animations and caret off, no request
 * leaves the page (the harness is served from its build folder through the browser's request
 * interception, so there is no server and no port), and the system's own fonts.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../ensure-chromium.ts';
import { buildHarness } from './build-harness.ts';
import { compareShot } from './compare.ts';
import { environmentDifferences, renderEnvironment, type RenderEnvironment } from './environment.ts';
import { MAX_SHOT_HEIGHT, SHOT_WIDTH, type ShotAnswer, type ShotRequest } from './harness/protocol.ts';
import { parseShotKey, shotKey, visualMatrix, type ScreenFile, type Shot } from './matrix.ts';
import { countByStatus, reportHtml, reportLines, type ShotResult } from './report.ts';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');
const APPROVED_DIR = path.join(ROOT, 'tests/visual/approved');
const ENVIRONMENT_FILE = path.join(APPROVED_DIR, 'environment.json');
const OUTPUT_DIR = path.join(ROOT, process.env.VISUAL_OUTPUT_DIR ?? 'test-results/visual');
const HARNESS_DIR = path.join(ROOT, 'node_modules/.cache/smartportal-visual-harness');
const ORIGIN = 'http://visual-harness.test';
// The preview's generated dates are fixed already; the clock fixes "today" for anything that reads it.
const FIXED_NOW = new Date('2026-06-15T15:00:00Z');
const TIME_ZONE = 'America/Chicago';
// mulberry32, reseeded before each shot (window.visualSeed) so a shot's numbers do not depend on the shots drawn before it in that page.
const SEEDED_RANDOM = `(() => {
  let state = 0;
  window.visualSeed = (seed) => { state = seed >>> 0; };
  window.visualSeed(20261127);
  Math.random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

const USAGE = `usage: npm run test:visual [-- options]
  --approve            make the current screenshots the approved set (changed and new written, missing removed)
  --all                every screen × every OEM, not only the committed matrix
  --screen <id>        only this screen (repeat or comma-separate)
  --oem <name>         only this OEM skin (repeat or comma-separate)
  --language en|fr     the preview's language (default en)
  --workers <n>        browser pages in parallel (default VISUAL_WORKERS or the core count)
  --threshold <0..1>   pixelmatch colour threshold (default 0.1)
  --max-diff-pixels <n> differing pixels tolerated per shot (default 0)`;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        approve: { type: 'boolean', default: false },
        all: { type: 'boolean', default: false },
        screen: { type: 'string', multiple: true, default: [] },
        oem: { type: 'string', multiple: true, default: [] },
        language: { type: 'string', default: 'en' },
        workers: { type: 'string', default: process.env.VISUAL_WORKERS ?? String(availableParallelism()) },
        threshold: { type: 'string', default: '0.1' },
        'max-diff-pixels': { type: 'string', default: '0' },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const split = (list: string[]) => list.flatMap((item) => item.split(',')).map((item) => item.trim()).filter(Boolean);
    const language = values.language;
    const workers = Number(values.workers);
    const threshold = Number(values.threshold);
    const maxDiffPixels = Number(values['max-diff-pixels']);
    if (language !== 'en' && language !== 'fr') throw new Error(`--language is en or fr, not ${language}`);
    if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers is a whole number above 0, not ${values.workers}`);
    if (!(threshold >= 0 && threshold <= 1)) throw new Error(`--threshold is between 0 and 1, not ${values.threshold}`);
    if (!Number.isInteger(maxDiffPixels) || maxDiffPixels < 0) throw new Error(`--max-diff-pixels is a whole number, not ${values['max-diff-pixels']}`);
    return { approve: values.approve, all: values.all, screens: split(values.screen), oems: split(values.oem), language: language as 'en' | 'fr', workers, threshold, maxDiffPixels };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

function landedScreens(): ScreenFile[] {
  const dir = path.join(ROOT, 'schemas/screens');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) =>
      readdirSync(path.join(dir, area.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({ area: area.name, screen: file.slice(0, -'.json'.length) })),
    );
}

function skins(): { oems: string[]; overlays: Set<string> } {
  const dir = path.join(ROOT, 'oem-skins');
  const oems = readdirSync(dir).filter((name) => existsSync(path.join(dir, name, 'skin.json')));
  const overlays = new Set(
    oems.flatMap((oem) => {
      const screens = path.join(dir, oem, 'screens');
      return existsSync(screens) ? readdirSync(screens).filter((f) => f.endsWith('.json')).map((f) => `${oem}/${f.slice(0, -'.json'.length)}`) : [];
    }),
  );
  return { oems, overlays };
}

function approvedKeys(): Set<string> {
  if (!existsSync(APPROVED_DIR)) return new Set();
  return new Set(
    readdirSync(APPROVED_DIR, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.png'))
      .map((file) => file.split(path.sep).join('/').slice(0, -'.png'.length))
      .filter((key) => parseShotKey(key) !== undefined),
  );
}

/** A browser page on the harness, with the run's fixed locale, zone, clock, seed and scale, that fetches nothing from anywhere else. */
async function openPage(browser: Browser, blocked: Set<string>): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: SHOT_WIDTH, height: 900 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: TIME_ZONE,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) {
      blocked.add(url.href);
      return route.abort('blockedbyclient');
    }
    const file = path.join(HARNESS_DIR, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(HARNESS_DIR + path.sep) || !existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
  await context.addInitScript(SEEDED_RANDOM);
  await context.clock.setFixedTime(FIXED_NOW);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/index.html`);
  await page.waitForFunction(() => document.documentElement.dataset.visualReady === 'true', undefined, { timeout: 120_000 });
  return page;
}

interface Taken {
  readonly shot: Shot;
  /** Milliseconds drawing the screen until it settled, and capturing it. */
  readonly drawMs?: number;
  readonly captureMs?: number;
  readonly answer?: ShotAnswer;
  readonly png?: Buffer;
  readonly error?: string;
}

async function takeShots(browser: Browser, shots: readonly Shot[], workers: number, blocked: Set<string>, taken: (result: Taken) => void): Promise<void> {
  const queue = [...shots];
  async function worker() {
    let page: Page | undefined;
    const errors: string[] = [];
    for (let shot = queue.shift(); shot; shot = queue.shift()) {
      try {
        if (!page) {
          page = await openPage(browser, blocked);
          page.on('pageerror', (error) => errors.push(error.message));
        }
        errors.length = 0;
        const request: ShotRequest = { area: shot.area, screen: shot.screen, oem: shot.oem, language: shot.language };
        const drawStarted = performance.now();
        const answer = await page.evaluate(async (r) => {
          (window as unknown as { visualSeed: (seed: number) => void }).visualSeed(20261127);
          return window.visualRender!(r);
        }, request);
        const drawMs = performance.now() - drawStarted;
        const captureStarted = performance.now();
        // The viewport holds the whole frame, so the element's screenshot is one capture of it (the
        // harness page never scrolls, so its layout does not depend on the viewport's height).
        await page.setViewportSize({ width: SHOT_WIDTH, height: Math.min(MAX_SHOT_HEIGHT, answer.height) + 2 });
        const png = await page.locator(`[data-shot="${answer.key}"] iframe`).screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', timeout: 60_000 });
        taken({ shot, answer, png, drawMs, captureMs: performance.now() - captureStarted, ...(errors.length ? { error: `page error: ${errors.join('; ')}` } : {}) });
      } catch (error) {
        taken({ shot, error: (error as Error).message.split('\n')[0] });
        // A page that failed may hold a half-drawn screen: the next shot starts on a fresh one.
        await page?.context().close().catch(() => undefined);
        page = undefined;
      }
    }
    await page?.context().close();
  }
  await Promise.all(Array.from({ length: Math.min(workers, shots.length) }, () => worker()));
}

function writeFile(file: string, data: Buffer | string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const opts = options();
  const started = performance.now();
  if (!ensureChromium()) process.exit(2);

  const { oems, overlays } = skins();
  const unknownOem = opts.oems.find((oem) => !oems.includes(oem));
  if (unknownOem) {
    console.error(`no OEM skin "${unknownOem}" (oem-skins/: ${oems.sort().join(', ')})`);
    process.exit(2);
  }
  const screens = landedScreens();
  const unknownScreen = opts.screens.find((id) => !screens.some((screen) => screen.screen === id));
  if (unknownScreen) {
    console.error(`no screen definition "${unknownScreen}" under schemas/screens/`);
    process.exit(2);
  }
  const approved = approvedKeys();
  const { shots, orphans } = visualMatrix({ screens, oems, overlays, approved, language: opts.language, all: opts.all, onlyScreens: opts.screens, onlyOems: opts.oems });

  rmSync(OUTPUT_DIR, { recursive: true, force: true });
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const buildStarted = performance.now();
  const { built } = await buildHarness(ROOT, HARNESS_DIR);
  const buildMs = performance.now() - buildStarted;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'],
  });
  const environment = renderEnvironment(browser.version());
  const approvedEnvironment = existsSync(ENVIRONMENT_FILE) ? (JSON.parse(readFileSync(ENVIRONMENT_FILE, 'utf8')) as RenderEnvironment) : undefined;
  const byReason = new Map<string, number>();
  for (const shot of shots) byReason.set(shot.reason, (byReason.get(shot.reason) ?? 0) + 1);
  const reasons = [...byReason].map(([reason, count]) => `${count} ${reason}`).join(', ');
  console.log(`visual regression: ${shots.length} shots (${reasons}) in Chromium ${environment.chromium}, ${SHOT_WIDTH} px wide, ${opts.language}, ${Math.min(opts.workers, shots.length)} workers; harness ${built ? 'built' : 'reused'} in ${seconds(buildMs)}`);

  const results: ShotResult[] = [];
  const renderStarted = performance.now();
  const blocked = new Set<string>();
  let drawMs = 0;
  let captureMs = 0;
  await takeShots(browser, shots, opts.workers, blocked, ({ shot, answer, png, error, ...times }) => {
    drawMs += times.drawMs ?? 0;
    captureMs += times.captureMs ?? 0;
    const key = shotKey(shot);
    const base = { key, area: shot.area, screen: shot.screen, oem: shot.oem, language: shot.language, reason: shot.reason, ...(answer ? { role: answer.role } : {}), ...(answer?.notice ? { notice: answer.notice } : {}) };
    if (!png || error) {
      results.push({ ...base, status: 'failed', error: error ?? 'no screenshot' });
      if (png) writeFile(path.join(OUTPUT_DIR, `${key}.actual.png`), png);
      return;
    }
    const approvedFile = path.join(APPROVED_DIR, `${key}.png`);
    const approvedPng = existsSync(approvedFile) ? readFileSync(approvedFile) : undefined;
    const comparison = compareShot(approvedPng, png, { threshold: opts.threshold, maxDiffPixels: opts.maxDiffPixels });
    const files: { approved?: string; actual?: string; diff?: string } = {};
    if (comparison.status !== 'same') {
      files.actual = `${key}.actual.png`;
      writeFile(path.join(OUTPUT_DIR, files.actual), png);
    }
    if (comparison.status === 'changed') {
      files.approved = `${key}.approved.png`;
      files.diff = `${key}.diff.png`;
      writeFile(path.join(OUTPUT_DIR, files.approved), approvedPng!);
      writeFile(path.join(OUTPUT_DIR, files.diff), comparison.diffPng!);
    }
    const { diffPng: _diff, ...measures } = comparison;
    results.push({ ...base, ...measures, files });
    if (opts.approve && (comparison.status === 'new' || comparison.status === 'changed')) writeFile(approvedFile, png);
  });
  await browser.close();
  const renderMs = performance.now() - renderStarted;

  for (const key of orphans) {
    const pair = parseShotKey(key)!;
    results.push({ key, ...pair, reason: 'approved', status: 'missing', files: {} });
    if (opts.approve) rmSync(path.join(APPROVED_DIR, `${key}.png`));
  }
  if (opts.approve) writeFile(ENVIRONMENT_FILE, `${JSON.stringify(environment, null, 2)}\n`);

  results.sort((a, b) => a.key.localeCompare(b.key));
  const counts = countByStatus(results);
  const totalMs = performance.now() - started;
  const summary = [
    `${results.length} shots: ${counts.same} same, ${counts.changed} changed, ${counts.new} new, ${counts.missing} missing, ${counts.failed} failed in ${seconds(totalMs)} (harness ${built ? 'build' : 'reuse'} ${seconds(buildMs)}, screenshots ${seconds(renderMs)}, ${(renderMs / Math.max(1, shots.length)).toFixed(0)} ms a shot over ${Math.min(opts.workers, shots.length)} workers; per shot ${(drawMs / Math.max(1, shots.length)).toFixed(0)} ms drawing, ${(captureMs / Math.max(1, shots.length)).toFixed(0)} ms capturing)`,
  ];
  const environmentLines = opts.approve ? [] : environmentDifferences(approvedEnvironment, environment);
  if (environmentLines.length) summary.unshift(`The approved set was rendered elsewhere (${environmentLines.join('; ')}): differences may be rendering, not definitions.`);
  if (blocked.size) summary.push(`Blocked requests that left the page (a screen should draw from the build alone): ${[...blocked].sort().join(', ')}`);

  for (const line of reportLines(results, path.relative(ROOT, OUTPUT_DIR))) console.log(line);
  for (const line of summary) console.log(line);
  writeFile(path.join(OUTPUT_DIR, 'report.json'), `${JSON.stringify({ environment, approvedEnvironment, counts, results }, null, 2)}\n`);
  writeFile(path.join(OUTPUT_DIR, 'index.html'), reportHtml('SmartPortal visual regression', summary, results));
  console.log(`report: ${path.relative(ROOT, path.join(OUTPUT_DIR, 'index.html'))}`);

  if (opts.approve) {
    const written = counts.changed + counts.new;
    console.log(`approved: ${written} image${written === 1 ? '' : 's'} written, ${counts.missing} removed in ${path.relative(ROOT, APPROVED_DIR)}/${counts.failed ? `; ${counts.failed} failed shots not approved` : ''}`);
    process.exit(counts.failed ? 1 : 0);
  }
  const differs = counts.changed + counts.new + counts.missing + counts.failed;
  if (differs) console.log('Look at the report; if every change is intended, run `npm run test:visual:approve` (same options) and commit tests/visual/approved/.');
  process.exit(differs ? 1 : 0);
}

await main();
