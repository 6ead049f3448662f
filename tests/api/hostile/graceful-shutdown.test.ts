/**
 * Issue #12, 4: one Ctrl+C drains the server. The server process runs as `npm start` runs it
 * (src/server/main.ts on its own data folder); a sign-in is left half sent, so it is under way
 * when the signal comes. The signal is delivered twice at once, as the terminal and npm
 * deliver one Ctrl+C. The sign-in must still be answered, a new connection must be refused
 * meanwhile, the database must close after the last request, and the process must end with 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonLogLines } from '../../support/json-log-lines.ts';
import { halfSentSignIn } from '../../support/half-sent-sign-in.ts';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const dataDir = mkdtempSync(path.join(tmpdir(), 'smartportal-drain-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a signal drains the server', () => {
  it('finishes the sign-in under way, refuses new connections, closes the database last and exits 0', async () => {
    child = spawn(process.execPath, ['--import', tsxLoader, 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_LEADS: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    const log = jsonLogLines(child);
    const { url } = (await log.next((line) => line.msg === 'listening')) as { url: string };

    // A sign-in whose body is only half sent: the request is under way when the signal comes.
    const signIn = halfSentSignIn(url);
    await log.next((line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/oauth/token');

    // One Ctrl+C as npm start receives it: the terminal's signal and npm's relay of it.
    child.kill('SIGINT');
    child.kill('SIGINT');
    await log.next((line) => typeof line.msg === 'string' && line.msg.startsWith('shutting down'));
    await expect(fetch(`${url}/health`)).rejects.toThrow();

    signIn.finish();
    const res = await signIn.answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toHaveProperty('access_token');
    expect(await exited).toBe(0);

    const messages = log.lines.map((line) => line.msg);
    expect(messages).not.toContain('second signal: exiting without waiting for the requests under way');
    const completed = messages.findIndex((msg) => msg === 'request completed');
    expect(completed).toBeGreaterThan(-1);
    expect(messages.indexOf('requests drained; closing the database')).toBeGreaterThan(completed);
    expect(messages.at(-1)).toBe('stopped');
  }, 180_000);
});
