import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module with a package.json. Code that
 * reads the project's files (openapi/, schemas/, the seed's files) finds them from here, never
 * from its own place: the server workers run from a bundle under node_modules/.cache
 * (scripts/build/server-bundle.ts), where a module's depth below the root is not its depth in
 * the sources.
 */
export const PROJECT_ROOT = projectRootAbove(path.dirname(fileURLToPath(import.meta.url)));

function projectRootAbove(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) throw new Error(`No package.json above ${dir}`);
  }
}
