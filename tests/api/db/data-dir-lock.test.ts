import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../../src/server/db/embedded/data-dir-lock.ts';
import { openDatabase } from '../../../src/server/db/open-database.ts';

const SLOW = 180_000;
const openDatabaseModule = fileURLToPath(new URL('../../../src/server/db/open-database.ts', import.meta.url));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

// The tests share one data folder (creating a PGlite cluster costs seconds); each leaves it unlocked.
describe('one embedded database process per data folder', () => {
  let dataDir: string;
  let scriptDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'smartportal-lock-'));
    scriptDir = await mkdtemp(join(tmpdir(), 'smartportal-parent-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(scriptDir, { recursive: true, force: true });
  });

  it('refuses a second start on the same folder with a clear message, and allows it once the first stops', { timeout: SLOW }, async () => {
    const first = await openDatabase({ dataDir });
    try {
      const owner = first.embedded?.pid;
      expect(Number((await readFile(join(dataDir, LOCK_FILE_NAME), 'utf8')).trim())).toBe(owner);
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toThrow(`The database folder ${dataDir} is already in use by process ${owner}`);
      // The refused start left the owner's lock and database alone.
      expect(Number((await readFile(join(dataDir, LOCK_FILE_NAME), 'utf8')).trim())).toBe(owner);
      await first.db.selectFrom('oems').select('id').execute();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a stale lock whose owner is gone', { timeout: SLOW }, async () => {
    // A PID that existed and has exited.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(gone).toBeGreaterThan(0);
    expect(isAlive(gone)).toBe(false);
    await writeFile(join(dataDir, LOCK_FILE_NAME), `${gone}\n`);
    const handle = await openDatabase({ dataDir });
    try {
      expect(Number((await readFile(join(dataDir, LOCK_FILE_NAME), 'utf8')).trim())).toBe(handle.embedded?.pid);
    } finally {
      await handle.close();
    }
  });

  it('takes over a lock whose PID now belongs to an unrelated process', { timeout: SLOW }, async () => {
    // This test runner is alive but is not an embedded database process.
    await writeFile(join(dataDir, LOCK_FILE_NAME), `${process.pid}\n`);
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });

  it('dies with its parent, even one killed outright', { timeout: SLOW }, async () => {
    // .mts: an ES module wherever it lives, so top-level await works.
    const script = join(scriptDir, 'parent.mts');
    await writeFile(
      script,
      `import { openDatabase } from ${JSON.stringify(pathToFileURL(openDatabaseModule).href)};\n` +
        `const handle = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });\n` +
        `console.log('CHILD ' + handle.embedded?.pid);\n` +
        `setInterval(() => undefined, 1000);\n`,
    );
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const parent = spawn(process.execPath, ['--import', tsx, script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = await new Promise<number>((resolve, reject) => {
      let output = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /CHILD (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      parent.once('exit', (code) => reject(new Error(`parent exited early with ${code}`)));
    });
    expect(isAlive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    expect(await waitFor(() => !isAlive(childPid), 30_000)).toBe(true);
    // It closed cleanly: the lock is gone and the folder opens again.
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });
});
