/**
 * Issue #12, 5: security headers on the app's pages and on the API, errors included; HSTS
 * only where the portal is reached over TLS. (tests/e2e/security-headers.spec.ts proves the
 * policy lets the whole SPA run in Chromium.)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, helmetHeaders } from '../../../src/server/http/security-headers.ts';
import { useTestServer } from '../../support/test-server.ts';

const distDir = mkdtempSync(path.join(tmpdir(), 'smartportal-spa-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SmartPortal</title>');
const plain = useTestServer({ config: { distDir } });
const behindTls = useTestServer({ config: { distDir, secureCookies: true } });

describe('security headers', () => {
  it('are on pages, API answers and errors alike', async () => {
    for (const [label, target] of [
      ['the app page', '/enrollments/manage'],
      ['the health answer', '/health'],
      ['a 401', '/api/sso/user/userData'],
      ['a 404', '/api/portal/nothing-here'],
    ] as const) {
      const res = await fetch(`${plain().url}${target}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, label).toContain("default-src 'self'");
      expect(csp, label).toContain("frame-ancestors 'none'");
      expect(csp, label).toContain("object-src 'none'");
      expect(csp, label).toMatch(/script-src 'self'( 'unsafe-eval')?;/);
      expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), label).toBe('DENY');
      expect(res.headers.get('referrer-policy'), label).toBe('no-referrer');
      expect(res.headers.get('x-powered-by'), label).toBeNull();
      expect(res.headers.get('strict-transport-security'), label).toBeNull();
      // The rest of what helmet sets, worked out once at start-up (http/security-headers.ts).
      expect(res.headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
      expect(res.headers.get('cross-origin-embedder-policy'), label).toBeNull();
      expect(res.headers.get('origin-agent-cluster'), label).toBe('?1');
      expect(res.headers.get('x-dns-prefetch-control'), label).toBe('off');
      expect(res.headers.get('x-download-options'), label).toBe('noopen');
      expect(res.headers.get('x-permitted-cross-domain-policies'), label).toBe('none');
      expect(res.headers.get('x-xss-protection'), label).toBe('0');
    }
  });

  it('are captured as helmet sets them on a real answer', async () => {
    const configuration = { contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } }, strictTransportSecurity: false } as const;
    const server = createServer((request, response) => helmet(configuration)(request, response, () => response.end()));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const fromHelmet = Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)));
      expect(helmetHeaders(configuration)).toEqual(fromHelmet);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it('keep API answers out of every cache unless the operation allows it', async () => {
    const personal = await plain().as('dealer').get('/api/sso/user/userData');
    expect(personal.status).toBe(200);
    expect(personal.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${plain().url}/api/sso/user/userData`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const token = await fetch(`${plain().url}/oauth/token`, { method: 'POST' });
    expect(token.headers.get('cache-control')).toBe('no-store');
  });

  it('add HSTS behind a TLS-terminating proxy', async () => {
    const res = await fetch(`${behindTls().url}/health`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
