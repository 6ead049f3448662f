/**
 * What a request no route serves gets: a JSON 404 under the API prefixes (and for anything but
 * GET/HEAD), the SPA's index.html for other page addresses so the browser router can resolve
 * them (history mode with base /), and a 404 for a missing file such as an old asset name,
 * which must not turn into an HTML page the browser tries to run as a script.
 */
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api', '/oauth', '/sso', '/cms', '/mocdata', '/health'];

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function installNotFoundHandler(app: FastifyInstance, spaAvailable: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (spaAvailable && isPage && !API_PREFIXES.some((prefix) => isUnder(pathname, prefix)) && !lastSegment.includes('.')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ code: 'not_found', message: `Nothing is served at ${request.method} ${pathname}.` });
  });
}
