/**
 * The portal the browser tests run against: `npm start`'s own entry on a free port, with a fresh
 * embedded database in a temporary folder, the demo data and 2,000 leads. One description for
 * Playwright's webServer (playwright.config.ts) and for `npm test` (scripts/test.ts), which
 * starts it while the API tests run, so the journeys find it up instead of waiting some 14 s
 * for a database to be made and seeded (CI, 2026-11-29) with nothing else to do.
 *
 * The port, the single sign-on port and the data folder are chosen once, by the first process
 * that asks, and handed down in the environment (E2E_PORT, E2E_SSO_PORT, E2E_DATA_DIR): the
 * Playwright runner, its workers and `npm test` then agree, and two runs on one machine never meet.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_SERVER_COMMAND = 'node --import tsx scripts/start.ts';
/** Where the command runs (its path is the project's), whatever folder the caller runs in. */
const PROJECT_ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');

const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

export interface E2eSettings {
  readonly port: number;
  readonly baseUrl: string;
  readonly dataDir: string;
  /** True when this process made the data folder now: it removes it when it is done. */
  readonly ownsDataDir: boolean;
}

/** The run's port and data folder: those of the environment, else chosen now and put there. */
export function e2eSettings(): E2eSettings {
  process.env.E2E_PORT ??= freePort();
  // The demo single sign-on provider that npm start runs beside the portal listens here.
  process.env.E2E_SSO_PORT ??= freePort();
  const ownsDataDir = !process.env.E2E_DATA_DIR;
  if (ownsDataDir) process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'smartportal-e2e-'));
  const port = Number(process.env.E2E_PORT);
  return { port, baseUrl: `http://127.0.0.1:${port}`, dataDir: process.env.E2E_DATA_DIR!, ownsDataDir };
}

/** The server's environment beside the caller's own. */
export function e2eServerEnv(settings: E2eSettings): Record<string, string> {
  return {
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    SEED_LEADS: '2000',
    LOG_LEVEL: 'warn',
    SSO_DEMO_PORT: process.env.E2E_SSO_PORT!,
    // E2E_DIST_DIR keeps a parallel run's SPA build apart from dist/.
    ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
  };
}

export interface StartedServer {
  /** Resolves true once /health answers, false if the server ended first (its errors printed). */
  readonly ready: Promise<boolean>;
  /** Stops it as Ctrl+C does (its workers drain, the database stops) and waits for it. */
  stop(): Promise<void>;
}

/** Starts the portal for the browser tests, as Playwright's webServer would. */
export function startE2eServer(settings: E2eSettings): StartedServer {
  const [command, ...args] = E2E_SERVER_COMMAND.split(' ') as [string, ...string[]];
  const child: ChildProcess = spawn(command === 'node' ? process.execPath : command, args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...e2eServerEnv(settings) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ended = false;
  void exited.then(() => (ended = true));

  const ready = (async () => {
    for (;;) {
      if (ended) {
        console.log(`The portal for the browser tests ended before it answered:\n${errors}`);
        return false;
      }
      try {
        if ((await fetch(`${settings.baseUrl}/health`)).ok) return true;
      } catch {
        // Not listening yet.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
    }
  })();

  return {
    ready,
    async stop() {
      if (!ended) {
        child.kill('SIGINT');
        const forced = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(forced);
      }
      if (settings.ownsDataDir) rmSync(settings.dataDir, { recursive: true, force: true });
    },
  };
}
