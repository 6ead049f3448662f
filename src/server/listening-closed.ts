/**
 * Tells when an HTTP server has closed its listening socket, the moment it happens. Node's
 * server.close() stops listening at once but calls back only when the last connection ends
 * (a drain's whole length), and emits nothing in between; Fastify's close() calls it deep in its
 * own hooks. A cluster worker uses this to tell its primary that it takes no more connections
 * (portal-cluster.ts).
 */
import type { Server } from 'node:http';

export function onListeningClosed(server: Server, report: () => void): void {
  const close = server.close.bind(server);
  let reported = false;
  server.close = ((callback?: (error?: Error) => void) => {
    const result = close(callback);
    if (!reported) {
      reported = true;
      report();
    }
    return result;
  }) as Server['close'];
}
