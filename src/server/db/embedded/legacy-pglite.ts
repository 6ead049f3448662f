import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where the portal kept its PGlite database before it embedded PostgreSQL itself. */
export const LEGACY_PGLITE_SUBDIR = 'pglite';

/**
 * A data folder from the PGlite days: its files cannot be opened by a PostgreSQL server (PGlite
 * is a WebAssembly build of another version). They are left untouched, and the portal creates
 * and seeds a new cluster next to them; this says so, each start, until the folder is removed.
 */
export function legacyPgliteNotice(dataDir: string): string | undefined {
  const legacy = join(dataDir, LEGACY_PGLITE_SUBDIR);
  if (!existsSync(legacy)) return undefined;
  return (
    `${legacy} holds a database of an earlier SmartPortal version (PGlite), which this version does not read. ` +
    `It is left as it was; the portal uses a PostgreSQL cluster in ${join(dataDir, 'postgres')} ` +
    `(seeded with the demo data on first start). Delete ${legacy} once you no longer need it.`
  );
}
