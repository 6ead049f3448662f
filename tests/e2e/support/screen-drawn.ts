import { expect, type Page } from '@playwright/test';
import type { RequestLog } from './request-log.ts';

/** Rounds of "nothing busy, then no call for a moment" before a screen counts as drawn: a bound, not a timing. */
const MAX_ROUNDS = 10;

/**
 * Waits until the screen the page went to is drawn: no navigation pending and no page or block
 * still loading its code (`aria-busy`: the main landmark while the next page loads, the route's
 * and each block's progress), and no data call under way or just answered. The two are checked
 * until they hold together, since a block's code arriving starts its calls and a call's answer
 * may show a block. Data calls alone are not enough: while a block's code loads no call is under
 * way, and a walk that moved on then left the block to mount in the screen being left and send
 * its call, aborted as that screen went (issue #11, 2026-11-28).
 */
export async function screenDrawn(page: Page, log: RequestLog): Promise<void> {
  const busy = page.locator('[aria-busy="true"]');
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await expect(busy, 'a page or block still loading').toHaveCount(0);
    await log.settled({ quiet: true });
    if ((await busy.count()) === 0) return;
  }
  throw new Error(`the screen was still loading after ${MAX_ROUNDS} rounds of calls`);
}
