/**
 * Messages between the server processes of one portal through PostgreSQL's LISTEN/NOTIFY:
 * a process that changes what others keep in memory (a revoked session, a user's role) says so
 * on a channel, and every process, itself included, hears it within milliseconds. A message can
 * be missed while a listening connection is down, so after reconnecting each subscriber is told
 * to resynchronise (drop its caches, reload what it keeps) instead of trusting what it has.
 */
import { sql, type Kysely } from 'kysely';
import pg from 'pg';

/** The largest NOTIFY payload is 8000 bytes; messages here are a few dozen. */
const MAX_PAYLOAD_BYTES = 7_900;
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 5_000];
/**
 * A fence unanswered this long means the listening connection is dead or its server stalled (a
 * dropped network path can leave a socket open for minutes): the connection is dropped and
 * replaced, and callers are told the feed is not listening rather than kept waiting.
 */
const DEFAULT_FENCE_TIMEOUT_MS = 2_000;
/** How the listening connection shows in pg_stat_activity. */
const CHANGE_FEED_APPLICATION_NAME = 'smartportal change feed';

export interface ChangeFeedSubscriber {
  /** A message another process (or this one) published on the channel. */
  onMessage(payload: unknown): void;
  /** Messages may have been missed: reload what is kept. */
  onResync(): void;
}

export interface ChangeFeed {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, subscriber: ChangeFeedSubscriber): void;
  /**
   * Resolves true once every message of a transaction that committed before the call has been
   * handed to the subscribers; false when the feed is not listening (messages may be missed).
   */
  fence(): Promise<boolean>;
  close(): Promise<void>;
}

/** The feed of a database at `url`: one listening connection, published through `db`'s pool. */
export class PostgresChangeFeed implements ChangeFeed {
  private client: pg.Client | undefined;
  private readonly subscribers = new Map<string, ChangeFeedSubscriber[]>();
  private closed = false;
  private connecting: Promise<void> | undefined;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private fenceRunning: Promise<boolean> | undefined;
  private fenceNext: Promise<boolean> | undefined;

  constructor(
    private readonly url: string,
    private readonly db: Kysely<any>,
    private readonly onError: (message: string) => void = (message) => console.error(`[change feed] ${message}`),
    private readonly fenceTimeoutMs = DEFAULT_FENCE_TIMEOUT_MS,
  ) {}

  /** Connects and listens on every subscribed channel; resolves once listening. */
  start(): Promise<void> {
    this.connecting ??= this.connect(false);
    return this.connecting;
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    const text = JSON.stringify(payload);
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new RangeError(`a change-feed message of ${Buffer.byteLength(text)} bytes is too large`);
    await sql`select pg_notify(${channel}, ${text})`.execute(this.db);
  }

  subscribe(channel: string, subscriber: ChangeFeedSubscriber): void {
    const list = this.subscribers.get(channel);
    if (list) {
      list.push(subscriber);
      return;
    }
    this.subscribers.set(channel, [subscriber]);
    void this.client?.query(`listen ${pg.escapeIdentifier(channel)}`).catch((error: Error) => this.onError(`listen failed: ${error.message}`));
  }

  /**
   * A round trip on the listening connection. PostgreSQL signals every listening backend when a
   * notifying transaction commits, before that commit is acknowledged, and a signalled backend
   * sends its pending notifications before it reads its next command (postgres.c,
   * ProcessClientReadInterrupt); pg hands them to us in the order they arrive, so when this
   * query's answer comes, every message committed before the query was sent has been delivered.
   * tests/api/db/result-cache.test.ts checks it against writes from other connections.
   *
   * Callers share round trips: one runs at a time, and everyone who asks meanwhile waits for
   * the next one, which starts after they asked (an answer that began before a caller asked
   * proves nothing to that caller).
   */
  fence(): Promise<boolean> {
    if (!this.fenceRunning) {
      this.fenceRunning = this.roundTrip().finally(() => {
        this.fenceRunning = undefined;
      });
      return this.fenceRunning;
    }
    this.fenceNext ??= this.fenceRunning.then(() => {
      this.fenceNext = undefined;
      return this.fence();
    });
    return this.fenceNext;
  }

  private async roundTrip(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      client.query('select 1').then(
        () => true,
        () => false,
      ),
      new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), this.fenceTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (answered === 'timeout') {
      this.lost(client, `no answer to a fence within ${this.fenceTimeoutMs} ms`);
      client.end().catch(() => undefined);
      return false;
    }
    // A connection lost and replaced meanwhile may have missed messages (its subscribers resync).
    return answered && this.client === client;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(isReconnect: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: CHANGE_FEED_APPLICATION_NAME, keepAlive: true });
    client.on('notification', (message) => this.deliver(message.channel, message.payload));
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    await client.connect();
    for (const channel of this.subscribers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.reconnectAttempt = 0;
    if (isReconnect) for (const list of this.subscribers.values()) for (const subscriber of list) subscriber.onResync();
  }

  private lost(client: pg.Client, reason: string): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    this.onError(`listening connection lost (${reason}); reconnecting`);
    // Whatever arrives until the reconnection may be missed: drop caches now, and again after.
    for (const list of this.subscribers.values()) for (const subscriber of list) subscriber.onResync();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)] ?? 5_000;
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.connect(true).catch((error: Error) => {
        this.onError(`reconnecting failed: ${error.message}`);
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  private deliver(channel: string, payload: string | undefined): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? 'null');
    } catch {
      return;
    }
    for (const subscriber of this.subscribers.get(channel) ?? []) subscriber.onMessage(parsed);
  }
}
