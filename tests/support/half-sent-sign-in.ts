import http from 'node:http';
import { CLIENT_AUTHORIZATION, DEMO_PASSWORD } from './test-server.ts';

/**
 * A sign-in whose body is only half sent (up to the password), so it is under way on the
 * server when a drain test's signal comes; `finish()` sends the rest, `answer` is its reply.
 */
export function halfSentSignIn(url: string): { answer: Promise<{ status: number; body: string }>; finish: () => void } {
  const body = new URLSearchParams({ grant_type: 'password', username: 'dealer', password: DEMO_PASSWORD }).toString();
  const cut = body.indexOf('password=') + 'password='.length;
  const request = http.request(`${url}/oauth/token`, {
    method: 'POST',
    // Its own connection: a pooled one could be the one the drain closes first.
    agent: false,
    headers: { authorization: CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  // Awaited by the test; a run cut short (a timeout, afterAll's kill) must not leave it unhandled.
  answer.catch(() => undefined);
  request.write(body.slice(0, cut));
  return { answer, finish: () => request.end(body.slice(cut)) };
}
