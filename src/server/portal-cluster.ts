/**
 * The portal on every core: a primary process owns the database (starts the embedded
 * PostgreSQL, or opens DATABASE_URL's server), migrates and seeds it, creates the shared signing
 * key, and runs one server worker per core (node:cluster; WORKERS overrides the count), forked
 * at once so they load their code while the database starts, and told its address when it is ready. The
 * workers share the port; all state lives in the database, and the change feed keeps their
 * caches in step (db/change-feed.ts), so they act as one portal, exactly as N servers behind a
 * load balancer do.
 *
 * Stopping: the first SIGINT or SIGTERM is forwarded to each worker once, as SIGTERM (the
 * workers ignore SIGINT, which Ctrl+C sends the whole process group, and npm relays again);
 * the workers finish their requests and exit, then the database stops. Signals within
 * DUPLICATE_SIGNAL_WINDOW_MS of the first are the same keypress relayed and are ignored; a later one
 * ends everything at once. A worker that dies is replaced, unless workers keep dying at start.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import { openDatabase, type DatabaseHandle } from './db/open-database.ts';
import { seedIfEmpty } from './db/seed/seed-if-empty.ts';
import { DUPLICATE_SIGNAL_WINDOW_MS, SHUTDOWN_GRACE_MS } from './graceful-shutdown.ts';
import {
  SERVER_BUNDLE_ENV,
  WORKER_ASKS_DATABASE,
  WORKER_DATABASE_MESSAGE,
  WORKER_ENV,
  WORKER_STOPPED_LISTENING,
  type WorkerAsksDatabase,
  type WorkerDatabaseMessage,
  type WorkerStoppedListening,
} from './cluster-protocol.ts';
import { ConfigError, readServerConfig, resolveTokenSecret, type ServerConfig } from './server-config.ts';

/** A worker that dies within this time of its start counts as failing to start. */
const EARLY_DEATH_MS = 10_000;
const MAX_EARLY_DEATHS = 3;
/** How long the primary waits for its workers to drain before it kills them. */
const PRIMARY_GRACE_MS = SHUTDOWN_GRACE_MS + 5_000;

export interface PortalStarted {
  url: string;
  config: ServerConfig;
  workers: number;
}

