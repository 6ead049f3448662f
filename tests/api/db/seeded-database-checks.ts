import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { ADDON_DIGITAL_DEALER, ADDON_WEBSITE_PROGRAM, MAX_BILLING_CONTACTS, MAX_DEALER_CONTACTS } from '../../../src/constants.ts';
import { verifyPassword } from '../../../src/server/auth/password.ts';
import type { Database } from '../../../src/server/db/schema/database.ts';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/data/demo-users.ts';
import { DEALER_OWN_MENU_IDS, ROLE_ONLY_MENU_IDS, STUDIO_MENU_ID } from '../../../src/server/db/seed/data/menus.ts';
import { migrations } from '../../../src/server/db/migrations/index.ts';
import {
  CMS_LANGUAGES,
  COMPLIANCE_REPORT_NAMES,
  LEAD_TYPES,
  OFFER_KINDS,
  SUBSCRIPTION_STATUSES,
  USER_GROUP_CMS_EDITOR,
  USER_GROUP_JDP_ADMIN,
} from '../../../src/server/db/vocabulary.ts';

/**
 * What a migrated and seeded database must hold, whichever server runs it (the embedded PostgreSQL or a
 * PostgreSQL server). Shared by the engine tests; each expectation names the spec's or the
 * brief's requirement it checks.
 */

/** business-areas §3. */
const SPEC_OFFER_TYPE_IDS = [5, 6, 7, 8, 9, 10, 11, 15, 16, 17, 1034];
const SPEC_ADDON_IDS = [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 1035];
/** portal-shell §1: the manufacturers with a look of their own, and the product-file brands. */
const PORTAL_OEMS = ['Honda', 'Acura', 'Infiniti', 'Genesis', 'BMW CA', 'Hyundai', 'Hyundai CA'];
const PRODUCT_FILE_CODES = ['acura', 'bmw', 'bmwca', 'bmwmc', 'genesis', 'hyundai', 'maserati', 'mazda', 'mini', 'honda'];

export async function expectMigrated(db: Kysely<Database>): Promise<void> {
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
}

