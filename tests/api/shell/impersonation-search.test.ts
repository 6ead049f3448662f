/**
 * The impersonation search as people use it (portal-shell §5.4: "Starts at 2 or more
 * characters, trimmed, case-insensitive, matches login name or user name; the selected OEM
 * filters; results sorted by userName"), on the seeded staff, whose names carry French accents.
 * The basic rules (min length, LIKE wildcards, admins only) are in impersonation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type Candidate = components['schemas']['ImpersonationCandidate'];

const server = useTestServer();

async function search(term: string, oemName?: string): Promise<Candidate[]> {
  const query = oemName === undefined ? { term } : { term, oemName };
  const res = await server().as('admin').get<{ status: number; data: Candidate[] }>('/api/portal/impersonate/users', { query });
  expect(res.status, term).toBe(200);
  return res.body.data;
}

/** How a reader orders names: accents and case do not count (an independent reference, ICU's). */
const byReader = new Intl.Collator('en', { sensitivity: 'base' });

/** An active, non-admin user whose name has an accented letter, read from the seeded database. */
async function accentedUser() {
  const rows = await server()
    .db.selectFrom('users')
    .innerJoin('oems', 'oems.id', 'users.oemId')
    .select(['users.loginName', 'users.userName', 'oems.name as oemName'])
    .where('users.active', '=', true)
    .where('users.role', '!=', 'admin')
    .orderBy('users.id')
    .execute();
  const user = rows.find((row) => /^[ÉÈÊ]/.test(row.userName)) ?? rows.find((row) => /[éèêç]/.test(row.userName));
  if (!user) throw new Error('The seed has no user with an accented name any more; pick another example.');
  return user;
}

describe('impersonation search: case and accents', () => {
  it('finds a name whatever the case and accents typed', async () => {
    const user = await accentedUser();
    const word = user.userName.split(/\s+/).find((part) => /[^\x00-\x7f]/.test(part)) ?? user.userName;
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
    for (const term of [word, word.toUpperCase(), word.toLowerCase(), plain, plain.toUpperCase()]) {
      const found = await search(term, user.oemName);
      expect(found.map((candidate) => candidate.loginName), term).toContain(user.loginName);
      // Every hit has the word in its user name or login name, accents aside.
      for (const candidate of found) {
        const haystacks = [candidate.userName, candidate.loginName].map((text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
        expect(haystacks.some((text) => text.includes(plain.toLowerCase())), `${term} → ${candidate.userName}`).toBe(true);
      }
    }
  });

  it('trims the term and ignores its case: the same users either way', async () => {
    const reference = await search('manager', 'Honda');
    expect(reference.length).toBeGreaterThan(10);
    expect(await search('  MANAGER  ', 'Honda')).toEqual(reference);
    expect(await search('\tManager ', 'honda')).toEqual(reference);
  });

  it('sorts by user name as a reader does: accented initials among their letter, not after Z', async () => {
    const user = await accentedUser();
    const all = await search('manager', user.oemName);
    expect(all.map((candidate) => candidate.loginName)).toContain(user.loginName);
    for (let index = 1; index < all.length; index += 1) {
      const [before, after] = [all[index - 1]!.userName, all[index]!.userName];
      expect(byReader.compare(before, after), `${before} then ${after}`).toBeLessThanOrEqual(0);
    }
  });

  it('keeps to the selected OEM', async () => {
    const user = await accentedUser();
    const inOem = await search('manager', user.oemName);
    expect(inOem.length).toBeGreaterThan(0);
    expect(inOem.every((candidate) => candidate.oemName === user.oemName)).toBe(true);
    const other = user.oemName === 'Acura' ? 'Honda' : 'Acura';
    expect((await search(user.loginName, other)).map((candidate) => candidate.loginName)).not.toContain(user.loginName);
  });

  it('counts the two characters after trimming, accented letters included', async () => {
    for (const term of [' é ', 'É', '  ç']) {
      const res = await server().as('admin').get('/api/portal/impersonate/users', { query: { term } });
      expect(res.status, JSON.stringify(term)).toBe(400);
    }
    expect((await server().as('admin').get('/api/portal/impersonate/users', { query: { term: ' éc ' } })).status).toBe(200);
  });
});
