/**
 * Issue #12, 3: the token and the role are checked before the body is read. Each request
 * below sends its headers and the start of a large body and then keeps the body open: the
 * answer can only arrive if the server refused the call without waiting for the rest (a
 * server that reads the body first never answers, and the test fails on its timeout).
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';

const server = useTestServer();
const BOUNDARY = '----auth-before-body';

/** Sends the headers and `head` of the body, leaves the body unfinished, and resolves with the answer. */
function answerToUnfinishedBody(path: string, headers: Record<string, string>, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server().url}${path}`, { method: 'POST', headers: { 'transfer-encoding': 'chunked', ...headers } });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.write(head);
    // Twenty more megabytes announced by a multipart part that never ends: never sent.
    request.write(Buffer.alloc(64 * 1024, 0x41));
  });
}

const filePartHead = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`;

describe('the token and the role are checked before the body is read', () => {
  it('an unauthenticated multipart upload is answered 401 while its body is still arriving', async () => {
    const res = await answerToUnfinishedBody('/cms/api/media/upload?blockId=1', { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, filePartHead);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'invalid_token' });
  }, 15_000);

  it('an unauthenticated JSON POST is answered 401 while its body is still arriving', async () => {
    const res = await answerToUnfinishedBody('/api/portal/enrollments/search', { 'content-type': 'application/json' }, '{"dealerName":"');
    expect(res.status).toBe(401);
  }, 15_000);

  it('a signed-in user whose role may not upload is answered 403 while the body is still arriving', async () => {
    const token = await server().tokenFor('dealer');
    const res = await answerToUnfinishedBody(
      '/cms/api/media/upload?blockId=1',
      { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}` },
      filePartHead,
    );
    expect(res.status).toBe(403);
  }, 15_000);

  it('an upload route reads no more file parts than its form declares (413 at the second)', async () => {
    // Each starts as a PNG does, so the first part passes the check of its first bytes.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'one.png');
    form.append('file', new Blob([png], { type: 'image/png' }), 'two.png');
    const res = await server().as('editor').post('/cms/api/media/upload', { query: { blockId: 1 }, multipart: form });
    expect(res.status).toBe(413);
  });
});
