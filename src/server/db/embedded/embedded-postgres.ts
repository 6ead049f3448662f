import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EMBEDDED_PROCESS_SCRIPT, isEmbeddedProcessMessage } from './protocol.ts';

/** A running embedded database process (see embedded-postgres-process.ts). */
export interface EmbeddedPostgres {
  readonly host: string;
  readonly port: number;
  readonly pid: number;
  /** Absolute path of the data folder. */
  readonly dataDir: string;
  /** Settles with the exit code when the process ends, for whatever reason. */
  readonly exited: Promise<number | null>;
  /** Asks the process to close PGlite and exit, and waits for it (killing it after a grace period). */
  stop(): Promise<void>;
}

export class EmbeddedPostgresStartError extends Error {
  constructor(message: string, readonly causeName?: string) {
    super(message);
    this.name = 'EmbeddedPostgresStartError';
  }
}

/** First start creates the cluster (initdb in WebAssembly), which takes a few seconds on a slow disk. */
const START_TIMEOUT_MS = 120_000;
/** Closing flushes PGlite's folder; a process that takes longer is killed. */
const STOP_GRACE_MS = 15_000;

const childScript = fileURLToPath(new URL(`./${EMBEDDED_PROCESS_SCRIPT}`, import.meta.url));

/** tsx's loader by absolute URL, so the child starts whatever the working directory is. */
function tsxLoaderUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/**
 * Starts PGlite on `dataDir` in its own process and resolves once it accepts connections.
 * Rejects with the child's reason (e.g. DataDirInUseError's message when another process owns
 * the folder).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const absoluteDataDir = resolve(dataDir);
  // spawn, not fork: the child gets exactly these flags, none of the parent's (--inspect, test loaders).
  const child = spawn(process.execPath, ['--import', tsxLoaderUrl(), childScript, absoluteDataDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code) => resolveExit(code));
  });

  const port = await waitUntilReady(child, exited);
  const pid = child.pid;
  if (pid === undefined) throw new EmbeddedPostgresStartError('The embedded database process has no PID');

  let stopping: Promise<void> | undefined;
  return {
    host: '127.0.0.1',
    port,
    pid,
    dataDir: absoluteDataDir,
    exited,
    stop() {
      stopping ??= stopChild(child, exited);
      return stopping;
    },
  };
}

function waitUntilReady(child: ChildProcess, exited: Promise<number | null>): Promise<number> {
  return new Promise<number>((resolveReady, rejectReady) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectReady(new EmbeddedPostgresStartError(`The embedded database did not start within ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      outcome();
    };
    const onMessage = (message: unknown) => {
      if (!isEmbeddedProcessMessage(message)) return;
      if (message.type === 'ready') settle(() => resolveReady(message.port));
      else settle(() => rejectReady(new EmbeddedPostgresStartError(message.message, message.name)));
    };
    child.on('message', onMessage);
    child.once('error', (error) => settle(() => rejectReady(error)));
    void exited.then((code) =>
      settle(() => rejectReady(new EmbeddedPostgresStartError(`The embedded database process exited with code ${code} while starting`))),
    );
  });
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // Closing the IPC channel is the stop signal (the same one a crashed parent gives).
  if (child.connected) child.disconnect();
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
