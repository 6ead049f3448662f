import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';

// A built SPA as the build writes it: each asset with its Brotli and gzip copies, and a source
// map an older build may have left behind.
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const dist = mkdtempSync(path.join(tmpdir(), 'smartportal-precompressed-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SmartPortal</title><script type="module" src="/assets/index-abc123.js"></script>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');

const spa = useTestServer({ config: { distDir: dist } });
const ASSET = '/assets/index-abc123.js';

describe('built assets', () => {
  it('are sent Brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const res = await spa().get(ASSET, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes the body: it is the script.
    expect(res.text).toBe(SCRIPT);
  });

  it('are sent gzip-compressed to a browser that accepts only gzip, and as they are to one that accepts neither', async () => {
    const gz = await spa().get(ASSET, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.text).toBe(SCRIPT);
    const plain = await spa().get(ASSET, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(SCRIPT);
  });

  it('never serve a source map, nor the compressed copies as files of their own', async () => {
    for (const file of [`${ASSET}.map`, `${ASSET}.br`, `${ASSET}.gz`]) {
      expect((await spa().get(file)).status, file).toBe(404);
    }
  });
});
