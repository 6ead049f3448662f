/**
 * A worker of portal-cluster.ts: the server, on the database its primary opened and prepared.
 * Forked while the primary is still starting the database, it loads the server's code meanwhile,
 * then opens the database at the address the primary sends when it is ready.
 */
import { WORKER_ASKS_DATABASE, WORKER_DATABASE_MESSAGE, type WorkerAsksDatabase, type WorkerDatabaseMessage } from './cluster-protocol.ts';

// Asked before the server's code loads, so the answer can come while it loads.
const databaseUrl = new Promise<string>((resolve) => {
  // A primary gone before its database was ready leaves nothing to serve. Once serving, the
  // server's own handler drains instead (main.ts).
  const onDisconnect = () => process.exit(1);
  const onMessage = (message: unknown) => {
    const url = (message as Partial<WorkerDatabaseMessage> | null)?.[WORKER_DATABASE_MESSAGE];
    if (typeof url !== 'string') return;
    process.off('message', onMessage);
    process.off('disconnect', onDisconnect);
    resolve(url);
  };
  process.on('message', onMessage);
  process.on('disconnect', onDisconnect);
  process.send?.({ [WORKER_ASKS_DATABASE]: true } satisfies WorkerAsksDatabase);
});
const { runServerProcess } = await import('./main.ts');
process.env.DATABASE_URL = await databaseUrl;
await runServerProcess();
