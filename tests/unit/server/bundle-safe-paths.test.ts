/**
 * The server workers run from an esbuild bundle under node_modules/.cache (scripts/build/
 * server-bundle.ts), where a module's place is not its place in the sources: a path made from
 * `import.meta.url` or `import.meta.dirname` points into the cache. The published-screens call
 * answered 500 that way once (openapi/ looked for under node_modules/.cache). Files are found
 * from the project root (src/project-root.ts); these are the only modules whose own place is
 * the point, each for the reason given.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/project-root.ts';

const ALLOWED: Record<string, string> = {
  'src/project-root.ts': 'walks up from its place to the package.json, wherever it runs from',
  'src/server/handlers/reports/export-threads.ts': 'its thread file is built beside it, as an entry of the bundle',
  'src/server/main.ts': 'asks whether it is the process entry, which the bundle never is',
  'src/server/portal-cluster.ts': 'runs in the primary, from the sources, and names the worker file there',
  'src/server/db/embedded/postgres-binaries.ts': 'resolves an npm package, which node_modules above any place in the tree holds',
};
// What the bundle draws from besides src/ (its metafile's inputs).
const BUNDLED_SCRIPTS = ['scripts/screen-definitions', 'scripts/qa-report'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('code the server bundle runs finds files from the project root', () => {
  it('uses its own place only where that is the point', () => {
    const users = ['src', ...BUNDLED_SCRIPTS]
      .flatMap(sourceFiles)
      .filter((file) => /import\.meta\.(url|dirname|filename)/.test(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')))
      .sort();
    expect(users).toEqual(Object.keys(ALLOWED).sort());
  });
});
