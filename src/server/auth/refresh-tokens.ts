/**
 * Refresh tokens: random, single-use, stored only as a SHA-256 hash. Every use spends the
 * token and issues the next one in the same family; presenting a spent token again means two
 * parties hold the family (the token leaked), so the whole family is revoked and both have to
 * sign in again (OAuth 2.0 Security BCP, refresh token rotation).
 *
 * A family lives TOKEN_COOKIE_LIFETIME_MS from its sign-in, as long as the browser's token
 * cookie; rotation does not extend it, so a session ends at most that long after the password
 * was typed, active or not.
 *
 * Two tabs of one browser share the token cookie and can refresh at the same moment: the
 * loser would look like a thief and sign the user out of both (issue #12, 7). So a token spent
 * less than REFRESH_GRACE_MS ago answers again the pair its first use got. That pair is kept
 * with the spent row sealed (AES-256-GCM) under a key derived from the spent token itself, so
 * only a holder of that token can open it; the database alone does not hold a usable token.
 * After the window a reuse revokes the family, as before.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TOKEN_COOKIE_LIFETIME_MS } from '../../constants.ts';
import type { Database } from '../db/schema/database.ts';

const TOKEN_BYTES = 32;
/** How long a spent refresh token still answers the pair it was exchanged for. */
export const REFRESH_GRACE_MS = 10_000;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

export type RotationResult<Pair = unknown> =
  /** `repeated`: the token was spent within the grace window; `pair` is the one its first use got. */
  | { ok: true; userId: number; familyId: string; pair: Pair; repeated: boolean }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  /** A spent token came back: its family is now revoked. */
  | { ok: false; reason: 'reused'; familyId: string };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const sealKey = (token: string) => createHash('sha256').update(`smartportal refresh successor\u0000${token}`).digest();

function seal(token: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(token: string, text: string): unknown {
  const bytes = Buffer.from(text, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(token), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
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

  /** The user a live or recently spent token belongs to, to check the user before rotating. */
  async ownerOf(token: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('refreshTokens').select('userId').where('tokenHash', '=', hashRefreshToken(token)).executeTakeFirst();
    return row?.userId;
  }

  /**
   * Spends `token` and issues its successor; `pairFor` makes the answer for it (the access
   * token with the next refresh token). The spend is one conditional UPDATE inside the
   * transaction, so of two concurrent uses exactly one spends; the other waits for its commit
   * and, within the grace window, answers the same pair.
   */
  async rotate<Pair>(token: string, now: Date, pairFor: (familyId: string, nextToken: string) => Pair): Promise<RotationResult<Pair>> {
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
        const pair = pairFor(spent.familyId, next);
        await trx.updateTable('refreshTokens').set({ successorSealed: seal(token, pair) }).where('tokenHash', '=', tokenHash).execute();
        return { ok: true, userId: spent.userId, familyId: spent.familyId, pair, repeated: false };
      }
      const row = await trx
        .selectFrom('refreshTokens')
        .select(['userId', 'familyId', 'spentAt', 'revokedAt', 'expiresAt', 'successorSealed'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      if (row.spentAt) {
        // Negative when this use read the clock before the one that spent the token, then waited
        // for its row lock: the two were simultaneous (two tabs), not a replay. Refusing those
        // revoked the session of a user who had done nothing wrong (seen once in CI).
        const sinceSpent = now.getTime() - row.spentAt.getTime();
        if (sinceSpent < REFRESH_GRACE_MS && row.successorSealed && row.expiresAt > now) {
          return { ok: true, userId: row.userId, familyId: row.familyId, pair: unseal(token, row.successorSealed) as Pair, repeated: true };
        }
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
