/**
 * The server's authentication state in one place: it signs and checks access tokens, rotates
 * refresh tokens, and answers the route loader's questions (who is calling, may they act for
 * this dealer, may they use this operation). Handlers see it through the narrower
 * SessionControl and TokenService interfaces.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { components } from '../../api/generated/portal.ts';
import type { ContractOperation } from '../contract/load-contract.ts';
import type { AccessControl } from '../contract/register-operations.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Database } from '../db/schema/database.ts';
import type { Clock } from '../kernel/clock.ts';
import type { SessionControl } from './session-control.ts';
import { HttpError, forbidden, unauthorized } from '../http/http-error.ts';
import type { ServerConfig } from '../server-config.ts';
import { AccessTokenSigner, type AccessTokenClaims, type AccessTokenFailure } from './access-token.ts';
import { callerOf, roleKeysOf, type Caller } from './caller.ts';
import type { SignedInUser } from './login.ts';
import { RefreshTokenStore, type RotationResult } from './refresh-tokens.ts';
import { AUTH_CHANNEL, RevokedSessions, isAuthChange, type AuthChange } from './revoked-sessions.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { SSO_NOTICE_OPERATIONS, SSO_NOTICE_SCOPE, scopeFor } from './scopes.ts';
import { UserDirectory, type DirectoryUser } from './user-directory.ts';

export type TokenData = components['schemas']['TokenData'];

export type RefreshFailure = Extract<RotationResult, { ok: false }>['reason'] | 'user_inactive';

/** Issues token pairs; what the token endpoint needs. */
export interface TokenService {
  /** The limits on failed password sign-ins, shared by every sign-in call. */
  readonly signInThrottle: SignInThrottle;
  /** A new session for a user whose credentials were just checked. */
  startSession(user: SignedInUser, rememberMe: boolean): Promise<TokenData>;
  /** Spends a refresh token for the next pair. */
  refreshSession(refreshToken: string): Promise<{ ok: true; tokens: TokenData } | { ok: false; reason: RefreshFailure }>;
}

interface RequestAuth {
  sessionId: string;
  /** The token's own user may only use the single sign-on notice's calls. */
  ssoNoticeOnly: boolean;
}

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-_.~+/]+=*)[ ]*$/i;
/** Tokens already verified, so a browser's repeated calls skip the HMAC and the parse; bounded, expiry still checked each time. */
const MAX_VERIFIED_TOKENS = 10_000;

export interface AuthRuntimeOptions {
  db: Kysely<Database>;
  config: Pick<ServerConfig, 'tokenSecret' | 'accessTokenTtlMs' | 'userCacheTtlMs' | 'signInLimitPerClient' | 'signInLimitPerLogin'>;
  clock: Clock;
  /**
   * How this process tells the others of a revoked session or a changed user, and hears of
   * theirs. Without one (a single process) the caches are this process's alone.
   */
  changeFeed?: ChangeFeed;
  /** Where a failed announcement is reported. */
  log?: { warn(details: object, message: string): void };
}

export class AuthRuntime implements AccessControl, SessionControl, TokenService {
  readonly users: UserDirectory;
  readonly signInThrottle: SignInThrottle;
  private readonly signer: AccessTokenSigner;
  private readonly refreshTokens: RefreshTokenStore;
  private readonly revoked: RevokedSessions;
  private readonly requestAuth = new WeakMap<FastifyRequest, RequestAuth>();
  private readonly verifiedTokens = new Map<string, AccessTokenClaims>();
  /**
   * The caller each cached user acts as when no one is impersonated. A user read afresh (its
   * cache entry expired or was forgotten) is a new object and gets a new caller. Building one
   * (role keys, a copy of the user) was 3 µs of an authenticated read's 73 (bench:api profile,
   * 2026-11-28); callers are never changed once built.
   */
  private readonly ownCallers = new WeakMap<DirectoryUser, Caller>();
  private readonly clock: Clock;
  private readonly accessTokenTtlMs: number;
  private readonly db: Kysely<Database>;
  private readonly changeFeed: ChangeFeed | undefined;
  private readonly log: AuthRuntimeOptions['log'];

