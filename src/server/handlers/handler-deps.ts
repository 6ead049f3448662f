/**
 * What every area's handler factory receives. Area modules (`./<area>.ts`) export
 * `createXHandlers(deps: HandlerDeps): OperationHandlers` and never open their own database,
 * read the environment or call `Date.now()`: the server and the tests inject all of it here.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/database.ts';
import type { ServerConfig } from '../server-config.ts';
import type { TokenService } from '../auth/auth-runtime.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Session bookkeeping that areas changing a user (password, language, role, active) must tell auth about. */
export interface SessionControl {
  /** Drops the cached user so the next call reads the row again (language, name, role changes). */
  forgetUser(userId: number): void;
  /**
   * Revokes the user's refresh tokens (password change, deactivation), all of them or all but
   * the session `keepSessionId` (the one changing the password stays signed in). Access tokens
   * already issued run out on their own (ServerConfig.accessTokenTtlMs).
   */
  revokeRefreshTokens(userId: number, keepSessionId?: string): Promise<void>;
  /** The session (refresh-token family) of an authenticated request. */
  sessionIdOf(request: FastifyRequest): string | undefined;
  /**
   * Reuses a value derived from the user's rows (their details for userData, say) for as long as
   * the user itself is cached (ServerConfig.userCacheTtlMs); `forgetUser` drops it. The key must
   * name everything else the value depends on (the impersonating admin, for one).
   */
  cachedForUser<T>(userId: number, key: string, load: () => Promise<T>): Promise<T>;
}

export interface HandlerDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  clock: Clock;
  logger: FastifyBaseLogger;
  sessions: SessionControl;
  /** Token pairs for the token endpoint. */
  tokens: TokenService;
}
