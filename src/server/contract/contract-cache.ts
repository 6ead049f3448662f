/**
 * The bundled contracts, kept on disk between starts. Bundling both contracts with Redocly costs
 * every server process a second or more of its start (loading Redocly, parsing and joining 47
 * YAML files), for a result that only changes when the contract does. The cache file is named by
 * a hash of everything the result depends on (every file under openapi/, and the code that
 * bundles them), so an edited contract is simply a miss: there is nothing to invalidate.
 *
 * It lives in node_modules/.cache/, where build tools keep their caches: a fresh clone or
 * `npm ci` starts without it, and no one commits it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../server-config.ts';

const CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'smartportal');
const PREFIX = 'contracts-';
/** The code whose output is cached: a change to it changes the key too. */
const BUNDLING_CODE = ['load-contract.ts', 'schema-refs.ts'].map((file) => path.join(PROJECT_ROOT, 'src', 'server', 'contract', file));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function cacheKey(openapiDir: string, salt: string): string {
  const hash = createHash('sha256').update(salt);
  for (const file of [...filesUnder(openapiDir), ...BUNDLING_CODE]) hash.update(path.relative(PROJECT_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/**
 * `build()`'s result for the contract files as they are now: read from the cache when it holds
 * them, else built and stored. A cache that cannot be read or written is only slower.
 */
export async function cachedContracts<T>(openapiDir: string, salt: string, build: () => Promise<T>): Promise<T> {
  const file = path.join(CACHE_DIR, `${PREFIX}${cacheKey(openapiDir, salt)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // A miss (or a damaged file): build it.
  }
  const built = await build();
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    for (const old of readdirSync(CACHE_DIR)) if (old.startsWith(PREFIX)) rmSync(path.join(CACHE_DIR, old), { force: true });
    // Written aside and renamed: two workers starting together never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(built));
    renameSync(partial, file);
  } catch {
    // A read-only checkout: every start bundles, as before the cache.
  }
  return built;
}
