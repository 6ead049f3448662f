import type { Clock } from '../../src/server/kernel/clock.ts';

/** The real time plus an offset a test can move forward (lock expiry, token expiry) without waiting. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
