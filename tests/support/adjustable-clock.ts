import type { Clock } from '../../src/server/kernel/clock.ts';

/** The real time plus an offset a test can move forward (lock expiry, token expiry) without waiting. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  private heldAtMs: number | undefined;

  now(): Date {
    return new Date(this.heldAtMs ?? Date.now() + this.offsetMs);
  }

  /**
   * Stops the clock at `at` until release(). Two servers' clocks held a millisecond apart give
   * a race its exact instants, however slow the machine: what two workers read when one
   * request read its clock just before the other's.
   */
  hold(at: Date): void {
    this.heldAtMs = at.getTime();
  }

  /** Runs on from the real time again (with the offset). */
  release(): void {
    this.heldAtMs = undefined;
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
