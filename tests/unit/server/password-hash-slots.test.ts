/**
 * The password-hash slots (src/server/auth/password-hash-slots.ts): at most `slots` hashes at
 * once for clients in good standing, one shared by every address with failures in the window,
 * and a freed slot goes to the client with the fewest checks under way or waiting, so a
 * flooding address cannot keep a real user waiting behind its queue.
 */
import { describe, expect, it } from 'vitest';
import { PasswordHashSlots } from '../../../src/server/auth/password-hash-slots.ts';

/** A hash that ends when the test says so; `started` resolves when it gets a slot. */
function controlledHash() {
  let finish!: () => void;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = new Promise<void>((resolve) => (finish = resolve));
  let running = false;
  return {
    started,
    get running() {
      return running;
    },
    finish: () => finish(),
    work: async () => {
      running = true;
      markStarted();
      await done;
      running = false;
      return true;
    },
  };
}

describe('password hash slots', () => {
  it('runs no more hashes at once than it has slots', async () => {
    const slots = new PasswordHashSlots(2);
    const hashes = [controlledHash(), controlledHash(), controlledHash()];
    const runs = hashes.map((hash) => slots.run('10.0.0.1', hash.work));
    await Promise.all([hashes[0]!.started, hashes[1]!.started]);
    expect(hashes.map((hash) => hash.running)).toEqual([true, true, false]);
    expect(slots.pending).toBe(3);
    hashes[0]!.finish();
    await hashes[2]!.started;
    hashes[1]!.finish();
    hashes[2]!.finish();
    await expect(Promise.all(runs)).resolves.toEqual([true, true, true]);
    expect(slots.pending).toBe(0);
  });

  it('gives a freed slot to a real user before the flooding address that queued first', async () => {
    const slots = new PasswordHashSlots(1);
    const flood = [controlledHash(), controlledHash(), controlledHash()];
    const floodRuns = flood.map((hash) => slots.run('10.6.6.6', hash.work));
    await flood[0]!.started;
    const user = controlledHash();
    const userRun = slots.run('10.0.0.1', user.work);
    flood[0]!.finish();
    await user.started;
    expect(flood[1]!.running).toBe(false);
    user.finish();
    await expect(userRun).resolves.toBe(true);
    await flood[1]!.started;
    flood[1]!.finish();
    await flood[2]!.started;
    flood[2]!.finish();
    await Promise.all(floodRuns);
  });

  it('runs the hashes of addresses with failures in one slot of their own, never in the general ones', async () => {
    const slots = new PasswordHashSlots(1);
    const flood = [controlledHash(), controlledHash(), controlledHash()];
    const floodRuns = flood.map((hash, index) => slots.run(`10.6.6.${index}`, hash.work, true));
    await flood[0]!.started;
    // Three flooding addresses, one hash at a time between them; the general slot stays free.
    expect(flood.map((hash) => hash.running)).toEqual([true, false, false]);
    const user = controlledHash();
    const userRun = slots.run('10.0.0.1', user.work);
    await user.started;
    user.finish();
    await expect(userRun).resolves.toBe(true);
    expect(flood[1]!.running).toBe(false);
    for (const hash of flood) {
      await hash.started;
      hash.finish();
    }
    await Promise.all(floodRuns);
    expect(slots.pending).toBe(0);
  });

  it('frees the slot of a hash that fails', async () => {
    const slots = new PasswordHashSlots(1);
    await expect(slots.run('10.0.0.1', () => Promise.reject(new Error('bad hash')))).rejects.toThrow('bad hash');
    await expect(slots.run('10.0.0.1', async () => 'next')).resolves.toBe('next');
    expect(slots.pending).toBe(0);
  });
});
