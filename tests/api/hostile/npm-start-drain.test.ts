/**
 * Issue #12, 4, under `npm start` itself: npm, the primary of portal-cluster.ts and its two
 * server workers, in a process group of their own as a terminal runs a command. A sign-in is
 * left half sent, so it is under way on a worker when one SIGINT reaches the whole group (what
 * Ctrl+C does). The sign-in must still be answered, a new connection must be refused, both
 * workers must end (code 0) before the primary, which stops last and exits 0.
 *
 * The same with one SIGTERM to npm alone, as a process manager sends it: the portal drains
 * and no process of it is left behind.
 *
 * The portal runs on a copy of the test template database (DATABASE_URL), so the test waits
 * for npm, the primary and two workers to start, not for an embedded PostgreSQL and a seed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { jsonLogLines, type LogLine } from '../../support/json-log-lines.ts';
import { copyTemplate } from '../../support/test-database.ts';
import { halfSentSignIn } from '../../support/half-sent-sign-in.ts';

const distDir = mkdtempSync(path.join(tmpdir(), 'smartportal-drain-dist-'));
let child: ChildProcess | undefined;
let database: Awaited<ReturnType<typeof copyTemplate>> | undefined;

/** Ends a portal a failed run left and drops the database. */
async function cleanUp(): Promise<void> {
  if (child && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }
  child = undefined;
  await database?.drop();
  database = undefined;
}

afterAll(async () => {
  await cleanUp();
  rmSync(distDir, { recursive: true, force: true });
});

/** What one request on a new connection got: its status, or the connection error's code. */
function tryConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/health`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

const isDraining = (line: LogLine) => typeof line.msg === 'string' && line.msg.startsWith('shutting down');

/** `npm start` with two workers on a copy of the template database, in a process group of its own as a terminal gives the command it runs. */
async function startPortal() {
  await cleanUp();
  database = await copyTemplate(inject('testDatabaseTemplate'));
  // A built app of one page, newer than the sources, so npm start does not build the SPA.
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SmartPortal</title>');
  child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, DATABASE_URL: database.url, DIST_DIR: distDir, WORKERS: '2', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const npm = child;
  // 'close': npm has exited and every process of the group has let go of the log pipe.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => npm.once('close', (code, signal) => resolve({ code, signal })));
  return { npm, exited, log: jsonLogLines(npm) };
}

describe('npm start drains on one signal', () => {
  it('answers the sign-in under way, refuses new connections, ends both workers, then the primary exits 0', { timeout: 120_000 }, async () => {
    const { npm, exited, log } = await startPortal();
    const { url, pid: primaryPid } = (await log.next((line) => line.msg === 'listening' && line.role === 'primary')) as { url: string; pid: number };

    const signIn = halfSentSignIn(url);
    const incoming = await log.next((line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/oauth/token');
    const signInWorker = incoming.pid;

    // One Ctrl+C: SIGINT to every process of the group (npm, the primary, both workers).
    process.kill(-(npm.pid ?? 0), 'SIGINT');
    await log.next(() => log.lines.filter(isDraining).length >= 3);

    // The primary says when every worker has let go of the port; from then on a new connection
    // is refused, while the sign-in is still under way. (Trying earlier, in the instant a worker
    // closes, can meet node:cluster's lost connection, nodejs/node#21746, portal-cluster.ts:
    // it waits until the primary exits, and the primary waits for this sign-in.)
    await log.next((line) => line.role === 'primary' && typeof line.msg === 'string' && line.msg.startsWith('no new connections'));
    expect(await tryConnection(url)).toBe('ECONNREFUSED');

    signIn.finish();
    // A sign-in that gets no answer says which process logged what, in order: the cause is in there.
    const res = await signIn.answer.catch((error: Error) => {
      const sequence = log.lines.map(
        (line) => `${String(line.pid)}${line.role === 'primary' ? ' (primary)' : ''}: ${String(line.msg)}${line.pending ? ` (pending: ${JSON.stringify(line.pending)})` : ''}`,
      );
      throw new Error(`the sign-in under way got no answer (${error.message}); the portal logged:\n${sequence.join('\n')}`);
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toHaveProperty('access_token');
    // npm itself ends as the Ctrl+C it received says (by SIGINT) once its script has exited;
    // the primary's own exit code is in its last line.
    expect([{ code: 0, signal: null }, { code: null, signal: 'SIGINT' }]).toContainEqual(await exited);

    const lines = log.lines;
    const messages = lines.map((line) => String(line.msg));
    expect(messages.filter((msg) => msg.startsWith('second signal'))).toEqual([]);
    // The sign-in was completed by its worker before that worker let its database pool go.
    const completed = lines.findIndex((line) => line.msg === 'request completed' && line.pid === signInWorker);
    const signInWorkerDrained = lines.findIndex((line) => line.msg === 'requests drained; closing the database' && line.pid === signInWorker);
    expect(completed).toBeGreaterThan(-1);
    expect(signInWorkerDrained).toBeGreaterThan(completed);
    // Both workers stopped with code 0, then the primary stopped, last.
    const workerExits = lines.filter((line) => line.msg === 'a server worker stopped');
    expect(workerExits).toHaveLength(2);
    expect(workerExits.map((line) => line.code)).toEqual([0, 0]);
    expect(new Set(workerExits.map((line) => line.workerPid)).has(signInWorker)).toBe(true);
    const last = lines.at(-1);
    expect(last).toMatchObject({ msg: 'stopped', role: 'primary', pid: primaryPid, exitCode: 0 });
    expect(lines.findIndex((line) => line === workerExits[1])).toBeLessThan(lines.length - 1);
  });

  // A process manager (systemd, docker stop, a PaaS) signals the process it started, npm, and
  // nothing else: npm passes the signal to its script's process, which must be the portal
  // itself (`exec` in the start script: without it, npm's shell took the signal and left the
  // portal running, orphaned, still on its port).
  it('drains on one SIGTERM to npm alone, as a process manager sends it, and leaves no process behind', { timeout: 60_000 }, async () => {
    const { npm, exited, log } = await startPortal();
    const { url } = (await log.next((line) => line.msg === 'listening' && line.role === 'primary')) as { url: string };
    // Never pid 0: that would signal this test runner's own process group.
    if (npm.pid === undefined) throw new Error('npm start did not start');
    process.kill(npm.pid, 'SIGTERM');
    // Resolves only once no process of the portal holds the log pipe any more.
    await exited;
    expect(log.lines.at(-1)).toMatchObject({ msg: 'stopped', role: 'primary', exitCode: 0 });
    expect(log.lines.filter((line) => line.msg === 'a server worker stopped').map((line) => line.code)).toEqual([0, 0]);
    expect(await tryConnection(url)).toBe('ECONNREFUSED');
  });
});
