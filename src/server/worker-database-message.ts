/**
 * How a worker gets the database's address from its primary (portal-cluster.ts): the worker asks
 * once it listens for the answer, and the primary answers when the database is ready. Asking
 * first matters: a message that reaches a process before it listens for messages is lost.
 * In a module of its own so a worker can ask before it loads the server (worker-process.ts).
 */
export const WORKER_ASKS_DATABASE = 'smartportalWorkerAsksDatabase';
export const WORKER_DATABASE_MESSAGE = 'smartportalDatabaseUrl';
export type WorkerAsksDatabase = { [WORKER_ASKS_DATABASE]: true };
export type WorkerDatabaseMessage = { [WORKER_DATABASE_MESSAGE]: string };
