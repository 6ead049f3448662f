/**
 * GET /health for load balancers and operators. It must answer fast even while a long query
 * holds the database (the embedded database has a single connection, and a query there can
 * take seconds), because the API itself is fine then. So a probe waits at most
 * HEALTH_PING_WAIT_MS for a ping; when the database has not answered yet it reports `busy`
 * with the last time it did answer, and only a database that fails, or has not answered for
 * HEALTH_UNRESPONSIVE_MS, makes the answer 503. One ping runs at a time whatever the traffic,
 * and none while the last answer is younger than HEALTH_FRESH_MS.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../kernel/clock.ts';

export const HEALTH_PING_WAIT_MS = 10;
export const HEALTH_UNRESPONSIVE_MS = 30_000;
/** A ping answered this recently stands for the database's state: a flood of probes must not become a flood of queries. */
export const HEALTH_FRESH_MS = 1_000;

export type DatabaseState = 'up' | 'busy' | 'unresponsive' | 'down';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: {
    state: DatabaseState;
    /** Round trip of the last answered ping. */
    latencyMs: number | null;
    lastAnsweredAt: string | null;
    error?: string;
  };
  uptimeSeconds: number;
}

interface PingOutcome {
  ok: boolean;
  at: number;
  latencyMs: number;
  error?: string;
}

export class DatabaseProbe {
  private pending: { startedAt: number; done: Promise<void> } | null = null;
  private lastAnswer: PingOutcome | null = null;

  constructor(
    private readonly db: Kysely<unknown>,
    private readonly clock: Clock,
  ) {}

  async check(): Promise<HealthReport['database']> {
    const now = this.clock.now().getTime();
    const last = this.lastAnswer;
    if (!this.pending && last?.ok && now - last.at < HEALTH_FRESH_MS) {
      return { state: 'up', latencyMs: last.latencyMs, lastAnsweredAt: new Date(last.at).toISOString() };
    }
    const ping = this.pending ?? this.startPing(now);
    const remaining = HEALTH_PING_WAIT_MS - (now - ping.startedAt);
    if (remaining > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([ping.done, new Promise<void>((resolve) => (timer = setTimeout(resolve, remaining)))]);
      clearTimeout(timer);
    }
    const latest = this.lastAnswer;
    const answered = latest ? { latencyMs: latest.latencyMs, lastAnsweredAt: new Date(latest.at).toISOString() } : { latencyMs: null, lastAnsweredAt: null };
    if (this.pending === ping) {
      const waiting = this.clock.now().getTime() - ping.startedAt;
      return { state: waiting >= HEALTH_UNRESPONSIVE_MS ? 'unresponsive' : 'busy', ...answered };
    }
    if (latest && !latest.ok) return { state: 'down', ...answered, error: latest.error ?? 'unknown error' };
    return { state: 'up', ...answered };
  }

  private startPing(startedAt: number) {
    const done = sql`select 1`
      .execute(this.db)
      .then(
        () => {
          const at = this.clock.now().getTime();
          this.lastAnswer = { ok: true, at, latencyMs: at - startedAt };
        },
        (error: unknown) => {
          const at = this.clock.now().getTime();
          // The failure's class, not its text: the health answer is public.
          const name = error instanceof Error ? (((error as { code?: string }).code ?? error.name) as string) : 'error';
          this.lastAnswer = { ok: false, at, latencyMs: at - startedAt, error: name };
        },
      )
      .finally(() => {
        if (this.pending?.done === done) this.pending = null;
      });
    this.pending = { startedAt, done };
    return this.pending;
  }
}

export function registerHealthRoute(app: FastifyInstance, probe: DatabaseProbe, clock: Clock): void {
  const startedAt = clock.now().getTime();
  app.get('/health', { logLevel: 'warn' }, async (_request, reply) => {
    const database = await probe.check();
    const healthy = database.state === 'up' || database.state === 'busy';
    const report: HealthReport = {
      status: healthy ? 'ok' : 'unavailable',
      database,
      uptimeSeconds: Math.floor((clock.now().getTime() - startedAt) / 1000),
    };
    return reply.code(healthy ? 200 : 503).header('cache-control', 'no-store').send(report);
  });
}
