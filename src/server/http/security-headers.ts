/**
 * Security headers on every answer, the app's pages and the API alike (helmet's, see helmetHeaders):
 *
 * - Content-Security-Policy: everything from this origin only; no plugins, no framing
 *   (frame-ancestors 'none', and X-Frame-Options DENY for old browsers), forms post here only (and, with single sign-on, on to the provider's sign-out).
 *   - script-src 'self' 'unsafe-eval': no inline script and no script from elsewhere, so an
 *     injected <script> or onclick= does not run. 'unsafe-eval' is there because the form
 *     engine's validator (ajv, src/rules) compiles the screens' JSON Schemas into functions in
 *     the browser (new Function); precompiling them at build (ajv standalone) would let it go.
 *   - style-src 'self' 'unsafe-inline': MUI styles through emotion, which writes <style>
 *     elements at run time and sets style attributes (MUI's `sx`, the virtual table's row
 *     offsets). A nonce would cover the <style> elements but not the style attributes, which
 *     CSP can only allow with 'unsafe-inline'. Style injection cannot run code, and CMS content
 *     is sanitized on the server and again when rendered (CmsText drops style elements).
 *   - img-src adds data: and blob: (inline icons, previews of an image chosen for upload).
 * - X-Content-Type-Options nosniff, Referrer-Policy no-referrer (portal URLs carry dealer
 *   codes), Cross-Origin-Opener-Policy same-origin, no X-Powered-By.
 * - Strict-Transport-Security only where the portal is reached over TLS: on an https request,
 *   or behind a TLS-terminating proxy (SECURE_COOKIES=true says so). Sent over plain HTTP it
 *   would be ignored at best, and would lock a local http://localhost portal out at worst.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src-attr': ["'none'"],
} as const;

/** One year, with subdomains: the portal's hosts are all served over TLS when any is. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * `formOrigins`: origins a form of the portal may end up at besides its own. The header's
 * single-sign-on logout posts to the portal, which redirects to the provider's end-session page,
 * and Chromium applies form-action to every redirect a form submission follows.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { behindTls: boolean; formOrigins?: readonly string[] }): Promise<void> {
  const formAction = [...CONTENT_SECURITY_POLICY['form-action'], ...(options.formOrigins ?? [])];
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, 'form-action': formAction } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Images of the CMS are served by this origin to this origin; nothing is embedded elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const withHsts = { ...headers, 'strict-transport-security': HSTS };
  // Set first, so an answer that needs its own (a CMS media file's or an XML payload's stricter
  // policy) replaces one with reply.header.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(options.behindTls || request.protocol === 'https' ? withHsts : headers);
  });
}

/**
 * The headers helmet sets with `configuration`, worked out once. helmet is the field's library
 * for them and stays the source of their values; but its Fastify plugin built a new helmet
 * middleware, options parsed and policy written out again, on every request. Worked out once
 * (with the storable-text check's fast path), bench:api's authenticated read went from 7.9–8.9k
 * to 11.7–15.0k req/s (2026-11-28). The configuration has no nonce and no per-request
 * directive, so every answer gets the same headers.
 */
export function helmetHeaders(configuration: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(configuration)({} as IncomingMessage, response as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure;
  return headers;
}
