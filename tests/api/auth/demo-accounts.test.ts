/**
 * Issue #12, 8: demo accounts exist only when demo data is asked for, and each password hash
 * has its own salt.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../src/server/main.ts';
import { readServerConfig } from '../../../src/server/server-config.ts';
import { CLIENT_AUTHORIZATION, DEMO_PASSWORD, DEMO_USERS, useTestServer } from '../../support/test-server.ts';

const server = useTestServer();

describe('demo accounts', () => {
  it('each demo password hash has its own salt, and the same password still signs every one in', async () => {
    const rows = await server()
      .db.selectFrom('users')
      .select(['loginName', 'passwordHash'])
      .where('loginName', 'in', DEMO_USERS.map((user) => user.loginName))
      .execute();
    expect(rows).toHaveLength(DEMO_USERS.length);
    const salts = rows.map((row) => row.passwordHash.split('$')[3]);
    expect(new Set(salts).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(rows.length);
    for (const login of ['admin', 'dealer.fr']) expect((await server().login(login, DEMO_PASSWORD)).status).toBe(200);
  });

  it('are on by default and off under NODE_ENV=production unless DEMO_DATA=true', () => {
    expect(readServerConfig({}).demoData).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(readServerConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(() => readServerConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('a production server on an empty database seeds no account, so the published password opens nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'smartportal-nodemo-'));
    const running = await startServer({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    try {
      const users = await running.database.db.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
      const res = await fetch(`${running.url}/oauth/token`, {
        method: 'POST',
        headers: { authorization: CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(401);
    } finally {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
