/**
 * Report exports written off the request thread, on a small pool of worker threads (Piscina).
 * Measured with `npm run bench:compliance` before the pool: 50 connections exporting the
 * aggregate report as XLSX held GET /health of the same server at a p99 of 4.7 s, since each
 * file kept its server process's event loop busy for 70–150 ms. The pool starts on the first
 * export, lets idle threads go, and is closed with the server (app.ts).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ExportTask } from './export-thread.ts';

// The thread file beside this module: export-thread.ts in the sources, export-thread.js in the
// server bundle (scripts/build/server-bundle.ts builds it as an entry of its own, beside this).
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const THREAD_FILE = fileURLToPath(new URL(FROM_SOURCES ? './export-thread.ts' : './export-thread.js', import.meta.url));
const IDLE_THREAD_MS = 30_000;

// From the sources the thread loads TypeScript as its process does: `npm start` runs under tsx's
// loader; a test runner's process may not, so the thread is given it.
const execArgv = !FROM_SOURCES || process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'];

let pool: Piscina | undefined;

export async function writeExportOffThread(task: ExportTask): Promise<Buffer> {
  pool ??= new Piscina({
    filename: THREAD_FILE,
    execArgv,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: IDLE_THREAD_MS,
  });
  const bytes = (await pool.run(task)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the threads (after the running exports); the next export starts a new pool. */
export async function closeExportThreads(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
