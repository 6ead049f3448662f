/**
 * Issue #12, 3: upload parts are streamed under their route's rule and the read stops at the
 * first sign the part will be refused. Each request sends its headers and the start of a file
 * part and then keeps the body open: the answer can only arrive if the server stopped reading
 * there (a server that reads the whole part first never answers, and the test fails on its
 * timeout). Refused at the first bytes: an image whose bytes are not the image its name says;
 * refused at the route's own limit: a contract file one chunk past the QA workbench's 5 MB.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';

const server = useTestServer();
const BOUNDARY = '----streamed-upload';

/** Sends the headers and `parts` of a multipart body, leaves it unfinished, and resolves with the answer. */
function answerToUnfinishedUpload(path: string, token: string, parts: (string | Buffer)[]): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server().url}${path}`, {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked', 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}` },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
        request.destroy();
      });
    });
    // The server may close the connection once it has answered; the answer is what counts.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    for (const part of parts) request.write(part);
  });
}

const filePart = (name: string, type: string) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`;

describe('upload parts are read only as far as their route accepts them', () => {
  it('an image whose first bytes are not the image its name says is refused before the rest arrives', async () => {
    const token = await server().tokenFor('editor');
    const res = await answerToUnfinishedUpload('/cms/api/media/upload?blockId=1', token, [filePart('photo.png', 'image/png'), Buffer.alloc(64 * 1024, 0x41)]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'file', messageKey: 'CMS_IMAGE_EXTENSION' })]);
  }, 30_000);

  it('a file with a name the route refuses is refused before its bytes arrive', async () => {
    const token = await server().tokenFor('qa');
    const res = await answerToUnfinishedUpload('/api/portal/studio/qa/drift', token, [filePart('portal.exe', 'application/octet-stream'), 'MZ']);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'file', messageKey: 'QA_DRIFT_FILE_TYPE' })]);
  }, 30_000);

  it("a file past its route's own limit is refused at the limit, with the route's message", async () => {
    const token = await server().tokenFor('qa');
    const chunk = Buffer.alloc(1024 * 1024, 0x78);
    const res = await answerToUnfinishedUpload('/api/portal/studio/qa/drift', token, [
      filePart('portal.yaml', 'application/yaml'),
      'openapi: 3.1.0\n#',
      ...Array.from({ length: 5 }, () => chunk),
      Buffer.alloc(64 * 1024, 0x78),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'file', messageKey: 'QA_DRIFT_FILE_TOO_LARGE' })]);
  }, 30_000);
});
