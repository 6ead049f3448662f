import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/open-database.ts';
import { seedDatabase } from '../../../src/server/db/seed/seed-database.ts';
import { createEmptyDatabase } from '../../support/test-database.ts';
import { expectMigrated, expectSeeded } from './seeded-database-checks.ts';

const LEADS = 400;
const SLOW = 240_000;

// The portal on a PostgreSQL server it does not start itself (DATABASE_URL), the scale-out setup:
// an empty database on the run's server (the embedded one, or TEST_DATABASE_URL's).
describe('PostgreSQL server database (DATABASE_URL)', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createEmptyDatabase(inject('testDatabaseTemplate'));
  }, SLOW);

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  }, SLOW);

  it('migrates once when several server processes start together', { timeout: SLOW }, async () => {
    const url = database.url;
    const handles = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
    handle = handles[0];
    await Promise.all(handles.slice(1).map((other) => other.close()));
    expect(handle.embedded).toBeNull();
    await expectMigrated(handle.db);
    const version = await sql<{ serverVersionNum: string }>`show server_version_num`.execute(handle.db);
    expect(Number(version.rows[0]?.serverVersionNum)).toBeGreaterThanOrEqual(150000);
  });

  it('holds the seeded data set', { timeout: SLOW }, async () => {
    await seedDatabase(handle.db, { leads: LEADS, referenceDate: new Date('2026-11-22T12:00:00Z') });
    await expectSeeded(handle.db, LEADS);
  });

  it('enforces the schema constraints the API relies on', async () => {
    const dealer = await handle.db.selectFrom('dealers').select('id').orderBy('id').executeTakeFirstOrThrow();
    // A sixth contact (up to 5, business-areas §3).
    await expect(
      handle.db.insertInto('dealerContacts').values({ dealerId: dealer.id, position: 6, name: 'X', title: 'Y', email: 'x@example.com', phone: '312-5550100' }).execute(),
    ).rejects.toThrow(/dealer_contacts_position_check/);
    // A status outside the spec's subscription statuses.
    await expect(sql`update subscriptions set status = 'Active' where id = 1`.execute(handle.db)).rejects.toThrow(/subscriptions_status_check/);
    // A reason of 255 characters (must be under 255).
    await expect(
      handle.db.updateTable('dealers').set({ statusReason: 'x'.repeat(255) }).where('id', '=', dealer.id).execute(),
    ).rejects.toThrow(/dealers_status_reason_check/);
    // A card number where only the last four digits may go.
    await expect(
      handle.db.updateTable('billingProfiles').set({ cardLast4: '4111111111111111' }).where('dealerId', '=', dealer.id).execute(),
    ).rejects.toThrow();
  });
});
