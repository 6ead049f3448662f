import { createServer } from 'node:net';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/server/kernel/clock.ts';
import { DatabaseProbe, HEALTH_FRESH_MS, HEALTH_PING_WAIT_MS } from '../../../src/server/http/health.ts';
import { useTestServer } from '../../support/test-server.ts';

const server = useTestServer();

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('GET /health', () => {
  it('stays fast while a long query holds the database, and says the database is busy rather than down', async () => {
    // Past the time a previous answer stands for the database's state.
    server().clock.advance(HEALTH_FRESH_MS);
    const slow = sql`select pg_sleep(2)`.execute(server().db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const res = await server().get('/health');
    const elapsed = performance.now() - started;
    await slow;
    expect(res.status).toBe(200);
    expect(elapsed).toBeLessThan(500);
    // The embedded database has one connection, so the ping waits behind the query; a server has
    // others (though opening one may itself take longer than the probe waits).
    if (server().databaseKind === 'embedded') expect(res.body.database.state).toBe('busy');
    else expect(['up', 'busy']).toContain(res.body.database.state);
    await expect.poll(async () => (await server().get('/health')).body.database.state, { timeout: 5_000 }).toBe('up');
  });

  it('reports a database that cannot be reached as down (503 on the route)', async () => {
    const port = await freePort();
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ host: '127.0.0.1', port, user: 'nobody', database: 'none', connectionTimeoutMillis: 2_000 }) }),
    });
    try {
      const probe = new DatabaseProbe(db, systemClock);
      await probe.check();
      await expect.poll(async () => (await probe.check()).state, { timeout: 5_000 }).toBe('down');
      const report = await probe.check();
      expect(report.error).toBeTruthy();
    } finally {
      await db.destroy();
    }
  });

  it(`waits at most about HEALTH_PING_WAIT_MS (${HEALTH_PING_WAIT_MS} ms) for a database that does not answer`, async () => {
    // A server that accepts connections and never says a word.
    const sockets: import('node:net').Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ host: '127.0.0.1', port, user: 'nobody' }) }) });
    try {
      const probe = new DatabaseProbe(db, systemClock);
      const started = performance.now();
      const first = await probe.check();
      const second = await probe.check();
      expect(performance.now() - started).toBeLessThan(HEALTH_PING_WAIT_MS * 2 + 100);
      expect(first.state).toBe('busy');
      expect(second.state).toBe('busy');
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await db.destroy().catch(() => undefined);
    }
  });
});
