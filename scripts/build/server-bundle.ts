/**
 * The server workers' code as one esbuild bundle, which `npm start` builds when its sources
 * changed and portal-cluster.ts's workers run instead of the sources. Through tsx's loader a
 * worker resolved and compiled its 725 modules one by one on every start: 4.0 s of a worker's
 * 5 s, against 2.1 s for the bundle (measured 2026-11-27, `node --cpu-prof`), and the workers
 * start in parallel on two cores. npm packages stay outside the bundle (Node loads them as
 * they are); React renderers the server never calls stay in chunks of their own (splitting).
 *
 * Every file lands flat in one folder (entries by name, chunks by name and hash), so code that
 * finds files from its own place works the same from the bundle (server-config.ts's
 * PROJECT_ROOT, export-threads.ts's thread file beside it).
 *
 * Several processes may start at once (test files each running `npm start`), so a build never
 * writes where another process reads: it goes into a folder of its own, and `current.json`, the
 * pointer to the newest build with the files it was made from, is replaced in one rename.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/server/server-config.ts';

const BUNDLES_DIR = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'smartportal', 'server');
const POINTER = path.join(BUNDLES_DIR, 'current.json');
/**
 * A build nobody marked as in use for this long is removed when a newer one is made. A running
 * portal marks its own every TOUCH_EVERY_MS (keepInUse): it forks replacement workers and starts
 * export threads from it for as long as it runs.
 */
const KEEP_OLD_BUILDS_MS = 60 * 60 * 1000;
const TOUCH_EVERY_MS = 10 * 60 * 1000;
/** Besides the bundled sources, what changes the bundle's output. */
const BUILD_INPUTS = ['package-lock.json', 'tsconfig.json', 'scripts/build/server-bundle.ts'];

interface Pointer {
  /** The build's folder, relative to BUNDLES_DIR. */
  readonly dir: string;
  readonly builtAt: number;
  /** Every file the build read, relative to the project root. */
  readonly inputs: readonly string[];
}

function readPointer(): Pointer | undefined {
  try {
    return JSON.parse(readFileSync(POINTER, 'utf8')) as Pointer;
  } catch {
    return undefined;
  }
}

const changedAt = (file: string) => {
  try {
    return statSync(path.join(PROJECT_ROOT, file)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY; // gone: the build that read it is stale
  }
};

/** The current build's folder when every file it was made from is older than it, else undefined. */
export function freshServerBundle(): string | undefined {
  const pointer = readPointer();
  if (!pointer) return undefined;
  const dir = path.join(BUNDLES_DIR, pointer.dir);
  if (!existsSync(path.join(dir, 'worker-process.js'))) return undefined;
  return pointer.inputs.every((file) => changedAt(file) < pointer.builtAt) ? dir : undefined;
}

/** Builds the bundle into a folder of its own and points current.json at it; returns the folder. */
export async function buildServerBundle(): Promise<string> {
  const { build } = await import('esbuild');
  const name = `build-${Date.now()}-${process.pid}`;
  const dir = path.join(BUNDLES_DIR, name);
  mkdirSync(dir, { recursive: true });
  const builtAt = Date.now();
  const result = await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: ['src/server/worker-process.ts', 'src/server/handlers/reports/export-thread.ts'],
    outdir: dir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...BUILD_INPUTS];
  const pointer: Pointer = { dir: name, builtAt, inputs };
  const written = `${POINTER}.${process.pid}`;
  writeFileSync(written, JSON.stringify(pointer));
  renameSync(written, POINTER);
  removeOldBuilds(name);
  return dir;
}

/** Marks the build as in use while this process runs (see KEEP_OLD_BUILDS_MS). */
export function keepInUse(dir: string): void {
  const touch = () => {
    try {
      const now = new Date();
      utimesSync(dir, now, now);
    } catch {
      // Removed by hand: there is nothing left to keep.
    }
  };
  touch();
  setInterval(touch, TOUCH_EVERY_MS).unref();
}

function removeOldBuilds(current: string): void {
  for (const entry of readdirSync(BUNDLES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current) continue;
    const at = path.join(BUNDLES_DIR, entry.name);
    if (Date.now() - statSync(at).mtimeMs > KEEP_OLD_BUILDS_MS) rmSync(at, { recursive: true, force: true });
  }
}
