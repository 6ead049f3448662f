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

  /**
   * Moves to the start of the next fixed window of `windowMs` (as the sign-in throttle counts
   * them), so a test's attempts fall in one window however slow the machine: with the real
   * time running underneath, a test started near a boundary would otherwise see its count reset.
   */
  advanceToNextWindow(windowMs: number): void {
    const nowMs = this.now().getTime();
    this.offsetMs += windowMs - (nowMs % windowMs);
  }
}
