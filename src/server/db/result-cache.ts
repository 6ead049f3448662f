/**
 * Search results kept in memory and dropped the moment a table they read changes: generational
 * caching, with PostgreSQL itself saying what changed.
 *
 * Why: a search page costs the database about a millisecond of CPU and the server as much again
 * (joins, a count, rows parsed); the same page is asked for again and again (a table's first page,
 * each refresh, paging back). On this 2-core machine that held the enrollments search under
 * 1,000 req/s at 50 connections (issue #11 asks for 1,500).
 *
 * How it stays exact:
 * - The tables of the kept searches announce their changes on commit (migration 0032, a
 *   statement-level trigger), so a change made by any process, or by hand in psql, is heard, not
 *   only the portal's own writes. Which tables announce is read from the database; a result that
 *   reads any other table is never kept.
 * - Each table has a generation here, raised by its announcement. A result remembers the
 *   generations of the tables its query reads, taken before the query ran; it is served only
 *   while they are all unchanged. A change that lands while the query runs raises a generation
 *   the result was stamped before, so that result is never served.
 * - Before answering from memory, `fence()` waits until every announcement of a transaction that
 *   committed before the request arrived has been heard (db/change-feed.ts). So a request sent
 *   after a write was acknowledged, to this server or to any other on the same database, never
 *   gets the result from before the write.
 * - While the listening connection is down, nothing is served from memory, and everything kept
 *   is dropped once it is back (messages may have been missed).
 * - Requests for a result still being read wait for that read instead of starting their own (a
 *   table's first page asked by fifty users at once is read once). The rule that makes a kept
 *   result safe makes this safe too: the read started after its generations were taken, and a
 *   change committed since then has raised one of them by the time a request's fence is done.
 *
 * The key is the compiled SQL and its parameters, so whatever the caller's scope changes in the
 * query (an OEM id, a user id) keeps their results apart; nothing about the caller is guessed.
 * The tables a query reads are taken from Kysely's query tree; a table named only in raw SQL is
 * not seen there, so the caller names those. tests/api/db/result-cache.test.ts compares each
 * cached query's tables with those of its PostgreSQL plan.
 *
 * Results are shared between requests: callers copy rows before changing them.
 */
import { sql, type Compilable, type Kysely, type OperationNode } from 'kysely';
import type { ChangeFeed } from './change-feed.ts';
import { DATA_CHANGE_TRIGGER, DATA_CHANGES_CHANNEL } from './migrations/0032_data_change_notices.ts';

/** A Kysely query: its SQL is the key, its tree names its tables, and it runs on a miss. */
export interface CacheableQuery<R> extends Compilable<R> {
  execute(): Promise<R[]>;
  toOperationNode(): OperationNode;
}

/**
 * What a handler reads cached rows through. `rawTables`: the tables the query names only in raw
 * SQL (sql`…` fragments), which its query tree does not show.
 */
export interface Results {
  rows<R>(query: CacheableQuery<R>, rawTables?: readonly string[]): Promise<readonly R[]>;
}

interface Entry {
  /** Still running while the first request for it waits: later ones wait for the same read. */
  rows: Promise<readonly unknown[]>;
  tables: readonly string[];
  /** The resync count, then each table's generation, when the query started. */
  stamp: readonly number[];
}

export class ResultCache implements Results {
  private readonly generations = new Map<string, number>();
  private resyncs = 0;
  /** In least recently used order (a Map iterates in insertion order). */
  private readonly entries = new Map<string, Entry>();
  /** The tables that announce their changes, read once (again after a resync). */
  private announcing: Promise<ReadonlySet<string>> | undefined;

  /** No feed, or no entries: every query runs (tests built without a database feed, RESULT_CACHE_ENTRIES=0). */
  constructor(
    private readonly db: Kysely<any>,
    private readonly feed: ChangeFeed | undefined,
    private readonly maxEntries: number,
  ) {
    if (!feed || maxEntries === 0) return;
    feed.subscribe(DATA_CHANGES_CHANNEL, {
      onMessage: (table) => {
        if (typeof table === 'string') this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
      },
      onResync: () => {
        this.resyncs += 1;
        this.entries.clear();
        this.announcing = undefined;
      },
    });
  }

  /** The query's rows: from memory while no table it reads has changed, else from the database. */
  async rows<R>(query: CacheableQuery<R>, rawTables: readonly string[] = []): Promise<readonly R[]> {
    if (!this.feed || this.maxEntries === 0) return query.execute();
    const compiled = query.compile();
    const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters, keyOfValue)}`;
    if (!(await this.feed.fence())) return query.execute();
    const kept = this.current(key);
    if (kept) return kept.rows as Promise<readonly R[]>;
    const tables = this.entries.get(key)?.tables ?? [...new Set([...tablesOf(query.toOperationNode()), ...rawTables])];
    const announcing = await this.announcingTables();
    // A change to a silent table would never drop the result.
    if (!tables.every((table) => announcing.has(table))) return query.execute();
    // Another request may have started the same read while this one waited.
    const started = this.current(key);
    if (started) return started.rows as Promise<readonly R[]>;
    // Generations first, then the read: a change heard in between makes the entry stale at once.
    const stamp = this.stampOf(tables);
    const entry: Entry = { rows: query.execute(), tables, stamp };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A failed read is not kept: the next request reads again.
    entry.rows.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return entry.rows as Promise<readonly R[]>;
  }

  /** The key's entry if it may still be served, marked most recently used. */
  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || !this.isCurrent(entry)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private announcingTables(): Promise<ReadonlySet<string>> {
    if (!this.announcing) {
      const loading = sql<{ name: string }>`
        select c.relname as name
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and t.tgname = ${DATA_CHANGE_TRIGGER}`
        .execute(this.db)
        .then((result) => new Set(result.rows.map((row) => row.name)));
      this.announcing = loading;
      // Not remembered when it fails: nothing is kept meanwhile, and the next miss asks again.
      loading.catch(() => {
        if (this.announcing === loading) this.announcing = undefined;
      });
    }
    return this.announcing.catch(() => new Set<string>());
  }

  private stampOf(tables: readonly string[]): number[] {
    return [this.resyncs, ...tables.map((table) => this.generations.get(table) ?? 0)];
  }

  private isCurrent(entry: Entry): boolean {
    if (entry.stamp[0] !== this.resyncs) return false;
    return entry.tables.every((table, i) => (this.generations.get(table) ?? 0) === entry.stamp[i + 1]);
  }
}

/**
 * The tables a query names, as PostgreSQL names them: the code's camelCase names snake_cased as
 * the portal's CamelCaseNames plugin writes them (db/camel-case-names.ts).
 */
export function tablesOf(node: OperationNode): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const candidate = value as { kind?: unknown; table?: { identifier?: { name?: unknown } } };
    if (candidate.kind === 'TableNode' && typeof candidate.table?.identifier?.name === 'string') {
      found.add(snakeCase(candidate.table.identifier.name));
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(node);
  return [...found].sort();
}

/** JSON has no bigint; a Date is written as its instant by its own toJSON. */
const keyOfValue = (_name: string, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value);

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
