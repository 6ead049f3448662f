import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A private PostgreSQL cluster for tests: initdb in a temp folder, the server on a free loopback
 * port, removed again by stop(). Uses Debian's binaries (POSTGRES_BIN_DIR overrides the folder).
 * PostgreSQL refuses to run as root, so as root the binaries run as the `postgres` user, which
 * owns the folder. Durability is off (fsync, synchronous commit): the cluster lives for one test
 * file.
 */

const run = promisify(execFile);
const DEFAULT_BIN_DIR = '/usr/lib/postgresql/15/bin';
const OS_USER = 'postgres';

export interface PostgresCluster {
  readonly port: number;
  readonly dataDir: string;
  /** URL of the cluster's `postgres` database. */
  readonly url: string;
  /** Creates an empty database in the cluster and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and deletes the folder. */
  stop(): Promise<void>;
}

export function postgresBinDir(): string {
  return process.env.POSTGRES_BIN_DIR ?? DEFAULT_BIN_DIR;
}

/** True when initdb, pg_ctl and postgres are installed where postgresBinDir() says. */
export function postgresBinariesAvailable(): boolean {
  const binDir = postgresBinDir();
  return ['initdb', 'pg_ctl', 'postgres'].every((binary) => existsSync(join(binDir, binary)));
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = postgresBinDir();
  if (!postgresBinariesAvailable()) throw new Error(`PostgreSQL binaries not found in ${binDir} (set POSTGRES_BIN_DIR)`);
  const asRoot = process.getuid?.() === 0;
  const dataDir = await mkdtemp(join(tmpdir(), 'smartportal-pg-'));
  try {
    if (asRoot) {
      const [uid, gid] = await Promise.all([idOf('-u'), idOf('-g')]);
      await chown(dataDir, uid, gid);
    }
    await chmod(dataDir, 0o700);
    const asServerUser = (binary: string, args: string[]) =>
      asRoot ? run('runuser', ['-u', OS_USER, '--', join(binDir, binary), ...args]) : run(join(binDir, binary), args);

    await asServerUser('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync', '--no-instructions']);

    // A port picked free can be taken before the server binds it; try a few.
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        '-c listen_addresses=127.0.0.1',
        // The socket goes in the data folder: /var/run/postgresql may not be writable.
        `-k ${dataDir}`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      try {
        await asServerUser('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
      } catch (error) {
        lastError = error;
        continue;
      }
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      return {
        port,
        dataDir,
        url,
        async createDatabase(name: string) {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            await client.query(`create database ${client.escapeIdentifier(name)}`);
          } finally {
            await client.end();
          }
          return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
        },
        async stop() {
          try {
            await asServerUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
          } finally {
            await rm(dataDir, { recursive: true, force: true });
          }
        },
      };
    }
    throw lastError;
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, OS_USER]);
  return Number(stdout.trim());
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