  constructor({ db, config, clock, changeFeed, log }: AuthRuntimeOptions) {
    this.db = db;
    this.clock = clock;
    this.changeFeed = changeFeed;
    this.log = log;
    this.accessTokenTtlMs = config.accessTokenTtlMs;
    this.signer = new AccessTokenSigner(config.tokenSecret);
    this.refreshTokens = new RefreshTokenStore(db);
    this.revoked = new RevokedSessions(config.accessTokenTtlMs, db);
    this.users = new UserDirectory(db, clock, config.userCacheTtlMs);
    this.signInThrottle = new SignInThrottle(db, { client: config.signInLimitPerClient, login: config.signInLimitPerLogin });
  }

  /** Loads the sessions revoked lately and starts hearing the other processes' changes. */
  async start(): Promise<void> {
    this.changeFeed?.subscribe(AUTH_CHANNEL, {
      onMessage: (message) => {
        if (isAuthChange(message)) this.apply(message);
      },
      onResync: () => {
        this.users.forgetAll();
        this.revoked.load(this.clock.now().getTime()).catch((error: unknown) => this.log?.warn({ err: error }, 'reloading revoked sessions failed'));
      },
    });
    await this.revoked.load(this.clock.now().getTime());
  }

  private apply(change: AuthChange): void {
    if (change.kind === 'session') this.revoked.add(change.id, change.at);
    else this.users.forget(change.id);
  }

  /** Applies a change here at once, and tells the other processes (best effort: their caches also expire). */
  private announce(change: AuthChange): void {
    this.apply(change);
    this.changeFeed?.publish(AUTH_CHANNEL, change).catch((error: unknown) => this.log?.warn({ err: error, change }, 'announcing an auth change failed'));
  }

  // ── TokenService ──────────────────────────────────────────────────────────

  async startSession(user: SignedInUser, rememberMe: boolean): Promise<TokenData> {
    const now = this.clock.now();
    const { token, familyId } = await this.refreshTokens.issue(user.userId, rememberMe, now);
    // The login may have changed the row (lock reset, rehash); the next call reads it afresh.
    this.users.forget(user.userId);
    return this.tokenData(user.userId, familyId, scopeFor(user), token, now);
  }

  async refreshSession(refreshToken: string): Promise<{ ok: true; tokens: TokenData } | { ok: false; reason: RefreshFailure }> {
    const now = this.clock.now();
    // The user is read before the rotation's transaction: on the embedded database's single
    // connection a read outside the transaction would wait for it forever.
    const ownerId = await this.refreshTokens.ownerOf(refreshToken);
    const user = ownerId === undefined ? undefined : await this.users.byId(ownerId);
    if (ownerId !== undefined && !user?.active) {
      await this.refreshTokens.revokeUser(ownerId, now);
      return { ok: false, reason: 'user_inactive' };
    }
    const rotated = await this.refreshTokens.rotate(refreshToken, now, (familyId, next) =>
      this.tokenData(ownerId ?? 0, familyId, user ? scopeFor(user) : '', next, now),
    );
    if (!rotated.ok) {
      if (rotated.reason === 'reused') this.announce({ kind: 'session', id: rotated.familyId, at: now.getTime() });
      return { ok: false, reason: rotated.reason };
    }
    return { ok: true, tokens: rotated.pair };
  }

  private tokenData(userId: number, familyId: string, scope: string, refreshToken: string, now: Date): TokenData {
    const iat = Math.floor(now.getTime() / 1000);
    const expiresIn = Math.floor(this.accessTokenTtlMs / 1000);
    return {
      access_token: this.signer.sign({ sub: userId, sid: familyId, scope, jti: randomBytes(9).toString('base64url'), iat, exp: iat + expiresIn }),
      token_type: 'bearer',
      refresh_token: refreshToken,
      expires_in: expiresIn,
      scope,
    };
  }

  // ── AccessControl ─────────────────────────────────────────────────────────

  async authenticate(request: FastifyRequest): Promise<Caller | null> {
    const header = request.headers.authorization;
    if (header === undefined || header === '') return null;
    const match = BEARER.exec(header);
    if (!match?.[1]) return null;
    const nowMs = this.clock.now().getTime();
    const claims = this.verifiedClaims(match[1], nowMs);
    if (claims === 'expired') throw unauthorized('The access token has expired.');
    if (typeof claims === 'string') throw unauthorized();
    if (this.revoked.has(claims.sid, nowMs)) throw unauthorized('The session was ended; sign in again.');
    const user = await this.users.byId(claims.sub);
    if (!user?.active) throw unauthorized();
    this.requestAuth.set(request, { sessionId: claims.sid, ssoNoticeOnly: claims.scope === SSO_NOTICE_SCOPE || user.ssoLoginOnly });
    return this.withImpersonation(user, request.headers.impersonate);
  }

