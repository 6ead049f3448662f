/**
 * The server process: reads the environment (server-config.ts), opens the database (the
 * embedded PostgreSQL in DATA_DIR, or the PostgreSQL server of DATABASE_URL) and migrates it,
 * seeds it when it is empty, listens on HOST:PORT, and logs as JSON lines (pino). As a worker
 * of portal-cluster.ts (SMARTPORTAL_WORKER=1) it leaves migrating and seeding to its primary,
 * and takes its stop signal from the primary alone. On SIGINT or
 * SIGTERM it drains (graceful-shutdown.ts): stops taking connections, lets the requests under
 * way finish, then closes the database and the embedded process; the same signal relayed again
 * by npm or tsx is ignored, a later one, or a shutdown stuck for SHUTDOWN_GRACE_MS, ends it at once.
 *
 *   tsx src/server/main.ts            (npm start builds the SPA first, then runs this)
 */
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from './app.ts';
import { PostgresChangeFeed } from './db/change-feed.ts';
import { openDatabase, type DatabaseHandle } from './db/open-database.ts';
import { seedIfEmpty } from './db/seed/seed-if-empty.ts';
import { WORKER_ENV, WORKER_STOPPED_LISTENING, type WorkerStoppedListening } from './cluster-protocol.ts';
import { onListeningClosed } from './listening-closed.ts';
import { installGracefulShutdown, SHUTDOWN_GRACE_MS, shutdownOnSignal } from './graceful-shutdown.ts';
import { ConfigError, readServerConfig, resolveTokenSecret, type ServerConfig } from './server-config.ts';


export interface RunningServer {
  url: string;
  config: ServerConfig;
  app: FastifyInstance;
  database: DatabaseHandle;
  logger: Logger;
  /** Graceful stop: no new connections, requests under way finish, then the database closes. */
  stop(): Promise<void>;
}

export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = readServerConfig(env);
  // Written synchronously, as the primary's (portal-cluster.ts): pino's default stream writes in
  // the background and flushes what is left synchronously at process.exit, so a line still being
  // written then lands after the lines logged later ('stopped' before 'request completed' and
  // 'requests drained', seen in the npm start drain test), or is lost. A drain must be readable
  // from the log in order; two lines a request cost a few microseconds each.
  const logger = pino({ level: env.LOG_LEVEL ?? 'info', base: { service: 'smartportal', pid: process.pid } }, pino.destination({ dest: 1, sync: true }));
  const worker = env[WORKER_ENV] === '1';

  if (!worker) logger.info(config.databaseUrl ? 'opening the PostgreSQL database' : `starting the embedded database in ${config.dataDir}`);
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, prepare: !worker }
      : { dataDir: config.dataDir, log: (line) => logger.warn(line) },
  );
  let app: FastifyInstance | undefined;
  const changeFeed = new PostgresChangeFeed(database.url, database.db, (message) => logger.warn(`change feed: ${message}`));
  try {
    if (!worker) await seedIfEmpty(database, config, logger);
    await changeFeed.start();
    app = await buildApp({ db: database.db, config: await resolveTokenSecret(database.db, config), logger, changeFeed });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await changeFeed.close();
    await database.close().catch(() => undefined);
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const running = app;
  let stopping: Promise<void> | undefined;
  return {
    url,
    config,
    app: running,
    database,
    logger,
    stop() {
      stopping ??= (async () => {
        await running.close();
        logger.info('requests drained; closing the database');
        await changeFeed.close();
        await database.close();
      })();
      return stopping;
    },
  };
}

/** Runs the server until a signal; exits the process with a status that says how it ended. */
export async function runServerProcess(onListening?: (server: RunningServer) => void): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (error) {
    // Start-up problems are the operator's to fix (a folder in use, a bad setting): say it plainly.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\nSmartPortal did not start: ${message}\n`);
    if (!(error instanceof ConfigError) && process.env.LOG_LEVEL === 'debug') console.error(error);
    process.exit(1);
  }
  server.logger.info({ url: server.url }, 'listening');
  onListening?.(server);

  const options = { graceMs: SHUTDOWN_GRACE_MS, logger: server.logger };
  if (process.env[WORKER_ENV] === '1') {
    // A worker stops when its primary says so: Ctrl+C reaches the whole process group, and the
    // primary forwards one SIGTERM; a primary that is gone (its channel closed) means stop too.
    // A process manager may signal the whole group as well: one SIGTERM is enough, the primary
    // ends a worker that outlasts the grace period.
    const onSignal = shutdownOnSignal(server, options);
    // The primary says so in its log once every worker has let go of the port (portal-cluster.ts).
    onListeningClosed(server.app.server, () => process.send?.({ [WORKER_STOPPED_LISTENING]: true } satisfies WorkerStoppedListening));
    let stopping = false;
    const stopOnce = () => {
      if (stopping) return;
      stopping = true;
      onSignal('SIGTERM');
    };
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', stopOnce);
    process.on('disconnect', stopOnce);
    return;
  }
  installGracefulShutdown(server, options);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runServerProcess();
}
