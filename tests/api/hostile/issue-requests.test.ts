/**
 * The exact requests of issue #12 that answered 500, the app's HTML or a silent change: each
 * must now be refused with a 400 and a field error (or a 405 / JSON 404), and change nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { CLIENT_AUTHORIZATION, useTestServer } from '../../support/test-server.ts';

/** A built app to fall back to, so the SPA fallback is really there to be (wrongly) taken. */
const distDir = mkdtempSync(path.join(tmpdir(), 'smartportal-spa-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SmartPortal</title>');
const server = useTestServer({ config: { distDir } });

type FieldErrors = { errors: { field: string; messageKey: string }[] };

function fieldsOf(body: unknown): string[] {
  return (body as FieldErrors).errors.map((error) => error.field);
}

describe('a NUL byte or an unpaired surrogate in any text (issue #12, 1 and 9)', () => {
  it('is refused by the token call before sign-in, with a field error on the username', async () => {
    const before = await databaseFingerprint(server().db);
    const res = await server().post('/oauth/token', {
      headers: { authorization: CLIENT_AUTHORIZATION },
      raw: { body: 'username=a%00b&password=x&grant_type=password', contentType: 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [expect.objectContaining({ field: 'username', messageKey: 'INVALID_CHARACTERS' })] });
    expect(await databaseFingerprint(server().db)).toEqual(before);
  });

  it('is refused by the forgotten-password call', async () => {
    const res = await server().post('/sso/auth/forgotPassword', {
      raw: { body: 'username=a%00b', contentType: 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toContain('username');
  });

  it('is refused in a JSON body (a contact title), and nothing is stored', async () => {
    await server().tokenFor('dealer');
    const before = await databaseFingerprint(server().db);
    for (const title of ['a\u0000b', 'a\ud800b', 'a\udc00']) {
      const res = await server()
        .as('dealer')
        .post('/api/portal/profileContactDetails', {
          json: { contactDetails: { title, name: 'Pat Rivera', email: 'pat.rivera@example.com', phone: '(312) 555-0142' }, final: false },
        });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [expect.objectContaining({ field: 'contactDetails.title', messageKey: 'INVALID_CHARACTERS' })] });
    }
    expect(await databaseFingerprint(server().db)).toEqual(before);
  });

  it('is refused in a query parameter and in a property name', async () => {
    const query = await server().as('admin').get('/api/portal/regions', { query: { oemId: '1', extra: 'a\u0000' } });
    expect(query.status).toBe(400);
    expect(fieldsOf(query.body)).toContain('query.extra');
    const key = await server().as('dealer').post('/api/portal/profileContactDetails', { raw: { body: '{"fin\\ud800al":true}', contentType: 'application/json' } });
    expect(key.status).toBe(400);
    expect(fieldsOf(key.body)).toContain('fin\\ud800al');
  });

  it('keeps a well-formed astral character (a surrogate pair) as it is', async () => {
    const res = await server()
      .as('dealer.fr')
      .post('/api/portal/profileContactDetails', {
        json: { contactDetails: { title: 'Directeur 🚗', name: 'Pat Rivera', email: 'pat.rivera@example.com', phone: '(312) 555-0142' }, final: false },
      });
    expect(res.status).toBe(200);
  });
});

describe('integers beyond what the database holds (issue #12, 2)', () => {
  it('answer 400 with a field error instead of 500', async () => {
    await Promise.all([server().tokenFor('admin'), server().tokenFor('editor')]);
    const before = await databaseFingerprint(server().db);
    const regions = await server().as('admin').get('/api/portal/regions', { query: { oemId: '2147483648' } });
    expect(regions.status).toBe(400);
    expect(new Set(fieldsOf(regions.body))).toEqual(new Set(['query.oemId']));

    const search = await server()
      .as('admin')
      .post('/api/portal/enrollments/search', { raw: { body: '{"programId":1e308}', contentType: 'application/json' } });
    expect(search.status).toBe(400);
    expect(fieldsOf(search.body)).toContain('programId');

    const discard = await server()
      .as('editor')
      .post('/cms/api/draft/discard', { raw: { body: '{"pageId":9007199254740994}', contentType: 'application/json' } });
    expect(discard.status).toBe(400);
    expect(new Set(fieldsOf(discard.body))).toEqual(new Set(['pageId']));
    expect(await databaseFingerprint(server().db)).toEqual(before);
  });
});

describe('methods and paths no route serves (issue #12, 9)', () => {
  it('a wrong method on a route answers 405 with the methods it allows', async () => {
    const res = await server().request('DELETE', '/oauth/token');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const read = await server().request('PUT', '/api/sso/user/userData');
    expect(read.status).toBe(405);
    expect(read.headers.get('allow')?.split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD']));
  });

  it('a doubled slash before an API path is a JSON 404, never the app page', async () => {
    const page = await fetch(`${server().url}/enrollments/manage`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    for (const path of ['//api/sso/user/userData', '///oauth/token', '//cms//api/pages', '/API/sso/user/userData']) {
      const res = await fetch(`${server().url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });
});
