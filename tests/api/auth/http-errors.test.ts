import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';

// No SPA build here (whatever dist/ holds), so every unknown address is a JSON 404; the SPA has its own server below.
const server = useTestServer({ config: { distDir: path.join(tmpdir(), 'smartportal-no-dist') } });

describe('answers outside any operation', () => {
  it('unknown routes under the API prefixes get a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/portal/nothing-here'],
      ['POST', '/api/sso/user/nothing'],
      ['GET', '/oauth/nothing'],
      ['GET', '/sso/nothing'],
      ['GET', '/cms/api/nothing'],
      ['GET', '/mocdata/nothing.json'],
      ['GET', '/api'],
    ] as const) {
      const res = await server().request(method, url);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('a non-API page address without a built SPA gets a JSON 404', async () => {
    const res = await server().get('/manageenrollments/some/deep/route');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('GET /health answers JSON with the database state', async () => {
    const first = await server().get('/health');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    // On a loaded test machine the first ping may take longer than the probe waits: then `busy`.
    expect(first.body.status).toBe('ok');
    expect(['up', 'busy']).toContain(first.body.database.state);
    await expect.poll(async () => (await server().get('/health')).body.database.state, { timeout: 5_000 }).toBe('up');
    expect(typeof (await server().get('/health')).body.database.latencyMs).toBe('number');
  });
});

describe('malformed requests', () => {
  it('bad JSON gets 400 with a ValidationErrors body', async () => {
    const token = await server().tokenFor('dealer');
    for (const raw of ['{"password": ', '{"a":1}}', '', '{"__proto__": {"admin": true}}']) {
      const res = await server().post('/api/portal/changePassword', { token, raw: { body: raw, contentType: 'application/json' } });
      expect(res.status, JSON.stringify(raw)).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });

  it('a body type nobody parses gets 415 JSON', async () => {
    const token = await server().tokenFor('dealer');
    for (const contentType of ['text/plain', 'application/xml', 'application/octet-stream']) {
      const res = await server().post('/api/portal/changePassword', { token, raw: { body: 'hello', contentType } });
      expect(res.status, contentType).toBe(415);
      expect(res.body.code).toBe('unsupported_media_type');
    }
  });

  it('a body in a media type the operation does not take gets 400 naming what it takes', async () => {
    const token = await server().tokenFor('dealer');
    const res = await server().post('/api/portal/changePassword', { token, form: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toContain('application/json');
  });

  it('a body over the limit gets 413 JSON', async () => {
    const token = await server().tokenFor('dealer');
    const huge = JSON.stringify({ password: 'x'.repeat(server().config.bodyLimitBytes + 10) });
    const res = await server().post('/api/portal/changePassword', { token, raw: { body: huge, contentType: 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('a truncated multipart body gets 400, not 500', async () => {
    const token = await server().tokenFor('editor');
    const res = await server().post('/cms/api/media/upload', {
      token,
      query: { blockId: 1 },
      raw: { body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\n\r\n<svg', contentType: 'multipart/form-data; boundary=xyz' },
    });
    expect(res.status).toBe(400);
  });

  it('an over-long path parameter or query gets 400 or 404, never 500', async () => {
    const token = await server().tokenFor('admin');
    const long = 'x'.repeat(5000);
    const res = await server().get(`/api/portal/enrollments/dealer/${long}`, { token });
    expect([400, 404]).toContain(res.status);
    const query = await server().get('/api/portal/impersonate/users', { token, query: { term: long } });
    expect(query.status).toBe(400);
    const badEncoding = await server().get('/api/portal/enrollments/dealer/%E0%A4%A', { token });
    expect(badEncoding.status).toBe(400);
  });
});

describe('the built SPA', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'smartportal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SmartPortal</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const spa = useTestServer({ config: { distDir: dist } });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves index.html at / and, as history fallback, at any page address, never cached', async () => {
    for (const url of ['/', '/manageenrollments', '/billingProfile/HON0001/edit', '/compliance/dataRecording/12?q=x']) {
      const res = await spa().get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const asset = await spa().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await spa().get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the page, and keeps API prefixes JSON', async () => {
    expect((await spa().get('/assets/index-old999.js')).status).toBe(404);
    const api = await spa().get('/api/portal/unknown');
    expect(api.status).toBe(404);
    expect(api.body.code).toBe('not_found');
    expect((await spa().post('/manageenrollments')).status).toBe(404);
  });
});
