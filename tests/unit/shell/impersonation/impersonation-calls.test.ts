// Reset's DELETE is a keepalive request (issue #20): Reset reloads the page as soon as the 204's
// headers arrive, and Chromium cancelled the still-open request when the new document came first
// (net::ERR_ABORTED in the start-up journey). A keepalive request outlives the page; the other
// calls of the toolbar are ordinary ones.
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../../../src/api/create-api-client.ts';
import type { PortalClient } from '../../../../src/api/index.ts';
import { impersonationCalls } from '../../../../src/shell/impersonation/impersonation-calls.ts';
import { createHarness, json } from '../../api/fake-backend.ts';

function toolbarCalls() {
  const h = createHarness({
    tokens: { accessToken: 'access', refreshToken: 'refresh' },
    handler: (sent) => {
      if (sent.method === 'DELETE') return new Response(null, { status: 204 });
      if (sent.method === 'POST') return json(200, { loginName: 'gina', userName: 'Gina Genesis', oemName: 'Genesis' });
      return json(200, []);
    },
  });
  return { h, calls: impersonationCalls(createPortalClient(h.runtime) as PortalClient) };
}

describe('the impersonation toolbar calls', () => {
  it('sends Reset\'s DELETE with keepalive, so the reload after it cannot cancel it', async () => {
    const { h, calls } = toolbarCalls();
    await calls.stop();
    expect(h.sent.map(({ method, keepalive }) => ({ method, keepalive: keepalive ?? false }))).toEqual([{ method: 'DELETE', keepalive: true }]);
  });

  it('sends Apply and the OEM list as ordinary calls', async () => {
    const { h, calls } = toolbarCalls();
    await calls.start('gina', 'Genesis');
    await calls.listOems();
    expect(h.sent.map(({ method, keepalive }) => ({ method, keepalive: keepalive ?? false }))).toEqual([
      { method: 'POST', keepalive: false },
      { method: 'GET', keepalive: false },
    ]);
  });
});
