/**
 * The portal as `npm start` runs it (src/server/main.ts), in a process of its own, for the
 * benches that watch the whole process: its memory (bench/hostile-upload.ts) or its answers
 * under a flood (bench/signin-flood.ts). The data folder is seeded on first use and reused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../src/constants.ts';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export const CLIENT_AUTHORIZATION = `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`;

export interface PortalProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resident memory now, from /proc (Linux), in bytes. */
  rssBytes(): number;
  stop(): Promise<void>;
}

export async function startPortalProcess(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_LEADS: '200', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.once('exit', (code) => reject(new Error(`the portal exited with ${code} before it listened`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const match = /"url":"(http:[^"]+)"/.exec(buffered);
      if (match?.[1]) resolve(match[1]);
    });
  });
  child.stdout?.resume();
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    child,
    rssBytes() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(base: string, username: string, password: string): Promise<Response> {
  return fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
}
