// The demo provider's guess limit on a clock the test moves: the lock lasts its length and no more,
// a quiet spell starts a fresh run, and one address guessing over many names is held too.
import { describe, expect, it } from 'vitest';
import { GuessLimit } from '../../../../src/server/sso/demo-provider/guess-limit.ts';

const RULE = { perLogin: 3, perClient: 5, lockMs: 60_000 };

function limitAt(start = 1_000_000) {
  let now = start;
  return { limit: new GuessLimit(RULE, () => now), advance: (ms: number) => void (now += ms) };
}

describe('GuessLimit', () => {
  it('locks a login, typed in any case, after its run of wrong guesses, for the lock length only', () => {
    const { limit, advance } = limitAt();
    for (let i = 0; i < 3; i += 1) {
      expect(limit.lockedFor('Someone', '10.0.0.1')).toBe(0);
      limit.failed(i === 1 ? ' SOMEONE ' : 'someone', '10.0.0.1');
    }
    expect(limit.lockedFor('someone', '10.0.0.2')).toBe(60_000);
    expect(limit.lockedFor('another', '10.0.0.2')).toBe(0);
    advance(59_999);
    expect(limit.lockedFor('someone', '10.0.0.2')).toBe(1);
    advance(1);
    expect(limit.lockedFor('someone', '10.0.0.2')).toBe(0);
    // After the lock a new run starts: one wrong guess does not lock again.
    limit.failed('someone', '10.0.0.2');
    expect(limit.lockedFor('someone', '10.0.0.2')).toBe(0);
  });

  it('forgets a run after a quiet lock length, and when the right password comes', () => {
    const { limit, advance } = limitAt();
    limit.failed('a', '10.0.0.1');
    limit.failed('a', '10.0.0.1');
    advance(60_000);
    limit.failed('a', '10.0.0.1');
    expect(limit.lockedFor('a', '10.0.0.9')).toBe(0);
    limit.failed('b', '10.0.0.9');
    limit.failed('b', '10.0.0.9');
    limit.succeeded('b', '10.0.0.9');
    limit.failed('b', '10.0.0.9');
    expect(limit.lockedFor('b', '10.0.0.8')).toBe(0);
  });

  it('holds an address that guesses over many names', () => {
    const { limit } = limitAt();
    for (const name of ['n1', 'n2', 'n3', 'n4', 'n5']) limit.failed(name, '10.0.0.7');
    expect(limit.lockedFor('n6', '10.0.0.7')).toBe(60_000);
    expect(limit.lockedFor('n6', '10.0.0.8')).toBe(0);
  });
});
