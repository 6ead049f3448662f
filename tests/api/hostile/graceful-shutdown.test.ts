/**
 * Issue #12, 4: one Ctrl+C drains the server. A sign-in is left half sent, so it is under way
 * when the signal comes; the sign-in must still be answered, a new connection must be refused
 * meanwhile, the database must close after the last request, and the process must end with 0.
 * Twice: the server process alone (src/server/main.ts, as a process manager runs it), signalled
 * twice at once as a relayed Ctrl+C arrives; and `npm start` itself (npm, the primary of
 * portal-cluster.ts and its two server workers), with SIGINT sent to its whole process group
 * as a terminal's Ctrl+C is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_AUTHORIZATION, DEMO_PASSWORD } from '../../support/test-server.ts';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      // npm start's group (npm, the primary, its workers); the embedded PostgreSQL has its own.
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'smartportal-drain-'));
  dataDirs.push(dir);
  return dir;
}

/** The server's JSON log lines, and a way to wait for one. */
function logLines(process: ChildProcess) {
  const lines: Record<string, unknown>[] = [];
  const waiters: { test: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  let partial = '';
  process.stdout?.on('data', (chunk: Buffer) => {
    partial += chunk.toString('utf8');
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const text of complete) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  return {
    lines,
    next(test: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
      const seen = lines.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
  };
}

/** A sign-in whose body is only half sent when `signal` is called; resolves with its answer. */
async function drainScenario(child: ChildProcess, processes: number, signal: () => void) {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const log = logLines(child);
  const { url } = (await log.next((line) => line.msg === 'listening')) as { url: string };

  // A sign-in whose body is only half sent: the request is under way when the signal comes.
  const body = new URLSearchParams({ grant_type: 'password', username: 'dealer', password: DEMO_PASSWORD }).toString();
  const cut = body.indexOf('password=') + 'password='.length;
  const signIn = http.request(`${url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    signIn.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    signIn.on('error', reject);
  });
  // Awaited below; a run cut short (a timeout, afterAll's kill) must not leave it unhandled.
  answer.catch(() => undefined);
  signIn.write(body.slice(0, cut));
  await log.next((line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/oauth/token');

  signal();
  // Every process (the primary and each worker, or the one server) has begun to drain; a
  // worker's listening socket is handed back to the primary over IPC, so a connection made in
  // that instant may still be answered: the check waits for the refusal, the sign-in still open.
  const draining = (line: Record<string, unknown>) => typeof line.msg === 'string' && line.msg.startsWith('shutting down');
  await log.next(() => log.lines.filter(draining).length >= processes);
  await expect.poll(() => fetch(`${url}/health`).then(() => 'answered', () => 'refused'), { timeout: 15_000 }).toBe('refused');

  signIn.end(body.slice(cut));
  const res = await answer;
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body)).toHaveProperty('access_token');
  expect(await exited).toBe(0);
  return log.lines;
}

describe('a signal drains the server', () => {
  it('finishes the sign-in under way, refuses new connections, closes the database last and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', tsxLoader, 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: freshDataDir(), PORT: '0', HOST: '127.0.0.1', SEED_LEADS: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    // One Ctrl+C as the server receives it under npm and tsx: the terminal's signal and a relay of it.
    const lines = await drainScenario(child, 1, () => {
      child.kill('SIGINT');
      child.kill('SIGINT');
    });

    const messages = lines.map((line) => line.msg);
    expect(messages).not.toContain('second signal: exiting without waiting for the requests under way');
    const completed = messages.findIndex((msg) => msg === 'request completed');
    expect(completed).toBeGreaterThan(-1);
    expect(messages.indexOf('requests drained; closing the database')).toBeGreaterThan(completed);
    expect(messages.at(-1)).toBe('stopped');
  }, 180_000);

  it('under npm start (a primary and two workers), one Ctrl+C to the process group drains every worker, then the database stops', async () => {
    // A built app of one page, newer than the sources, so npm start does not build the SPA.
    const distDir = freshDataDir();
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SmartPortal</title>');
    const child = spawn('npm', ['start', '--silent'], {
      env: { ...process.env, DATA_DIR: freshDataDir(), DIST_DIR: distDir, WORKERS: '2', PORT: '0', HOST: '127.0.0.1', SEED_LEADS: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its own process group, as a terminal gives the command it runs.
      detached: true,
    });
    children.push(child);
    const lines = await drainScenario(child, 3, () => process.kill(-(child.pid ?? 0), 'SIGINT'));

    const messages = lines.map((line) => String(line.msg));
    expect(messages.filter((msg) => msg.startsWith('second signal'))).toEqual([]);
    const completed = messages.indexOf('request completed');
    expect(completed).toBeGreaterThan(-1);
    // Both workers drained (the one that held the sign-in after answering it), then the primary stopped the database.
    const drained = messages.flatMap((msg, index) => (msg === 'requests drained; closing the database' ? [index] : []));
    expect(drained).toHaveLength(2);
    expect(Math.max(...drained)).toBeGreaterThan(completed);
    const last = lines.at(-1);
    expect(last?.msg).toBe('stopped');
    expect(last?.role).toBe('primary');
  }, 420_000);
});
