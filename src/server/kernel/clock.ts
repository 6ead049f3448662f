/**
 * The time source of the server. Handlers, auth and the health probe read the time through a
 * Clock instead of `Date.now()`, so the tests can move time (tests/support/adjustable-clock.ts).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
