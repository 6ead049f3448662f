/**
 * `npm start`'s portal for the benchmarks, as a user runs it (the primary with one server worker
 * per core, on the embedded PostgreSQL of `dataDir`), on a free port; and the `◆` figure lines
 * every benchmark prints beside its aim, which `npm run bench` gathers into one table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../src/server/server-config.ts';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface PortalProcess {
  url: string;
  /** Milliseconds from the spawn to the first 200 of /health. */
  readyAfterMs: number;
  /** Ctrl+C: the portal finishes its requests, stops its database and exits. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPortal(dataDir: string, env: Record<string, string> = {}): Promise<PortalProcess> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', tsxLoader, path.join(PROJECT_ROOT, 'scripts/start.ts')], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  while (!gone) {
    const ok = await fetch(`${url}/health`).then((res) => res.ok, () => false);
    if (ok) break;
    await new Promise((wake) => setTimeout(wake, 25));
  }
  if (gone) throw new Error(`the portal exited with code ${await exited} before it answered`);
  const readyAfterMs = performance.now() - started;
  return {
    url,
    readyAfterMs,
    async stop() {
      child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * One figure beside its aim, in the form `npm run bench` collects (bench/run.ts); `null`: a
 * figure an issue asks to see printed, with no aim of its own.
 */
export function figure(name: string, value: number, unit: string, aim: { max?: number; min?: number } | null, digits = 1): void {
  const shown = `◆ ${name.padEnd(52)} ${value.toFixed(digits).padStart(9)} ${unit.padEnd(5)}`;
  if (aim === null) {
    console.log(`${shown} (no aim)`);
    return;
  }
  const met = (aim.max === undefined || value <= aim.max) && (aim.min === undefined || value >= aim.min);
  const aimText = aim.max !== undefined ? `≤ ${aim.max}` : `≥ ${aim.min}`;
  console.log(`${shown} aim ${aimText} ${unit}   ${met ? 'met' : 'NOT met'}`);
}
