import { describe, expect, it } from 'vitest';
import {
  MalformedPasswordHashError,
  hashPassword,
  passwordNeedsRehash,
  unusablePasswordHash,
  verifyPassword,
  verifyPasswordOfUnknownUser,
} from '../../../src/server/auth/password.ts';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/data/demo-users.ts';

// scrypt at OWASP cost takes ~0.5-1 s per hash on the reference machine.
const SLOW = 60_000;

describe('password hashing (scrypt)', () => {
  it('verifies the password it hashed and rejects any other', { timeout: SLOW }, async () => {
    const hash = await hashPassword(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('portal!2026', hash)).toBe(false);
  });

  it('stores its parameters with a fresh random salt each time', { timeout: SLOW }, async () => {
    const [first, second] = await Promise.all([hashPassword('Secret#123'), hashPassword('Secret#123')]);
    expect(first).toMatch(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    expect(first).not.toBe(second);
    expect(passwordNeedsRehash(first)).toBe(false);
  });

  it('is reproducible for a given salt (the seed relies on it)', { timeout: SLOW }, async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('Secret#123', salt)).toBe(await hashPassword('Secret#123', salt));
  });

  it('matches a password typed in composed or decomposed Unicode', { timeout: SLOW }, async () => {
    const hash = await hashPassword('Cl\u00e9!2026a');
    expect(await verifyPassword('Cle\u0301!2026a', hash)).toBe(true);
  });

  it('still verifies hashes made with older parameters, and asks for a rehash', { timeout: SLOW }, async () => {
    const current = await hashPassword('Secret#123');
    const [, , , salt, key] = current.split('$');
    // A hash with other (cheaper) parameters: the stored ones are used to verify.
    const { scryptSync } = await import('node:crypto');
    const older = `$scrypt$ln=12,r=8,p=1$${salt}$${scryptSync('Secret#123', Buffer.from(salt ?? '', 'base64'), 64, { N: 2 ** 12, r: 8, p: 1 }).toString('base64')}`;
    expect(key).toBeDefined();
    expect(await verifyPassword('Secret#123', older)).toBe(true);
    expect(await verifyPassword('Secret#124', older)).toBe(false);
    expect(passwordNeedsRehash(older)).toBe(true);
  });

  it('refuses malformed hashes and parameters that would exhaust memory', async () => {
    await expect(verifyPassword('x', 'plain-text-password')).rejects.toBeInstanceOf(MalformedPasswordHashError);
    await expect(verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==')).rejects.toBeInstanceOf(
      MalformedPasswordHashError,
    );
  });

  it('makes unusable hashes no password matches', { timeout: SLOW }, async () => {
    const hash = unusablePasswordHash();
    expect(passwordNeedsRehash(hash)).toBe(false);
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(false);
  });

  it('answers false for unknown users after doing the same work', { timeout: SLOW }, async () => {
    const started = performance.now();
    expect(await verifyPasswordOfUnknownUser(DEMO_PASSWORD)).toBe(false);
    // It ran scrypt rather than returning at once.
    expect(performance.now() - started).toBeGreaterThan(20);
  });
});
