/**
 * What a request no route serves gets:
 * - 405 with an Allow header when the path exists under other methods (RFC 9110 §15.5.6);
 * - a JSON 404 under the API prefixes (and for anything but GET/HEAD);
 * - the SPA's index.html for other page addresses so the browser router can resolve them
 *   (history mode with base /);
 * - a 404 for a missing file such as an old asset name, which must not turn into an HTML page
 *   the browser tries to run as a script.
 * The prefix test reads the path the way a lenient proxy or browser might (repeated slashes
 * collapsed, percent-escapes decoded, any case), so `//api/…` or `/%61pi/…` is never answered
 * with the app's HTML and a 200, which a client would take for a successful API answer.
 */
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api', '/oauth', '/sso', '/cms', '/mocdata', '/health'];

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

function normalizedPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as sent; the prefix test still sees the slashes.
  }
  return decoded.replace(/[/\\]+/g, '/').toLowerCase();
}

export function installNotFoundHandler(app: FastifyInstance, spaAvailable: boolean): void {
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) methods.add(method.toUpperCase());
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const allowed = [...methods].filter((method) => method !== request.method && app.findRoute({ method, url: pathname }));
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.sort().join(', '))
        .send({ code: 'method_not_allowed', message: `${request.method} is not allowed on ${pathname}; use ${allowed.join(' or ')}.` });
    }
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const apiPath = API_PREFIXES.some((prefix) => isUnder(normalizedPath(pathname), prefix));
    if (spaAvailable && isPage && !apiPath && !lastSegment.includes('.')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ code: 'not_found', message: `Nothing is served at ${request.method} ${pathname}.` });
  });
}
