/**
 * Rate limits on password sign-ins (OWASP ASVS 2.2.1), per client address and per login name,
 * with their counters in the database (sign_in_throttle) so that every server process on it
 * enforces one limit. A bucket counts the failed sign-ins of a fixed window; an attempt
 * reserves a count before the password is hashed (so fifty attempts sent at once cannot all
 * slip under the limit) and a successful sign-in gives its count back, so real users who type
 * their password right are never slowed by the limit.
 *
 * A refused attempt costs no password hash: that is what keeps a flood of wrong passwords from
 * queueing real sign-ins behind thousands of scrypt runs. Once a bucket is full, this process
 * remembers it until the window ends and refuses further attempts without a database write.
 * And one client address gets at most MAX_CHECKS_IN_FLIGHT_PER_CLIENT password checks at a
 * time in this process; its further attempts wait their turn (up to MAX_WAITING_PER_CLIENT,
 * refused beyond): fifty connections opened at once keep two scrypt runs busy, not the whole
 * hashing pool, which stays free for everyone else, while an office whose staff sign in at
 * once behind one address is only queued, never refused.
 *
 * The login-name bucket is keyed by the name as typed (lower case), whether or not an account
 * has it, so the limit itself does not tell which accounts exist.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema/database.ts';
import { PasswordHashSlots } from './password-hash-slots.ts';

export interface ThrottleRule {
  /** Failed sign-ins allowed per window. */
  max: number;
  windowMs: number;
}

/** A dealership's office shares one address: room for a few people mistyping at once. */
export const SIGN_IN_LIMIT_PER_CLIENT: ThrottleRule = { max: 10, windowMs: 60_000 };
/** Above the lockout's threshold (five), so the lockout acts first on one account; this bounds spraying. */
export const SIGN_IN_LIMIT_PER_LOGIN: ThrottleRule = { max: 10, windowMs: 60_000 };

/** Password checks one client address may have under way at once, per process. */
export const MAX_CHECKS_IN_FLIGHT_PER_CLIENT = 2;
/** Attempts of one client address waiting for a turn; more than this are refused at once. */
export const MAX_WAITING_PER_CLIENT = 100;

export type ThrottleVerdict =
  | {
      allowed: true;
      /**
       * The client address had failures counted in this window before this attempt (failed, or
       * under way): its password hash waits for the slot such addresses share (password-hash-slots.ts).
       */
      suspect: boolean;
      /** Gives the reserved failure back (the password was right). */
      release: () => Promise<void>;
      /** The check is over (call it whatever the outcome). */
      done: () => void;
    }
  | { allowed: false; retryAfterSeconds: number };

/** Blocked buckets this process already knows of, by key: the window's end (ms). Bounded. */
const MAX_KNOWN_BLOCKED = 10_000;

