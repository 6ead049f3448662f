import type { FastifyRequest } from 'fastify';

/**
 * Session bookkeeping that areas changing a user (password, language, role, active) must tell
 * auth about. AuthRuntime implements it; handlers receive it as HandlerDeps.sessions.
 */
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