/** Workers to run: WORKERS, or one per core the process may use. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WORKERS?.trim();
  if (!raw) return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 256) throw new ConfigError(`WORKERS must be a whole number from 1 to 256, not "${raw}"`);
  return count;
}

/** Runs the portal until a signal: one process when WORKERS=1, else a primary and its workers. */
export async function runPortal(onStarted?: (started: PortalStarted) => void): Promise<void> {
  let workers: number;
  let config: ServerConfig;
  try {
    workers = workerCount();
    config = readServerConfig();
  } catch (error) {
    console.error(`\nSmartPortal did not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  if (workers === 1) {
    // The server is loaded here, not at the top: a primary of several workers never runs it itself.
    const { runServerProcess } = await import('./main.ts');
    return runServerProcess((server) => onStarted?.({ url: server.url, config: server.config, workers: 1 }));
  }
  // Written synchronously: pino's default stream writes in the background, and a line written
  // just before process.exit could reach the pipe after the one before it ("stopped" before the
  // last "a server worker stopped"). The primary logs a handful of lines; order matters more.
  const logger = pino(
    { level: process.env.LOG_LEVEL ?? 'info', base: { service: 'smartportal', role: 'primary', pid: process.pid } },
    pino.destination({ dest: 1, sync: true }),
  );
  // The workers are forked first: each spends seconds loading the server's code, and does it
  // while this process starts, migrates and seeds the database. They wait for its address.
  const supervisor = superviseWorkers(workers, config, logger);
  let database: DatabaseHandle;
  try {
    logger.info(config.databaseUrl ? 'opening the PostgreSQL database' : `starting the embedded database in ${config.dataDir}`);
    database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir, poolSize: 2, log: (line) => logger.warn(line) },
    );
  } catch (error) {
    supervisor.abandon();
    console.error(`\nSmartPortal did not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  try {
    await seedIfEmpty(database, config, logger);
    // Created once here, so the workers find it rather than race to create it.
    await resolveTokenSecret(database.db, config);
  } catch (error) {
    supervisor.abandon();
    await database.close().catch(() => undefined);
    console.error(`\nSmartPortal did not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  await supervisor.serve(database, onStarted);
}

interface Supervisor {
  /** The database is ready: the workers open it and listen; resolves once all listen (or fail to). */
  serve(database: DatabaseHandle, onStarted?: (started: PortalStarted) => void): Promise<void>;
  /** The database did not start: the waiting workers are ended. */
  abandon(): void;
}

function superviseWorkers(count: number, config: ServerConfig, logger: Logger): Supervisor {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  cluster.setupPrimary(
    bundle
      ? // Plain JavaScript: tsx's loader would only slow its loading; the source maps keep stacks readable.
        { exec: path.join(bundle, 'worker-process.js'), execArgv: [...withoutTsxLoader(process.execArgv), '--enable-source-maps'] }
      : { exec: fileURLToPath(new URL('./worker-process.ts', import.meta.url)) },
  );
  const startedAt = new Map<Worker, number>();
  let earlyDeaths = 0;
  let stopping: Promise<void> | undefined;
  let firstSignalAt = 0;
  let database: DatabaseHandle | undefined;

  const asking = new Set<Worker>();
  const tellDatabase = (worker: Worker) => {
    if (!database || !asking.has(worker) || !worker.isConnected()) return;
    asking.delete(worker);
    worker.send({ [WORKER_DATABASE_MESSAGE]: database.url } satisfies WorkerDatabaseMessage);
    // Its start counts from here: the wait for the database is not the worker failing to start.
    startedAt.set(worker, Date.now());
  };
  const fork = () => {
    const worker = cluster.fork({ [WORKER_ENV]: '1' });
    // Answered at once when the database is up (a replacement), else when it is (serve()).
    worker.on('message', (message: unknown) => {
      if ((message as Partial<WorkerStoppedListening> | null)?.[WORKER_STOPPED_LISTENING] === true) {
        stoppedListening(worker);
        return;
      }
      if ((message as Partial<WorkerAsksDatabase> | null)?.[WORKER_ASKS_DATABASE] !== true) return;
      asking.add(worker);
      tellDatabase(worker);
    });
    return worker;
  };
  // Workers that have let go of their share of the port since the stop began. Node closes the
  // shared port when the last worker's close message arrives, so once every worker has said so
  // (or exited) the log says, once, that new connections are refused. A connection the primary
  // accepted in the instant the last worker closed may wait unanswered in the primary until it
  // exits: node:cluster's round robin queues it again for a worker that no longer listens
  // (nodejs/node#21746, never fixed); the primary exits once the requests under way are done.
  const notListening = new Set<Worker>();
  let portClosed = false;
  const stoppedListening = (worker: Worker) => {
    if (!stopping || portClosed) return;
    notListening.add(worker);
    if (allWorkers().every((each) => notListening.has(each) || each.isDead())) {
      portClosed = true;
      logger.info('no new connections: every worker has closed the port; the requests under way finish');
    }
  };
  const allWorkers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  const listening = new Promise<number>((resolveListening, rejectListening) => {
    let ready = 0;
    cluster.on('listening', (_worker, address) => {
      ready += 1;
      if (ready === count) resolveListening(address.port);
    });
    cluster.on('exit', (worker, code, signal) => {
      // A worker that died before it was told the database lived no time at all.
      const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
      startedAt.delete(worker);
      asking.delete(worker);
      if (stopping) {
        stoppedListening(worker);
        // Said once per worker, so whoever stops the portal can see every worker end before the database.
        logger.info({ workerPid: worker.process.pid, code, signal }, 'a server worker stopped');
        return;
      }
      logger.error({ workerPid: worker.process.pid, code, signal }, 'a server worker exited; starting another');
      if (lived < EARLY_DEATH_MS && ++earlyDeaths >= MAX_EARLY_DEATHS) {
        rejectListening(new Error('server workers keep exiting at start; see the errors above'));
        void stop(1);
        return;
      }
      fork();
    });
  });

  const stop = (exitCode: number): Promise<void> => {
    stopping ??= (async () => {
      const workers = allWorkers();
      const exited = Promise.all(workers.map((worker) => new Promise((resolveExit) => (worker.isDead() ? resolveExit(null) : worker.once('exit', resolveExit)))));
      for (const worker of workers) worker.process.kill('SIGTERM');
      // Later than a worker's own grace (SHUTDOWN_GRACE_MS from its SIGTERM, sent just now): a
      // stuck worker first logs what its drain still waits on, then exits. Killed at the same
      // moment, it never did (issue #12's stuck sign-in: two of three logs had no such line).
      const timer = setTimeout(() => {
        logger.error(`the workers did not stop within ${PRIMARY_GRACE_MS} ms; ending them`);
        for (const worker of workers) worker.process.kill('SIGKILL');
      }, PRIMARY_GRACE_MS);
      await exited;
      clearTimeout(timer);
      await database?.close().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'));
      logger.info({ exitCode }, 'stopped');
      process.exit(exitCode);
    })();
    return stopping;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (!firstSignalAt) {
      firstSignalAt = now;
      logger.info({ signal }, 'shutting down: the workers finish the requests under way');
      void stop(0);
      return;
    }
    if (now - firstSignalAt < DUPLICATE_SIGNAL_WINDOW_MS) return;
    logger.warn({ signal }, 'second signal: ending the workers and the database now');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    void (database?.close() ?? Promise.resolve()).finally(() => process.exit(1));
  };
  // Failing before the workers listen is reported by serve(); until then nothing awaits it.
  listening.catch(() => undefined);
  for (let index = 0; index < count; index += 1) fork();

  return {
    async serve(ready, onStarted) {
      database = ready;
      for (const worker of allWorkers()) tellDatabase(worker);
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      let port: number;
      try {
        port = await listening;
      } catch (error) {
        console.error(`\nSmartPortal did not start: ${(error as Error).message}\n`);
        return;
      }
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      const url = `http://${host}:${port}`;
      logger.info({ url, workers: count }, 'listening');
      onStarted?.({ url, config, workers: count });
    },
    abandon() {
      stopping = Promise.resolve();
      for (const worker of allWorkers()) worker.process.kill('SIGKILL');
    },
  };
}

/** The process's Node options without tsx's loader (`--import tsx`, `--import=tsx`, or a path to it). */
function withoutTsxLoader(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if ((arg === '--import' || arg === '--loader' || arg === '--require') && args[i + 1]?.includes('tsx')) {
      i++;
      continue;
    }
    if (/^--(import|loader|require)=.*tsx/.test(arg)) continue;
    kept.push(arg);
  }
  return kept;
}