export class SignInThrottle {
  private readonly blockedUntil = new Map<string, number>();
  private readonly inFlight = new Map<string, { running: number; waiting: (() => void)[] }>();
  /** The password hashes of this process's sign-ins, run a few at a time, fewest-busy client first. */
  readonly hashSlots = new PasswordHashSlots();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly rules: { client: ThrottleRule; login: ThrottleRule } = { client: SIGN_IN_LIMIT_PER_CLIENT, login: SIGN_IN_LIMIT_PER_LOGIN },
  ) {}

  /** Reserves one failure in the client's and the login's bucket, or says how long to wait. */
  async attempt(clientAddress: string, loginName: string, now: Date): Promise<ThrottleVerdict> {
    const buckets: [string, ThrottleRule][] = [
      [`ip:${clientAddress}`, this.rules.client],
      [`login:${loginName.toLowerCase()}`, this.rules.login],
    ];
    const nowMs = now.getTime();
    for (const [bucket] of buckets) {
      const until = this.blockedUntil.get(bucket);
      if (until !== undefined && until > nowMs) return { allowed: false, retryAfterSeconds: Math.ceil((until - nowMs) / 1000) };
      if (until !== undefined) this.blockedUntil.delete(bucket);
    }
    const turn = await this.turnOf(clientAddress);
    if (!turn) return { allowed: false, retryAfterSeconds: 1 };
    // The bucket may have filled while this attempt waited for its turn.
    for (const [bucket] of buckets) {
      const until = this.blockedUntil.get(bucket);
      if (until !== undefined && until > nowMs) {
        turn();
        return { allowed: false, retryAfterSeconds: Math.ceil((until - nowMs) / 1000) };
      }
    }
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      turn();
    };
    try {
      return await this.reserveAll(buckets, nowMs, done);
    } catch (error) {
      done();
      throw error;
    }
  }

  private async reserveAll(buckets: [string, ThrottleRule][], nowMs: number, done: () => void): Promise<ThrottleVerdict> {
    const reserved: { bucket: string; windowStart: Date }[] = [];
    let suspect = false;
    for (const [bucket, rule] of buckets) {
      const windowStart = new Date(nowMs - (nowMs % rule.windowMs));
      const failures = await this.reserve(bucket, windowStart);
      reserved.push({ bucket, windowStart });
      // The first bucket is the client address's; its count includes this attempt's reservation.
      if (reserved.length === 1) suspect = failures > 1;
      if (failures > rule.max) {
        const until = windowStart.getTime() + rule.windowMs;
        if (this.blockedUntil.size >= MAX_KNOWN_BLOCKED) this.blockedUntil.clear();
        this.blockedUntil.set(bucket, until);
        // A refused attempt is not a failed password: give back what was reserved for it.
        await this.releaseAll(reserved);
        done();
        return { allowed: false, retryAfterSeconds: Math.ceil((until - nowMs) / 1000) };
      }
    }
    return { allowed: true, suspect, release: () => this.releaseAll(reserved), done };
  }

  /** Waits for one of the client's slots; resolves to the function that frees it, or undefined when too many wait. */
  private async turnOf(clientAddress: string): Promise<(() => void) | undefined> {
    let slots = this.inFlight.get(clientAddress);
    if (!slots) {
      slots = { running: 0, waiting: [] };
      this.inFlight.set(clientAddress, slots);
    }
    const own = slots;
    if (own.running >= MAX_CHECKS_IN_FLIGHT_PER_CLIENT) {
      if (own.waiting.length >= MAX_WAITING_PER_CLIENT) return undefined;
      // The slot is handed over by the attempt that frees it, so `running` stays as it is.
      await new Promise<void>((resolve) => own.waiting.push(resolve));
    } else {
      own.running += 1;
    }
    return () => {
      const next = own.waiting.shift();
      if (next) return next();
      own.running -= 1;
      if (own.running === 0 && this.inFlight.get(clientAddress) === own) this.inFlight.delete(clientAddress);
    };
  }

  /** Drops buckets whose window ended; run now and then, not on the request path. */
  async prune(now: Date): Promise<void> {
    const longest = Math.max(this.rules.client.windowMs, this.rules.login.windowMs);
    await this.db.deleteFrom('signInThrottle').where('windowStartedAt', '<', new Date(now.getTime() - longest)).execute();
  }

  /** One upsert: a new window starts the count at one, the current window adds one. */
  private async reserve(bucket: string, windowStart: Date): Promise<number> {
    const row = await this.db
      .insertInto('signInThrottle')
      .values({ bucket, windowStartedAt: windowStart, failures: 1 })
      .onConflict((oc) =>
        oc.column('bucket').doUpdateSet({
          failures: sql<number>`case when sign_in_throttle.window_started_at = excluded.window_started_at then sign_in_throttle.failures + 1 else 1 end`,
          windowStartedAt: (eb) => eb.ref('excluded.windowStartedAt'),
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return row.failures;
  }

  private async releaseAll(reserved: { bucket: string; windowStart: Date }[]): Promise<void> {
    for (const { bucket, windowStart } of reserved) {
      await this.db
        .updateTable('signInThrottle')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('bucket', '=', bucket)
        .where('windowStartedAt', '=', windowStart)
        .where('failures', '>', 0)
        .execute();
    }
  }
}
