/**
 * The demo provider's limit on password guesses, the portal's own lockout rule (portal-shell
 * §5.5, src/server/auth/login.ts): LOGIN_LOCK_THRESHOLD wrong passwords in a row lock the login
 * for LOGIN_LOCK_MS, during which even the right password is refused. It is keyed by the login
 * name as typed (trimmed, lower case) whether or not the provider has such an account, so the
 * answer never tells which accounts exist. A client address also gets a bounded number of wrong
 * guesses over all names (password spraying), with room for an office behind one address.
 *
 * In memory: the provider keeps everything there (demo-provider.ts) and runs in the portal's
 * primary process, which has no database; the portal's sign-in throttle (sign-in-throttle.ts)
 * keeps its counts in PostgreSQL for the server workers and is not reachable from here.
 */
import { LOGIN_LOCK_MS, LOGIN_LOCK_THRESHOLD } from '../../../constants.ts';

export interface GuessLimitRule {
  /** Wrong guesses in a row that lock a login. */
  perLogin: number;
  /** Wrong guesses over all logins that lock a client address. */
  perClient: number;
  lockMs: number;
}

export const DEMO_GUESS_LIMIT: GuessLimitRule = { perLogin: LOGIN_LOCK_THRESHOLD, perClient: 4 * LOGIN_LOCK_THRESHOLD, lockMs: LOGIN_LOCK_MS };

/** Keys remembered at most; beyond it the oldest go (a flood of invented names cannot grow memory). */
const MAX_KEYS = 10_000;

interface Count {
  failures: number;
  lastFailureAt: number;
  /** 0: not locked. */
  lockedUntil: number;
}

export class GuessLimit {
  private readonly counts = new Map<string, Count>();

  constructor(
    private readonly rule: GuessLimitRule = DEMO_GUESS_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the login (or the client address) may guess again; 0 when it may now. */
  lockedFor(login: string, clientAddress: string): number {
    const now = this.now();
    return Math.max(0, ...this.keys(login, clientAddress).map((key) => (this.counts.get(key)?.lockedUntil ?? 0) - now));
  }

  failed(login: string, clientAddress: string): void {
    const now = this.now();
    const [loginKey, clientKey] = this.keys(login, clientAddress);
    this.count(loginKey, this.rule.perLogin, now);
    this.count(clientKey, this.rule.perClient, now);
  }

  /** The right password ends the login's run of wrong ones (not the address's). */
  succeeded(login: string, clientAddress: string): void {
    this.counts.delete(this.keys(login, clientAddress)[0]);
  }

  private keys(login: string, clientAddress: string): [string, string] {
    return [`login:${login.trim().toLowerCase()}`, `client:${clientAddress}`];
  }

  private count(key: string, max: number, now: number): void {
    const current = this.counts.get(key);
    // A lock that has run out, or a lock's length without a wrong guess, starts a fresh run.
    const stale = !current || (current.lockedUntil !== 0 ? current.lockedUntil <= now : now - current.lastFailureAt >= this.rule.lockMs);
    const failures = stale ? 1 : current.failures + 1;
    this.counts.delete(key);
    if (this.counts.size >= MAX_KEYS) this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(key, { failures, lastFailureAt: now, lockedUntil: failures >= max ? now + this.rule.lockMs : 0 });
  }
}
