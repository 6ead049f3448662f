/**
 * Bundle figures (issue #11): the bytes of JavaScript the browser receives (as transferred, after
 * the server's Content-Encoding) for the login page and for a dealer's home page after signing
 * in, measured in Chromium against a server on a fresh embedded database, printed against the
 * aims (login ≤ 120 KB, home ≤ 200 KB), with the decoded size beside it. Builds first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { figure } from './npm-start-portal.ts';
import { startServer } from '../src/server/main.ts';
import { PROJECT_ROOT } from '../src/server/server-config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium.ts';

const AIM_KB = { login: 120, home: 200 };

interface Figure {
  files: number;
  /** Each script's path and transferred bytes (BENCH_BUNDLE_FILES=1 prints them). */
  each: Array<[string, number]>;
  /** Body bytes as they crossed the wire (encoded). */
  transferred: number;
  /** Body bytes after decoding. */
  decoded: number;
}

/** Records every script the page loads; returns a reader of the totals so far. */
function recordScripts(page: Page): () => Promise<Figure> {
  const seen = new Map<string, Promise<{ url: string; transferred: number; decoded: number }>>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' || seen.has(request.url())) return;
    seen.set(
      request.url(),
      (async () => {
        const sizes = await request.sizes();
        const body = await (await request.response())?.body().catch(() => undefined);
        return { url: new URL(request.url()).pathname, transferred: sizes.responseBodySize, decoded: body?.length ?? 0 };
      })(),
    );
  });
  return async () => {
    const all = await Promise.all(seen.values());
    return {
      files: all.length,
      each: all.map((one) => [one.url, one.transferred] as [string, number]).sort((a, b) => b[1] - a[1]),
      transferred: all.reduce((sum, one) => sum + one.transferred, 0),
      decoded: all.reduce((sum, one) => sum + one.decoded, 0),
    };
  };
}

if (!ensureChromium()) process.exit(1);
if (spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/vite'), ['build'], { cwd: PROJECT_ROOT, stdio: 'ignore' }).status !== 0) {
  console.error('vite build failed');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'smartportal-bench-bundle-'));
const server = await startServer({ ...process.env, PORT: '0', DATA_DIR: dataDir, SEED_LEADS: '100', LOG_LEVEL: 'warn' });
// The home page as a dealer sees it on most days: contact details confirmed today, so the
// quarterly confirmation prompt (a form, which loads the form engine when it opens) stays shut.
await server.database.db
  .updateTable('profileContactDetails')
  .set({ lastUpdatedDateForDealerContact: new Date().toISOString().slice(0, 10) })
  .where('userId', 'in', (eb) => eb.selectFrom('users').select('id').where('loginName', '=', 'dealer'))
  .execute();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  const login = await scripts();
  await page.getByLabel('Username').fill('dealer');
  await page.getByLabel('Password').fill('Portal!2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('product-card-body').first().waitFor();
  await page.waitForLoadState('networkidle');
  const home = await scripts();
  const row = (name: string, figure: Figure, aim: number) => {
    const kb = figure.transferred / 1024;
    console.log(
      `${name.padEnd(6)} ${kb.toFixed(1).padStart(7)} KB transferred in ${String(figure.files).padStart(2)} files` +
        ` (${(figure.decoded / 1024).toFixed(0)} KB decoded)   aim ≤ ${aim} KB   ${kb <= aim ? 'met' : 'NOT met'}`,
    );
    if (process.env.BENCH_BUNDLE_FILES === '1') for (const [url, bytes] of figure.each) console.log(`         ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url}`);
  };
  console.log('JavaScript the browser receives (bytes on the wire, as the server encodes them)');
  row('login', login, AIM_KB.login);
  row('home', home, AIM_KB.home);
  figure('JavaScript transferred, login page', login.transferred / 1024, 'KB', { max: AIM_KB.login });
  figure("JavaScript transferred, a dealer's home page", home.transferred / 1024, 'KB', { max: AIM_KB.home });
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