export async function expectSeeded(db: Kysely<Database>, leads: number): Promise<void> {
  // OEMs: Honda is oemId 1; every portal manufacturer and product-file brand exists.
  const oems = await db.selectFrom('oems').select(['id', 'code', 'name', 'portalOem']).orderBy('id').execute();
  expect(oems.find((oem) => oem.id === 1)?.name).toBe('Honda');
  expect(oems.filter((oem) => oem.portalOem).map((oem) => oem.name).sort()).toEqual([...PORTAL_OEMS].sort());
  expect(oems.map((oem) => oem.code)).toEqual(expect.arrayContaining(PRODUCT_FILE_CODES));

  // Dealers: at least 200, carrying every dealer field of business-areas §3.
  const dealers = await db.selectFrom('dealers').selectAll().execute();
  expect(dealers.length).toBeGreaterThanOrEqual(200);
  for (const dealer of dealers) {
    expect(dealer.code).toMatch(/^[A-Za-z0-9_-]{1,20}$/);
    expect(dealer.regionId).not.toBeNull();
    expect(dealer.districtId).not.toBeNull();
    expect(dealer.market).not.toBeNull();
    expect(dealer.size).not.toBeNull();
  }
  expect(dealers.some((dealer) => dealer.outstandingAccount)).toBe(true);
  expect(dealers.some((dealer) => dealer.testDealer)).toBe(true);
  expect(dealers.some((dealer) => dealer.evDealer)).toBe(true);
  expect(dealers.some((dealer) => dealer.dealerGroup !== null)).toBe(true);
  expect(dealers.some((dealer) => dealer.crmProviderId !== null)).toBe(true);
  expect(dealers.some((dealer) => dealer.maxMeteredLeadsPerCycle !== null && dealer.meteringCycleHours !== null)).toBe(true);
  expect(new Set(dealers.map((dealer) => dealer.status)).size).toBeGreaterThan(1);

  const contactCounts = await countPerDealer(db, 'dealerContacts');
  const billingCounts = await countPerDealer(db, 'dealerBillingContacts');
  const hourCounts = await countPerDealer(db, 'dealerBusinessHours');
  for (const dealer of dealers) {
    expect(contactCounts.get(dealer.id) ?? 0).toBeGreaterThanOrEqual(1);
    expect(contactCounts.get(dealer.id) ?? 0).toBeLessThanOrEqual(MAX_DEALER_CONTACTS);
    expect(billingCounts.get(dealer.id) ?? 0).toBeGreaterThanOrEqual(1);
    expect(billingCounts.get(dealer.id) ?? 0).toBeLessThanOrEqual(MAX_BILLING_CONTACTS);
    expect(hourCounts.get(dealer.id)).toBe(7);
  }
  expect([...contactCounts.values()]).toContain(MAX_DEALER_CONTACTS);
  expect([...billingCounts.values()]).toContain(MAX_BILLING_CONTACTS);
  expect(await count(db, 'dealerHolidays')).toBeGreaterThan(dealers.length);

  // The spec's ids: offer types, add-ons, program add-ons 4 and 6.
  const offerTypes = await db.selectFrom('offerTypes').select('id').orderBy('id').execute();
  expect(offerTypes.map((row) => row.id)).toEqual(SPEC_OFFER_TYPE_IDS);
  const addons = await db.selectFrom('addons').select(['id', 'category']).orderBy('id').execute();
  expect(addons.filter((addon) => addon.category === 'OFFER').map((addon) => addon.id)).toEqual(SPEC_ADDON_IDS);
  expect(addons.filter((addon) => addon.category === 'PROGRAM').map((addon) => addon.id)).toEqual([ADDON_WEBSITE_PROGRAM, ADDON_DIGITAL_DEALER]);

  // Offers of every kind; subscriptions and add-on enrollments in every status.
  const kinds = await db.selectFrom('packages').select('kind').distinct().execute();
  expect(kinds.map((row) => row.kind).sort()).toEqual([...OFFER_KINDS].sort());
  const subscriptionStatuses = await db.selectFrom('subscriptions').select('status').distinct().execute();
  expect(subscriptionStatuses.map((row) => row.status).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
  const addonStatuses = await db.selectFrom('addonEnrollments').select('status').distinct().execute();
  expect(addonStatuses.map((row) => row.status).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());

  // Billing profiles keep the last four digits and a token, never a card number.
  const cards = await db.selectFrom('billingProfiles').selectAll().execute();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.cardLast4).toMatch(/^\d{4}$/);
    for (const value of Object.values(card)) {
      if (typeof value === 'string') expect(value.replace(/[-\s]/g, '')).not.toMatch(/^\d{13,19}$/);
    }
  }
  const cardColumns = await sql<{ columnName: string }>`
    select column_name from information_schema.columns where table_name = 'billing_profiles'`.execute(db);
  expect(cardColumns.rows.map((row) => row.columnName).filter((name) => /^card_/.test(name)).sort()).toEqual(
    ['card_brand', 'card_exp_month', 'card_exp_year', 'card_last4', 'card_token'],
  );

  // Budgets and lead program settings with coverage.
  expect(await count(db, 'budgets')).toBeGreaterThan(0);
  expect(await count(db, 'leadProgramSettings')).toBe(await count(db, 'budgets'));
  expect(await count(db, 'leadCoverageZips')).toBeGreaterThan(0);
  expect(await count(db, 'leadDestinations')).toBeGreaterThan(0);

  // Leads: as many as asked for, every lead type, with dispositions and communications.
  expect(await count(db, 'leads')).toBe(leads);
  if (leads > 100) {
    const types = await db.selectFrom('leads').select('leadType').distinct().execute();
    expect(types.map((row) => row.leadType).sort()).toEqual([...LEAD_TYPES].sort());
    expect(await count(db, 'leadDispositions')).toBeGreaterThan(0);
    expect(await count(db, 'leadCommunications')).toBeGreaterThan(0);
  }
  const leadIndexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'leads'`.execute(db);
  expect(leadIndexes.rows.map((row) => row.indexname)).toEqual(
    expect.arrayContaining(['leads_lead_uid_key', 'leads_dealer_received_idx', 'leads_oem_received_idx', 'leads_received_idx']),
  );

  // Compliance reports with category scores; resources and CMS blocks in English and French.
  expect(await count(db, 'complianceReports')).toBeGreaterThan(0);
  expect(await count(db, 'complianceReportCategories')).toBeGreaterThan(0);
  expect(await count(db, 'complianceReportFiles')).toBeGreaterThan(0);
  const resourceLanguages = await db.selectFrom('resources').select('language').distinct().execute();
  expect(resourceLanguages.map((row) => row.language).sort()).toEqual(['en', 'fr']);
  const blockKinds = await db.selectFrom('cmsBlocks').select(['type', 'language']).distinct().execute();
  for (const language of CMS_LANGUAGES) {
    const types = blockKinds.filter((row) => row.language === language).map((row) => row.type);
    expect(types).toEqual(expect.arrayContaining(['PAGE_TEASER', 'FAQ_QUESTION', 'FAQ_ANSWER', 'LIST_ITEM']));
  }

  await expectDemoUsers(db);
  await expectMenus(db);

  // Identity sequences moved past the seeded ids: a row without an id gets a new one.
  const maxId = await db.selectFrom('contactMessages').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('contactMessages')
    .values({ name: 'Test', email: 'test@example.com', message: 'Sequence check' })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(inserted.id).toBeGreaterThan(Number(maxId.max));
  await db.deleteFrom('contactMessages').where('id', '=', inserted.id).execute();
}

async function expectDemoUsers(db: Kysely<Database>): Promise<void> {
  const users = await db
    .selectFrom('users')
    .innerJoin('oems', 'oems.id', 'users.oemId')
    .select(['users.id', 'loginName', 'role', 'userGroups', 'oems.code as oem', 'language', 'ssoLoginOnly', 'passwordHash'])
    .where('loginName', 'in', ['admin', 'dealer', 'dealer.acura', 'dealer.infiniti', 'dealer.genesis', 'dealer.bmwca', 'dealer.hyundai', 'dealer.hyundaica', 'dealer.fr', 'group', 'oem', 'editor', 'sso'])
    .execute();
  const byLogin = new Map(users.map((user) => [user.loginName, user]));
  expect(byLogin.size).toBe(13);
  expect(byLogin.get('admin')).toMatchObject({ role: 'admin', userGroups: [USER_GROUP_JDP_ADMIN] });
  expect(byLogin.get('dealer')).toMatchObject({ role: 'Dealer', oem: 'honda', language: 'ENGLISH' });
  for (const [login, oem] of [['dealer.acura', 'acura'], ['dealer.infiniti', 'infiniti'], ['dealer.genesis', 'genesis'], ['dealer.bmwca', 'bmwca'], ['dealer.hyundai', 'hyundai'], ['dealer.hyundaica', 'hyundaica']]) {
    expect(byLogin.get(login ?? '')).toMatchObject({ role: 'Dealer', oem });
  }
  expect(byLogin.get('dealer.fr')).toMatchObject({ role: 'Dealer', oem: 'honda', language: 'FRENCH' });
  expect(byLogin.get('group')).toMatchObject({ role: 'Dealer Group' });
  expect(byLogin.get('oem')).toMatchObject({ role: 'OEM', oem: 'honda' });
  expect(byLogin.get('editor')?.userGroups).toContain(USER_GROUP_CMS_EDITOR);
  expect(byLogin.get('sso')).toMatchObject({ ssoLoginOnly: true });

  const groupDealers = await db.selectFrom('userDealers').select('dealerId').where('userId', '=', byLogin.get('group')?.id ?? -1).execute();
  expect(groupDealers.length).toBeGreaterThan(1);
  const dealerDealers = await db.selectFrom('userDealers').select('dealerId').where('userId', '=', byLogin.get('dealer')?.id ?? -1).execute();
  expect(dealerDealers).toHaveLength(1);

  // Demo password Portal!2026, scrypt-hashed.
  const dealerHash = byLogin.get('dealer')?.passwordHash ?? '';
  expect(dealerHash.startsWith('$scrypt$')).toBe(true);
  expect(await verifyPassword(DEMO_PASSWORD, dealerHash)).toBe(true);
  expect(await verifyPassword('portal!2026', dealerHash)).toBe(false);
}

interface VisibleItem {
  id: number;
  name: string;
  url: string;
  depth: number;
  parentName: string | null;
}

/** The menu a user sees: a granted item whose ancestors are all visible (the server's rule). */
export async function visibleMenu(db: Kysely<Database>, loginName: string): Promise<VisibleItem[]> {
  const user = await db.selectFrom('users').select(['id', 'role', 'oemId']).where('loginName', '=', loginName).executeTakeFirstOrThrow();
  const items = await db.selectFrom('menuItems').selectAll().execute();
  const grants = await db.selectFrom('menuGrants').selectAll().execute();
  const granted = new Set(
    grants
      .filter((grant) => grant.userId === user.id || (grant.role === user.role && (grant.oemId === null || grant.oemId === user.oemId)))
      .map((grant) => grant.menuItemId),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const visible: VisibleItem[] = [];
  for (const item of items) {
    let depth = 1;
    let ok = granted.has(item.id);
    for (let parent = item.parentId; ok && parent !== null; parent = byId.get(parent)?.parentId ?? null) {
      ok = granted.has(parent);
      depth += 1;
    }
    if (ok) visible.push({ id: item.id, name: item.name, url: item.url, depth, parentName: item.parentId === null ? null : (byId.get(item.parentId)?.name ?? null) });
  }
  return visible;
}

async function expectMenus(db: Kysely<Database>): Promise<void> {
  const all = await db.selectFrom('menuItems').select('id').execute();
  // portal-shell §2.4: up to three levels; 46 is Change Password under Settings.
  for (const login of ['dealer', 'dealer.fr', 'group', 'oem', 'admin', 'editor', 'dealer.genesis']) {
    const menu = await visibleMenu(db, login);
    expect(menu.length).toBeGreaterThan(3);
    expect(Math.max(...menu.map((item) => item.depth))).toBeLessThanOrEqual(3);
    expect(menu.find((item) => item.id === 46)).toMatchObject({ name: 'Change Password', parentName: 'Settings' });
    for (const item of menu) expect(item.url === '' || item.url.startsWith('/')).toBe(true);
  }
  // Admins see every entry but the tools of other staff roles (the studio: Product Staff and QA)
  // and a dealer's own pages (Profile Information), which they reach acting as a dealer.
  const adminIds = (await visibleMenu(db, 'admin')).map((item) => item.id);
  expect(adminIds.sort((a, b) => a - b)).toEqual(
    all.map((item) => item.id).filter((id) => !ROLE_ONLY_MENU_IDS.has(id) && !DEALER_OWN_MENU_IDS.has(id)).sort((a, b) => a - b),
  );
  for (const login of ['admin', 'oem']) expect((await visibleMenu(db, login)).map((item) => item.url)).not.toContain('/manageprofile');
  expect((await visibleMenu(db, 'oem')).map((item) => item.url)).not.toContain('/managepackages');
  // A user's own grant is an entry it can open: the group user has no admin-only screen.
  expect((await visibleMenu(db, 'group')).map((item) => item.url)).not.toContain('/settings/manualDMFCorrection');
  for (const login of ['studio', 'qa']) expect((await visibleMenu(db, login)).map((item) => item.url)).toContain('/studio');
  expect(adminIds).not.toContain(STUDIO_MENU_ID);

  const dealerMenu = await visibleMenu(db, 'dealer');
  expect(dealerMenu.map((item) => item.url)).toEqual(expect.arrayContaining(['/websiteprogram', '/managepackages', '/viewLeads', '/contactus']));
  // Report entries are /reports?q=<name>, ending in the report name the reports route takes.
  const oemReports = (await visibleMenu(db, 'oem')).filter((item) => item.url.startsWith('/reports?q='));
  expect(oemReports.map((item) => item.url.slice('/reports?q='.length))).toEqual(expect.arrayContaining([...COMPLIANCE_REPORT_NAMES]));
  // Editors cannot enroll: no enrollment screens in their menu.
  const editorUrls = (await visibleMenu(db, 'editor')).map((item) => item.url);
  for (const url of ['/manageenrollments', '/managepackages', '/websiteprogram', '/dwcpenrollment']) expect(editorUrls).not.toContain(url);
  // Only admins see the admin-only screens.
  expect(dealerMenu.map((item) => item.url)).not.toContain('/admindwcpenrollment');
}

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

async function countPerDealer(db: Kysely<Database>, table: 'dealerContacts' | 'dealerBillingContacts' | 'dealerBusinessHours'): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(table)
    .select(['dealerId', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('dealerId')
    .execute();
  return new Map(rows.map((row) => [row.dealerId, Number(row.count)]));
}

/** SHA-256 of every application table's rows in primary-key order: equal digests, equal data. */
export async function tableDigests(db: Kysely<Database>): Promise<Record<string, string>> {
  const keys = await sql<{ tableName: string; columnName: string }>`
    select tc.table_name, kcu.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema and kcu.table_name = tc.table_name
    where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = current_schema() and tc.table_name not like 'kysely_%'
    order by tc.table_name, kcu.ordinal_position`.execute(db);
  const primaryKeys = new Map<string, string[]>();
  for (const { tableName, columnName } of keys.rows) primaryKeys.set(tableName, [...(primaryKeys.get(tableName) ?? []), columnName]);
  const digests: Record<string, string> = {};
  for (const [table, columns] of primaryKeys) {
    const rows = await sql`select * from ${sql.table(table)} order by ${sql.join(columns.map((column) => sql.ref(column)))}`.execute(db);
    digests[table] = createHash('sha256').update(JSON.stringify(rows.rows)).digest('hex');
  }
  return digests;
}
