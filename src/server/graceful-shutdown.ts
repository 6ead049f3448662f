/**
 * How the server process ends on SIGINT or SIGTERM: it drains. The listening socket closes at
 * once (new connections are refused, and a new request on a kept-alive connection gets a 503
 * with `Connection: close`, Fastify's return503OnClosing), the requests under way finish
 * (an export keeps streaming to its end), idle connections are closed, and only then is the
 * database closed, so no answered request ever lost its write. A drain stuck for `graceMs`
 * ends the process anyway.
 *
 * One Ctrl+C usually arrives more than once. The terminal signals its whole foreground process
 * group (npm, tsx and the server), and npm and tsx each pass the signal on to their child
 * again, so the server gets the same SIGINT two or three times within a few milliseconds
 * (issue #12 saw "second signal: exiting without waiting" 78 ms after the first, and every
 * request in flight was reset). A repeat within DUPLICATE_SIGNAL_WINDOW_MS is therefore the
 * same request to stop and is ignored; a signal after that window is an operator pressing
 * Ctrl+C again because the drain takes too long, and ends the process at once.
 */
export const DUPLICATE_SIGNAL_WINDOW_MS = 1_000;

/** Longest a graceful shutdown may take before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 30_000;

export interface Drainable {
  /** Stops taking requests, lets the ones under way finish, then closes the database. */
  stop(): Promise<void>;
}

export interface ShutdownLogger {
  info(details: object | string, message?: string): void;
  warn(details: object | string, message?: string): void;
  error(details: object | string, message?: string): void;
}

export interface ShutdownOptions {
  graceMs: number;
  logger: ShutdownLogger;
  /** process.exit; injectable so the policy can be tested without ending the test runner. */
  exit?: (code: number) => void;
  now?: () => number;
  signals?: readonly NodeJS.Signals[];
}

/** The signal policy alone: call the returned function with each signal received. */
export function shutdownOnSignal(server: Drainable, options: ShutdownOptions): (signal: NodeJS.Signals) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const now = options.now ?? Date.now;
  const { logger } = options;
  let firstAt: number | undefined;
  return (signal) => {
    const at = now();
    if (firstAt !== undefined) {
      if (at - firstAt < DUPLICATE_SIGNAL_WINDOW_MS) {
        logger.info({ signal }, 'the same stop request again (relayed by npm or tsx); still draining');
        return;
      }
      logger.warn({ signal }, 'second signal: exiting without waiting for the requests under way');
      exit(1);
      return;
    }
    firstAt = at;
    logger.info({ signal }, 'shutting down: new requests are refused, the requests under way finish');
    const timer = setTimeout(() => {
      // What the drain still waited on (sockets, timers, file or DNS requests), so a stuck drain
      // can be told from its log alone (issue #12's rare sign-in that never completed).
      logger.error({ pending: process.getActiveResourcesInfo() }, `shutdown did not finish within ${options.graceMs} ms; exiting`);
      exit(1);
    }, options.graceMs);
    timer.unref();
    server.stop().then(
      () => {
        logger.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        exit(1);
      },
    );
  };
}

/** Installs the policy on the process's SIGINT and SIGTERM. */
export function installGracefulShutdown(server: Drainable, options: ShutdownOptions): void {
  const onSignal = shutdownOnSignal(server, options);
  for (const signal of options.signals ?? ['SIGINT', 'SIGTERM']) process.on(signal, onSignal);
}
