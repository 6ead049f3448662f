/**
 * Sessions (refresh-token families) revoked before their access tokens ran out, so those tokens
 * stop working at once, on every server process of the portal, instead of at expiry. Each
 * process keeps the set in memory (checking it costs no query); a revocation is written to the
 * database by the refresh-token store, announced on the change feed so every process adds it
 * within milliseconds, and reloaded from the database when a process starts or its feed
 * reconnects. An entry is kept as long as an access token of the family can still be valid.
 */
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Database } from '../db/schema/database.ts';

export class RevokedSessions {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly keepMs: number,
    private readonly db?: Kysely<Database>,
  ) {}

  /** Loads the families revoked within the last `keepMs` (at start, and after a feed outage). */
  async load(nowMs: number): Promise<void> {
    if (!this.db) return;
    const rows = await this.db
      .selectFrom('refreshTokens')
      .select(['familyId', (eb) => eb.fn.max('revokedAt').as('revokedAt')])
      .where('revokedAt', '>', new Date(nowMs - this.keepMs))
      .groupBy('familyId')
      .execute();
    for (const row of rows) if (row.revokedAt) this.add(row.familyId, new Date(row.revokedAt).getTime());
  }

  add(sessionId: string, revokedAtMs: number): void {
    const until = revokedAtMs + this.keepMs;
    if ((this.until.get(sessionId) ?? 0) >= until) return;
    this.until.set(sessionId, until);
    if (this.until.size % 256 === 0) this.sweep(revokedAtMs);
  }

  has(sessionId: string, nowMs: number): boolean {
    const until = this.until.get(sessionId);
    if (until === undefined) return false;
    if (until > nowMs) return true;
    this.until.delete(sessionId);
    return false;
  }

  private sweep(nowMs: number): void {
    for (const [id, until] of this.until) if (until <= nowMs) this.until.delete(id);
  }
}

/** What the auth runtime says to the other processes on the change feed. */
export const AUTH_CHANNEL = 'smartportal_auth';

export type AuthChange =
  | { kind: 'session'; id: string; at: number }
  | { kind: 'user'; id: number };

export function isAuthChange(value: unknown): value is AuthChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return (
    (change.kind === 'session' && typeof change.id === 'string' && typeof change.at === 'number') ||
    (change.kind === 'user' && Number.isSafeInteger(change.id))
  );
}

export type { ChangeFeed };
