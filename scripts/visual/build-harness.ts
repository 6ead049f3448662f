/**
 * Builds the harness page (scripts/visual/harness) with Vite and the portal's own definition
 * and contract plugins, into a folder of its own. A build of the same inputs is reused: the
 * folder keeps a hash of every file the page is built from, so a second run after no change
 * starts at once and a changed definition, skin, contract or source file rebuilds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { screenDefinitions } from '../screen-definitions/vite-plugin.ts';
import { studioContract } from '../studio/vite-plugin.ts';

const INPUTS = ['src', 'schemas', 'oem-skins', 'openapi', 'scripts/visual/harness', 'scripts/screen-definitions', 'scripts/studio', 'package-lock.json'];
const STAMP = '.inputs-hash';

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .sort();
}

/** A hash of the names and contents of every file the harness is built from. */
export function harnessInputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const entry of INPUTS) {
    for (const file of filesUnder(root, entry)) {
      hash.update(file);
      hash.update('\0');
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** The built harness in outDir (built now unless a build of the same inputs is there); whether it was built. */
export async function buildHarness(root: string, outDir: string): Promise<{ built: boolean }> {
  const inputs = harnessInputsHash(root);
  const stamp = path.join(outDir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs && existsSync(path.join(outDir, 'index.html'))) return { built: false };
  await build({
    configFile: false,
    root: path.join(root, 'scripts/visual/harness'),
    base: '/',
    logLevel: 'warn',
    plugins: [react(), screenDefinitions(), studioContract()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 100_000 },
  });
  writeFileSync(stamp, inputs);
  return { built: true };
}
