// How a Contact Us message the support desk did not take waits for its next try
// (src/server/handlers/tools/contact/contact-delivery.ts): doubling from a minute, at most six hours.
import { describe, expect, it } from 'vitest';
import { leaseMs, MAX_AUTOMATIC_ATTEMPTS, retryDelayMs } from '../../../src/server/handlers/tools/contact/contact-delivery.ts';

describe('retryDelayMs', () => {
  it('waits 1, 2, 4, 8 … minutes after each failed try, never more than 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(9)).toBe(256 * 60_000);
    expect(retryDelayMs(10)).toBe(6 * 60 * 60 * 1000);
    expect(retryDelayMs(MAX_AUTOMATIC_ATTEMPTS)).toBe(6 * 60 * 60 * 1000);
  });

  it('spreads the automatic tries over most of a day (a desk down overnight still gets the message)', () => {
    const total = Array.from({ length: MAX_AUTOMATIC_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1)).reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThan(20 * 60 * 60 * 1000);
  });

  it('leases a message being forwarded for longer than one forward may take', () => {
    expect(leaseMs({ url: 'http://desk.example.com/', timeoutMs: 5_000 })).toBeGreaterThan(5_000);
  });
});
