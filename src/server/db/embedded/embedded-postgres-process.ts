/**
 * The embedded database process: PGlite (PostgreSQL in WebAssembly) on a data folder, served
 * over the PostgreSQL wire protocol on a free loopback port by pglite-socket. It runs apart from
 * the API so a slow query never blocks the API's event loop. It lives exactly as long as its
 * parent: when the IPC channel closes (the parent exited, crashed, or asked it to stop) it
 * closes PGlite, which flushes the folder, releases the folder's lock and exits.
 *
 * Run by embedded-postgres.ts as `node --import tsx embedded-postgres-process.ts <dataDir>`.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { EMBEDDED_PROCESS_SCRIPT, PGLITE_SUBDIR, type EmbeddedProcessMessage } from './protocol.ts';

/**
 * pglite-socket multiplexes its connections onto PGlite's single session, one protocol message
 * at a time. A statement whose messages arrive in several TCP chunks (any large bind, such as a
 * bulk insert) can then interleave with another connection's: the other Parse replaces the
 * unnamed statement and the Bind fails ("bind message supplies 2 parameters, but prepared
 * statement "" requires 1"), measured with pglite-socket 0.2.17. So the server takes one
 * connection and the parent's pool holds exactly one.
 */
const MAX_CONNECTIONS = 1;

function send(message: EmbeddedProcessMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, () => resolve());
  });
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir || !process.send) {
    throw new Error(`${EMBEDDED_PROCESS_SCRIPT} is started by embedded-postgres.ts with an IPC channel and a data folder`);
  }

  const lock: DataDirLock = acquireDataDirLock(dataDir, EMBEDDED_PROCESS_SCRIPT);
  let pglite: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  const starting = (async () => {
    pglite = await PGlite.create({ dataDir: join(dataDir, PGLITE_SUBDIR) });
    server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: MAX_CONNECTIONS });
    await server.start();
  })();

  let stopping = false;
  const stop = async (exitCode: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    try {
      // Never leave a half-created cluster behind: let a start in progress finish, then close.
      await starting.catch(() => undefined);
      await server?.stop();
      if (pglite && !pglite.closed) await pglite.close();
    } catch (error) {
      console.error('[embedded-postgres] error while closing the database:', error);
      exitCode = exitCode || 1;
    } finally {
      lock.release();
      process.exit(exitCode);
    }
  };
  process.on('disconnect', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // Ctrl-C in a terminal reaches the whole process group; the parent decides when the database
  // closes (it may still be finishing requests), and its exit closes the channel.
  process.on('SIGINT', () => undefined);

  try {
    await starting;
  } catch (error) {
    if (pglite && !pglite.closed) await pglite.close().catch(() => undefined);
    lock.release();
    throw error;
  }
  if (stopping || !server) return;
  const port = Number((server as PGLiteSocketServer).getServerConn().split(':').at(-1));
  await send({ type: 'ready', port });
}

main().catch(async (error: unknown) => {
  const failure = error instanceof Error ? error : new Error(String(error));
  // The parent turns the message into its own error; print only when nobody is listening.
  if (process.connected) await send({ type: 'failed', name: failure.name, message: failure.message });
  else console.error('[embedded-postgres]', failure);
  process.exit(1);
});
