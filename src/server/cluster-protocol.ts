/**
 * What the primary of portal-cluster.ts and its workers agree on, in a module of its own so
 * neither has to load the server to know it. A worker is started with WORKER_ENV set; it gets
 * the database's address by asking once it listens for the answer, and the primary answers when
 * the database is ready. Asking first matters: a message that reaches a process before it
 * listens for messages is lost.
 */

/**
 * The folder of the server bundle (scripts/build/server-bundle.ts), set by `npm start`: the
 * workers run its worker-process.js instead of the sources through tsx. Unset, they run the sources.
 */
export const SERVER_BUNDLE_ENV = 'SMARTPORTAL_SERVER_BUNDLE';

/** Set by portal-cluster.ts in its workers' environment. */
export const WORKER_ENV = 'SMARTPORTAL_WORKER';
export const WORKER_ASKS_DATABASE = 'smartportalWorkerAsksDatabase';
export const WORKER_DATABASE_MESSAGE = 'smartportalDatabaseUrl';
export type WorkerAsksDatabase = { [WORKER_ASKS_DATABASE]: true };
export type WorkerDatabaseMessage = { [WORKER_DATABASE_MESSAGE]: string };

/**
 * Sent by a stopping worker right after its server closed its share of the listening socket.
 * It travels on the channel node:cluster's own 'close' message took just before, so when the
 * primary reads it, the primary has already let go of the port if this was the last worker.
 */
export const WORKER_STOPPED_LISTENING = 'smartportalWorkerStoppedListening';
export type WorkerStoppedListening = { [WORKER_STOPPED_LISTENING]: true };
