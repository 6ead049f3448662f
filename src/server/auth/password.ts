import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto), stored as a PHC-style string that carries its own
 * parameters, so they can be raised later without invalidating stored hashes:
 *
 *   $scrypt$ln=14,r=8,p=5$<salt, base64>$<key, base64>
 *
 * Parameters: N = 2^14 (ln=14), r = 8, p = 5, 16-byte salt, 64-byte key: one of the OWASP
 * Password Storage Cheat Sheet's equivalent scrypt settings (same work as N = 2^17, p = 1). Of
 * those it uses the least memory, 16 MiB per hash, which stays in a server's L3 cache: on the
 * 2-core reference machine two concurrent hashes took 1.6 s against 3.4 s for the 128 MiB
 * setting (one hash: 0.5 to 0.9 s under load). Hashing runs on libuv's thread pool, never on the
 * event loop.
 */

const CURRENT = { ln: 14, r: 8, p: 5 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Bounds on stored parameters: a tampered hash must not make verification allocate gigabytes. */
const LIMITS = { ln: [10, 20], r: [1, 32], p: [1, 16], keyBytes: [16, 128], saltBytes: [8, 64] } as const;

const PHC_PATTERN = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

interface ParsedHash {
  ln: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export class MalformedPasswordHashError extends Error {
  constructor() {
    super('Stored password hash is not a valid $scrypt$ hash');
    this.name = 'MalformedPasswordHashError';
  }
}

/**
 * Hashes a password with a fresh random salt. `salt` is for reproducible seed data only; a real
 * password must always get a random one.
 */
export async function hashPassword(password: string, salt: Buffer = randomBytes(SALT_BYTES)): Promise<string> {
  const key = await deriveKey(password, salt, CURRENT.ln, CURRENT.r, CURRENT.p, KEY_BYTES);
  return `$scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * True when `password` matches `storedHash`; the key comparison takes the same time whatever the
 * input. Throws MalformedPasswordHashError for a hash this module did not write.
 */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parsed = parseHash(storedHash);
  const key = await deriveKey(password, parsed.salt, parsed.ln, parsed.r, parsed.p, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with other parameters than today's: rehash it on the next login. */
export function passwordNeedsRehash(storedHash: string): boolean {
  const parsed = parseHash(storedHash);
  return parsed.ln !== CURRENT.ln || parsed.r !== CURRENT.r || parsed.p !== CURRENT.p || parsed.key.length !== KEY_BYTES;
}

/**
 * A well-formed hash that no password matches (its key is random bytes, not derived from any
 * password): for accounts that must not sign in with a password, such as single-sign-on-only
 * ones. Costs nothing to make; `entropy` (48 bytes: salt, then key) is for reproducible seeds.
 */
export function unusablePasswordHash(entropy: Buffer = randomBytes(SALT_BYTES + KEY_BYTES)): string {
  if (entropy.length < SALT_BYTES + KEY_BYTES) throw new RangeError(`entropy must be ${SALT_BYTES + KEY_BYTES} bytes`);
  const salt = entropy.subarray(0, SALT_BYTES);
  const key = entropy.subarray(SALT_BYTES, SALT_BYTES + KEY_BYTES);
  return `$scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Random, with today's parameters: verifying against it costs what a real check costs, and nothing to make. */
let unknownUserHash: string | undefined;

/**
 * For a login name that does not exist: spends the time of a real verification and answers
 * false, so response times do not tell which login names exist.
 */
export async function verifyPasswordOfUnknownUser(password: string): Promise<false> {
  unknownUserHash ??= unusablePasswordHash();
  await verifyPassword(password, unknownUserHash);
  return false;
}

function parseHash(storedHash: string): ParsedHash {
  const match = PHC_PATTERN.exec(storedHash);
  if (!match) throw new MalformedPasswordHashError();
  const [, ln, r, p, salt, key] = match;
  const parsed: ParsedHash = {
    ln: Number(ln),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  };
  const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;
  if (
    !within(parsed.ln, LIMITS.ln) ||
    !within(parsed.r, LIMITS.r) ||
    !within(parsed.p, LIMITS.p) ||
    !within(parsed.key.length, LIMITS.keyBytes) ||
    !within(parsed.salt.length, LIMITS.saltBytes)
  ) {
    throw new MalformedPasswordHashError();
  }
  return parsed;
}

function deriveKey(password: string, salt: Buffer, ln: number, r: number, p: number, keyBytes: number): Promise<Buffer> {
  const N = 2 ** ln;
  // scrypt needs 128·N·r bytes; give it that plus headroom, since Node's default cap is 32 MiB.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
  // NFC so the same password typed on different systems (composed or decomposed accents) matches.
  const normalized = password.normalize('NFC');
  return new Promise((resolve, reject) => {
    scrypt(normalized, salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
