/**
 * Bundle figures (portal shell issue): gzip size of the JavaScript the browser actually loads
 * for the login page and for the home page after signing in, measured in Chromium against a
 * server on a fresh embedded database, printed against the aims (login ≤ 120 KB, home ≤ 200 KB).
 * Run with `npm run bench:bundle` (after a `vite build`, which `npm start` does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { startServer } from '../src/server/main.ts';
import { PROJECT_ROOT } from '../src/server/server-config.ts';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium.ts';

const AIM_KB = { login: 120, home: 200 };
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Records every script the page loads; returns a reader of the gzip total so far. */
function recordScripts(page: Page): () => { files: number; gzipBytes: number } {
  const seen = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || seen.has(response.url())) return;
    seen.set(response.url(), 0);
    const body = await response.body().catch(() => Buffer.alloc(0));
    seen.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  return () => ({ files: seen.size, gzipBytes: [...seen.values()].reduce((a, b) => a + b, 0) });
}

if (!ensureChromium()) process.exit(1);
if (spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/vite'), ['build'], { cwd: PROJECT_ROOT, stdio: 'ignore' }).status !== 0) {
  console.error('vite build failed');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'smartportal-bench-bundle-'));
const server = await startServer({ ...process.env, PORT: '0', DATA_DIR: dataDir, SEED_LEADS: '100', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  const login = scripts();
  await page.getByLabel('Username').fill('dealer');
  await page.getByLabel('Password').fill('Portal!2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('product-card-body').first().waitFor();
  await page.waitForLoadState('networkidle');
  const home = scripts();
  const row = (name: string, figure: { files: number; gzipBytes: number }, aim: number) => {
    const kb = figure.gzipBytes / 1024;
    console.log(`${name.padEnd(6)} ${kb.toFixed(1).padStart(7)} KB gzip in ${String(figure.files).padStart(2)} files   aim ${aim} KB   ratio ${(kb / aim).toFixed(2)}`);
  };
  console.log('JavaScript loaded by the page (gzip -9 of each file as served)');
  row('login', login, AIM_KB.login);
  row('home', home, AIM_KB.home);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
