import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * Kysely's queries as named prepared statements, so PostgreSQL plans each shape of query once
 * per connection instead of on every call.
 *
 * Why: an unnamed statement is parsed and planned on every execution. On the million-lead
 * database (2026-11-28, quiet machine) planning was 1.1–2.6 ms of each lead search query against
 * 0.2–3.7 ms of execution, three queries a search: most of the database's CPU went to plans it
 * had made a moment before. A named statement is parsed once per connection; PostgreSQL then
 * reuses a generic plan when it costs no more than the custom ones it made for the first five
 * executions (plan_cache_mode auto), so skewed parameters still get their own plan.
 *
 * The name is a digest of the SQL text, so the same text always maps to the same statement.
 * Only plain data statements are named (not BEGIN, SAVEPOINT, DDL or SET), and each connection
 * names at most MAX_NAMED_PER_CONNECTION distinct texts: pg keeps every named statement of a
 * connection for its life, and a query whose text varies with its input (an IN list of any
 * length) must not grow that without bound. Past the cap, a text runs unnamed as before.
 *
 * `DATABASE_PREPARED_STATEMENTS=off` turns it off, for a pooler that cannot carry named
 * statements across transactions (PgBouncer before 1.21 in transaction mode).
 */
const MAX_NAMED_PER_CONNECTION = 1000;
const NAMED = /^\s*(select|insert|update|delete|with)\b/i;

export function namedStatementsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DATABASE_PREPARED_STATEMENTS !== 'off';
}

/** The pool Kysely sees: pg's own, whose clients name the statements Kysely sends. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let facade = wrapped.get(client);
      if (!facade) {
        facade = namingClient(client);
        wrapped.set(client, facade);
      }
      return facade;
    },
    end: () => pool.end(),
  };
}

function namingClient(client: pg.PoolClient): PostgresPoolClient {
  // Each text's name, found by the text itself: digesting it again on every call cost more than the lookup.
  const named = new Map<string, string>();
  const query = (sql: unknown, parameters?: readonly unknown[]) => {
    if (typeof sql !== 'string' || !NAMED.test(sql)) return client.query(sql as never, parameters as never);
    let name = named.get(sql);
    if (name === undefined) {
      if (named.size >= MAX_NAMED_PER_CONNECTION) return client.query(sql, parameters as unknown[]);
      name = statementName(sql);
      named.set(sql, name);
    }
    return client.query({ name, text: sql, values: parameters as unknown[] });
  };
  return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
}

function statementName(sql: string): string {
  return `k${createHash('sha1').update(sql).digest('base64url')}`;
}