  private verifiedClaims(token: string, nowMs: number): AccessTokenClaims | AccessTokenFailure {
    const known = this.verifiedTokens.get(token);
    if (known) return known.exp * 1000 <= nowMs ? 'expired' : known;
    const claims = this.signer.verify(token, nowMs);
    if (typeof claims !== 'string') {
      if (this.verifiedTokens.size >= MAX_VERIFIED_TOKENS) this.verifiedTokens.clear();
      this.verifiedTokens.set(token, claims);
    }
    return claims;
  }

  /**
   * The impersonate header (the client copies it from the impersonation cookie): only an admin
   * may send it, and only to act as an existing, active user who is not an admin.
   */
  private async withImpersonation(user: DirectoryUser, header: string | string[] | undefined): Promise<Caller> {
    const login = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!login) {
      let caller = this.ownCallers.get(user);
      if (!caller) {
        caller = callerOf(user, null);
        this.ownCallers.set(user, caller);
      }
      return caller;
    }
    if (!roleKeysOf(user).has('admin')) throw new HttpError(403, 'impersonation_forbidden', 'Only an administrator may act as another user.');
    const target = await this.users.byLogin(login);
    if (!target?.active) throw new HttpError(403, 'impersonation_forbidden', 'The user to act as does not exist or is inactive.');
    if (roleKeysOf(target).has('admin')) throw new HttpError(403, 'impersonation_forbidden', 'An administrator cannot be impersonated.');
    return callerOf(target, user);
  }

  /**
   * Admins and the OEM staff of the dealer's OEM may act for a dealer; dealer and dealer-group
   * users for the dealers linked to them; CMS editors for none. The rule reads the role of the
   * user the call acts as: an admin impersonating a dealer sees what that dealer sees.
   */
  async canActForDealer(caller: Caller, dealerCode: string): Promise<boolean> {
    const roles = roleKeysOf(caller);
    if (roles.has('admin')) return true;
    if (!roles.has('oem') && !roles.has('dealer') && !roles.has('dealerGroup')) return false;
    const dealer = await this.users.dealerByCode(dealerCode);
    if (!dealer) return false;
    if (roles.has('oem') && dealer.oemId === caller.oemId) return true;
    if (roles.has('dealer') || roles.has('dealerGroup')) return (await this.users.dealerIdsOf(caller.userId)).has(dealer.id);
    return false;
  }

  authorizeOperation(caller: Caller, operation: ContractOperation, request: FastifyRequest): void {
    const auth = this.requestAuth.get(request);
    if (auth?.ssoNoticeOnly && !caller.impersonator && !SSO_NOTICE_OPERATIONS.has(operation.operationId)) {
      throw forbidden('This account signs in through single sign-on only.');
    }
  }

  // ── SessionControl ────────────────────────────────────────────────────────

  forgetUser(userId: number): void {
    this.announce({ kind: 'user', id: userId });
  }

  /** Ends the user's other sessions: their refresh tokens, and their access tokens on every process. */
  async revokeRefreshTokens(userId: number, keepSessionId?: string): Promise<void> {
    const now = this.clock.now();
    await this.refreshTokens.revokeUser(userId, now, keepSessionId);
    const ended = await this.db
      .selectFrom('refreshTokens')
      .select('familyId')
      .distinct()
      .where('userId', '=', userId)
      .where('revokedAt', '=', now)
      .execute();
    for (const { familyId } of ended) this.announce({ kind: 'session', id: familyId, at: now.getTime() });
    this.announce({ kind: 'user', id: userId });
  }

  sessionIdOf(request: FastifyRequest): string | undefined {
    return this.requestAuth.get(request)?.sessionId;
  }

  cachedForUser<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
    return this.users.derivedFor(userId, key, load);
  }

  async pruneExpiredSessions(): Promise<number> {
    await this.signInThrottle.prune(this.clock.now());
    return this.refreshTokens.prune(this.clock.now());
  }
}
