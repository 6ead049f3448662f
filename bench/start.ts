/**
 * `npm run bench:start`: how long `npm start` takes to answer /health on a new data folder
 * (initdb, migrations, the default seed of 20,000 leads; the SPA already built) and on the same
 * folder again (a restart), against the aims of issue #11 (first start < 20 s, restart < 5 s).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/server-config.ts';
import { figure, startPortal } from './npm-start-portal.ts';

// Built first, so the figures are the portal's own start (npm start builds only when sources changed).
if (spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/vite'), ['build'], { cwd: PROJECT_ROOT, stdio: 'ignore' }).status !== 0) {
  console.error('vite build failed');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'smartportal-bench-start-'));
try {
  const first = await startPortal(dataDir);
  await first.stop();
  const again = await startPortal(dataDir);
  await again.stop();
  figure('first start (new data folder, 20,000 leads seeded)', first.readyAfterMs / 1000, 's', { max: 20 });
  figure('restart (same data folder)', again.readyAfterMs / 1000, 's', { max: 5 });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
