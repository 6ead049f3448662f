import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';
import type { Prng } from './prng.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Time as the seed sees it: everything is placed relative to a reference day (UTC midnight),
 * never to the clock, so the same reference day gives the same data.
 */
export class SeedClock {
  readonly reference: Date;

  constructor(referenceDate: Date) {
    this.reference = new Date(Date.UTC(referenceDate.getUTCFullYear(), referenceDate.getUTCMonth(), referenceDate.getUTCDate()));
  }

  /** The instant `days` (may be fractional) before the reference day's midnight. */
  daysAgo(days: number): Date {
    return new Date(this.reference.getTime() - days * DAY_MS);
  }

  plusSeconds(instant: Date, seconds: number): Date {
    return new Date(instant.getTime() + seconds * 1000);
  }

  /** 'YYYY-MM-DD' of an instant, in UTC. */
  dateText(instant: Date): string {
    return instant.toISOString().slice(0, 10);
  }

  get year(): number {
    return this.reference.getUTCFullYear();
  }
}

/** What every seeding step gets: the transaction, its own random stream and the clock. */
export interface SeedStep {
  db: Kysely<Database>;
  prng: Prng;
  clock: SeedClock;
}
