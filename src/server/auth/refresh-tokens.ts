/**
 * Refresh tokens: random, single-use, stored only as a SHA-256 hash. Every use spends the
 * token and issues the next one in the same family; presenting a spent token again means two
 * parties hold the family (the token leaked), so the whole family is revoked and both have to
 * sign in again (OAuth 2.0 Security BCP, refresh token rotation).
 *
 * A family lives TOKEN_COOKIE_LIFETIME_MS from its sign-in, as long as the browser's token
 * cookie; rotation does not extend it, so a session ends at most that long after the password
 * was typed, active or not.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TOKEN_COOKIE_LIFETIME_MS } from '../../constants.ts';
import type { Database } from '../db/schema/database.ts';

const TOKEN_BYTES = 32;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

export type RotationResult =
  | { ok: true; userId: number; familyId: string; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  /** A spent token came back: its family is now revoked. */
  | { ok: false; reason: 'reused'; familyId: string };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class RefreshTokenStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Starts a family at sign-in. */
  async issue(userId: number, rememberMe: boolean, now: Date): Promise<IssuedRefreshToken> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const familyId = randomUUID();
    await this.db
      .insertInto('refreshTokens')
      .values({
        userId,
        familyId,
        tokenHash: hashRefreshToken(token),
        rememberMe,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_COOKIE_LIFETIME_MS),
      })
      .execute();
    return { token, familyId };
  }

  /**
   * Spends `token` and issues its successor. The spend is one conditional UPDATE, so of two
   * concurrent uses exactly one succeeds and the other counts as a reuse.
   */
  async rotate(token: string, now: Date): Promise<RotationResult> {
    const tokenHash = hashRefreshToken(token);
    return this.db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('refreshTokens')
        .set({ spentAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('spentAt', 'is', null)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning(['userId', 'familyId', 'rememberMe', 'expiresAt'])
        .executeTakeFirst();
      if (spent) {
        const next = randomBytes(TOKEN_BYTES).toString('base64url');
        await trx
          .insertInto('refreshTokens')
          .values({
            userId: spent.userId,
            familyId: spent.familyId,
            tokenHash: hashRefreshToken(next),
            rememberMe: spent.rememberMe,
            issuedAt: now,
            expiresAt: spent.expiresAt,
          })
          .execute();
        return { ok: true, userId: spent.userId, familyId: spent.familyId, token: next };
      }
      const row = await trx
        .selectFrom('refreshTokens')
        .select(['familyId', 'spentAt', 'revokedAt', 'expiresAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      if (row.spentAt) {
        await trx
          .updateTable('refreshTokens')
          .set({ revokedAt: now })
          .where('familyId', '=', row.familyId)
          .where('revokedAt', 'is', null)
          .execute();
        return { ok: false, reason: 'reused', familyId: row.familyId };
      }
      return { ok: false, reason: 'expired' };
    });
  }

  /** True while the family has a live token; false once it is revoked or run out. */
  async familyIsLive(familyId: string, now: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('refreshTokens')
      .select('id')
      .where('familyId', '=', familyId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Ends every session of the user (password change, deactivation), except `keepFamilyId` when given. */
  async revokeUser(userId: number, now: Date, keepFamilyId?: string): Promise<void> {
    let query = this.db
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (keepFamilyId) query = query.where('familyId', '<>', keepFamilyId);
    await query.execute();
  }

  /**
   * Drops families that ran out. Spent tokens stay until then: they are what reveals a replay.
   * Run now and then, not on the request path.
   */
  async prune(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('refreshTokens').where('expiresAt', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
