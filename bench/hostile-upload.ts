/**
 * `npm run bench:hostile-upload`: the hostile upload of issue #12 against the portal as
 * `npm start` runs it: four parallel POSTs, each a multipart body of ten 19 MB file parts,
 * first with no token (to a JSON route and to the upload route), then with a CMS editor's
 * token on the upload route. Prints the server's resident memory before, at its peak, and
 * after, and how long the answers took. The token and role are checked before the body is
 * read and multipart is read with the route's limits, so the peak should stay near the
 * baseline. Figures, not a test.
 *
 * Env: BENCH_DATA_DIR (default data/bench-hostile, seeded once and reused).
 */
import http from 'node:http';
import { figure } from './npm-start-portal.ts';
import { signIn, startPortalProcess, type PortalProcess } from './portal-process.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/demo-users.ts';

const PARALLEL = 4;
const PARTS = 10;
const PART_BYTES = 19 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x41);
const BOUNDARY = '----hostile-upload-bench';

interface Outcome {
  status: number | string;
  ms: number;
}

/** One POST whose body is generated as it is sent, so the bench itself holds 1 MB, not 190. */
function hostilePost(url: string, token: string | undefined): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    let settled = false;
    const done = (status: number | string) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: Math.round(performance.now() - started) });
      request.destroy();
    };
    request.on('response', (response) => {
      response.resume();
      done(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    void (async () => {
      const write = (chunk: Buffer | string) =>
        new Promise<void>((next) => {
          if (settled || request.destroyed) return next();
          if (request.write(chunk)) next();
          else request.once('drain', next);
        });
      for (let part = 0; part < PARTS && !settled; part++) {
        await write(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="f${part}.png"\r\ncontent-type: image/png\r\n\r\n`);
        for (let sent = 0; sent < PART_BYTES && !settled; sent += CHUNK.length) await write(CHUNK);
        await write('\r\n');
      }
      if (!settled) request.end(`--${BOUNDARY}--\r\n`);
    })();
  });
}

async function attack(portal: PortalProcess, label: string, path: string, token?: string) {
  const baseline = portal.rssBytes();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, portal.rssBytes())), 20);
  const outcomes = await Promise.all(Array.from({ length: PARALLEL }, () => hostilePost(`${portal.url}${path}`, token)));
  peak = Math.max(peak, portal.rssBytes());
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = portal.rssBytes();
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  // Issue #12 saw +598 MB (511 → 1,109 MB) for the unauthenticated attack, and 1.2 GB kept with an editor's token.
  figure(`hostile upload, ${label}: peak RSS growth`, (peak - baseline) / 1024 / 1024, 'MB', { max: 100 }, 0);
  console.log(
    `${label.padEnd(44)} answers ${[...new Set(outcomes.map((o) => o.status))].join('/')} in ≤ ${Math.max(...outcomes.map((o) => o.ms))} ms; ` +
      `RSS ${mb(baseline)} → peak ${mb(peak)} (+${mb(peak - baseline)}) → ${mb(after)} 1 s later`,
  );
}

const portal = await startPortalProcess(process.env.BENCH_DATA_DIR ?? 'data/bench-hostile');
try {
  console.log(`${PARALLEL} parallel POSTs of ${PARTS} × ${PART_BYTES / 1024 / 1024} MB file parts (portal pid ${portal.pid})`);
  await attack(portal, 'no token, POST /api/portal/enrollments/search', '/api/portal/enrollments/search');
  await attack(portal, 'no token, POST /cms/api/media/upload', '/cms/api/media/upload?blockId=1');
  const res = await signIn(portal.url, 'editor', DEMO_PASSWORD);
  const token = ((await res.json()) as { access_token: string }).access_token;
  await attack(portal, 'CMS editor, POST /cms/api/media/upload', '/cms/api/media/upload?blockId=1', token);
} finally {
  await portal.stop();
}
