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
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockOwner = async (dataDir: string) => Number((await readFile(join(dataDir, LOCK_FILE_NAME), 'utf8')).split(' ')[0]);

// The tests share one data folder (initdb runs once); each leaves it unlocked.
describe('one portal per data folder', () => {
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
    const first = await openDatabase({ dataDir, durable: false });
    try {
      expect(await lockOwner(dataDir)).toBe(process.pid);
      // A second portal in another process (this one already owns the folder).
      const script = join(scriptDir, 'second.mts');
      await writeFile(
        script,
        `import { openDatabase } from ${JSON.stringify(pathToFileURL(openDatabaseModule).href)};\n` +
          `try { await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log('OPENED'); }\n` +
          `catch (error) { console.log('REFUSED ' + error.message); }\n` +
          `process.exit(0);\n`,
      );
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
      const second = spawnSync(process.execPath, ['--import', tsx, script], { encoding: 'utf8', timeout: 60_000 });
      expect(second.stdout).toContain(`REFUSED The database folder ${dataDir} is already in use by process ${process.pid}`);
      // The refused start left the owner's lock and database alone.
      expect(await lockOwner(dataDir)).toBe(process.pid);
      await first.db.selectFrom('kysely_migration' as never).selectAll().execute();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const again = await openDatabase({ dataDir, durable: false });
    await again.close();
  });

  it('takes over a stale lock whose owner is gone', { timeout: SLOW }, async () => {
    // A PID that existed and has exited.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(gone).toBeGreaterThan(0);
    expect(isAlive(gone)).toBe(false);
    await writeFile(join(dataDir, LOCK_FILE_NAME), `${gone} 12345\n`);
    const handle = await openDatabase({ dataDir, durable: false });
    try {
      expect(await lockOwner(dataDir)).toBe(process.pid);
    } finally {
      await handle.close();
    }
  });

  it('takes over a lock whose PID now belongs to another process (the start time differs)', { timeout: SLOW }, async () => {
    const sleeper = spawn('sleep', ['60']);
    try {
      await writeFile(join(dataDir, LOCK_FILE_NAME), `${sleeper.pid} 1\n`);
      const handle = await openDatabase({ dataDir, durable: false });
      await handle.close();
    } finally {
      sleeper.kill();
    }
  });

  it('stops the server a portal killed outright left running, and starts afresh', { timeout: SLOW }, async () => {
    // .mts: an ES module wherever it lives, so top-level await works.
    const script = join(scriptDir, 'parent.mts');
    await writeFile(
      script,
      `import { openDatabase } from ${JSON.stringify(pathToFileURL(openDatabaseModule).href)};\n` +
        `const handle = await openDatabase({ dataDir: ${JSON.stringify(dataDir)}, durable: false });\n` +
        `console.log('SERVER ' + handle.embedded?.pid);\n` +
        `setInterval(() => undefined, 1000);\n`,
    );
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const parent = spawn(process.execPath, ['--import', tsx, script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const serverPid = await new Promise<number>((resolve, reject) => {
      let output = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /SERVER (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      parent.once('exit', (code) => reject(new Error(`parent exited early with ${code}`)));
    });
    const parentExited = new Promise((resolve) => parent.once('exit', resolve));
    parent.kill('SIGKILL');
    await parentExited;
    // Killed outright, the portal could not stop its server.
    expect(isAlive(serverPid)).toBe(true);
    const handle = await openDatabase({ dataDir, durable: false });
    try {
      expect(isAlive(serverPid)).toBe(false);
      expect(handle.embedded?.pid).not.toBe(serverPid);
      await handle.db.selectFrom('kysely_migration' as never).selectAll().execute();
    } finally {
      await handle.close();
    }
  });
});
