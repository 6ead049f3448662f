import { hashPassword, unusablePasswordHash } from '../../auth/password.ts';
import type { Role } from '../vocabulary.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './data/demo-users.ts';
import { MENU_TREE, OEM_MENU_ITEMS, ROLE_MENU_ITEMS, ROLE_ONLY_MENU_IDS, DEALER_OWN_MENU_IDS, USER_MENU_ITEMS, allMenuIds, type MenuNode } from './data/menus.ts';
import { OEMS } from './data/oems.ts';
import { FIRST_NAMES, LAST_NAMES, emailLocalPart } from './data/people.ts';
import type { SeedStep } from './seed-context.ts';
import type { DealerRecord } from './seed-dealers.ts';

export interface UserRecord {
  id: number;
  loginName: string;
  userName: string;
  role: Role;
  oemId: number;
  dealerIds: number[];
  demo: boolean;
}

/**
 * The header menu and who sees it, the demo users (password DEMO_PASSWORD, scrypt-hashed, each
 * with its own salt) and one single-sign-on-only account per dealer, which fills the
 * impersonation search. Only seeded when demo data is asked for (ServerConfig.demoData).
 */
export async function seedUsersAndMenus({ db, prng, clock }: SeedStep, dealers: DealerRecord[]): Promise<UserRecord[]> {
  const oemIdByCode = new Map(OEMS.map((oem) => [oem.code, oem.id]));
  const dealerIdByCode = new Map(dealers.map((dealer) => [dealer.code, dealer.id]));

  const menuRows: { id: number; parentId: number | null; name: string; url: string; position: number }[] = [];
  const flatten = (nodes: readonly MenuNode[], parentId: number | null) =>
    nodes.forEach((node, position) => {
      menuRows.push({ id: node.id, parentId, name: node.name, url: node.url, position: position + 1 });
      flatten(node.children ?? [], node.id);
    });
  flatten(MENU_TREE, null);
  await insertRows(db, 'menuItems', menuRows);

  // Every account gets a hash with its own salt, so equal passwords never show as equal hashes and
  // one cracked hash opens one account. Salts come from the seeded stream so the database stays
  // reproducible; the demo hashes run in parallel on libuv's pool (a few seconds in all).
  const saltPrng = prng.fork('password-salts');
  const demoHashes = await Promise.all(DEMO_USERS.map(() => saltPrng.bytes(16)).map((salt) => hashPassword(DEMO_PASSWORD, salt)));
  // Staff accounts sign in through single sign-on only: a hash no password matches, each its own.
  const ssoOnlyHash = () => unusablePasswordHash(saltPrng.bytes(80));

  const users: UserRecord[] = [];
  const userRows: Row<'users'>[] = [];
  for (const [index, demo] of DEMO_USERS.entries()) {
    const id = users.length + 1;
    const oemId = oemIdByCode.get(demo.oemCode);
    if (oemId === undefined) throw new RangeError(`Demo user ${demo.loginName}: unknown OEM ${demo.oemCode}`);
    const dealerIds = demo.dealerCodes.map((code) => {
      const dealerId = dealerIdByCode.get(code);
      if (dealerId === undefined) throw new RangeError(`Demo user ${demo.loginName}: unknown dealer ${code}`);
      return dealerId;
    });
    userRows.push({
      id,
      loginName: demo.loginName,
      userName: demo.userName,
      email: `${emailLocalPart(demo.loginName)}@example.com`,
      passwordHash: demoHashes[index] ?? ssoOnlyHash(),
      role: demo.role,
      userGroups: [...demo.userGroups],
      oemId,
      language: demo.language,
      ssoLoginOnly: demo.ssoLoginOnly,
      canChangePassword: !demo.ssoLoginOnly,
      headerLogo: null,
      trilogyLogo: null,
      biDashboards: demo.role === 'admin' ? JSON.stringify([{ portalUsage: 'Portal Usage' }, { leadPerformance: 'Lead Performance' }, { compliance: 'Compliance' }]) : null,
      lastLoginAt: clock.daysAgo(2 - index / 100),
      failedLoginCount: 0,
      lockedUntil: null,
      active: true,
      createdAt: clock.daysAgo(400),
      updatedAt: clock.daysAgo(30),
    });
    users.push({ id, loginName: demo.loginName, userName: demo.userName, role: demo.role, oemId, dealerIds, demo: true });
  }

  const staffPrng = prng.fork('staff');
  for (const dealer of dealers) {
    if (dealer.status === 'CANCELLED') continue;
    const id = users.length + 1;
    const userName = `${staffPrng.pick(FIRST_NAMES)} ${staffPrng.pick(LAST_NAMES)}`;
    const loginName = `${dealer.code.toLowerCase()}.manager`;
    userRows.push({
      id,
      loginName,
      userName,
      email: `${emailLocalPart(userName)}@${dealer.slug}.example.com`,
      passwordHash: ssoOnlyHash(),
      role: 'Dealer' as const,
      userGroups: [],
      oemId: dealer.oemId,
      language: dealer.country === 'CA' && staffPrng.chance(0.3) ? ('FRENCH' as const) : ('ENGLISH' as const),
      ssoLoginOnly: true,
      canChangePassword: false,
      headerLogo: null,
      trilogyLogo: null,
      biDashboards: null,
      lastLoginAt: staffPrng.chance(0.8) ? clock.daysAgo(staffPrng.int(1, 90) + staffPrng.next()) : null,
      failedLoginCount: 0,
      lockedUntil: null,
      active: true,
      createdAt: clock.daysAgo(staffPrng.int(100, 800)),
      updatedAt: clock.daysAgo(staffPrng.int(1, 99)),
    });
    users.push({ id, loginName, userName, role: 'Dealer', oemId: dealer.oemId, dealerIds: [dealer.id], demo: false });
  }
  await insertRows(db, 'users', userRows);
  await insertRows(
    db,
    'userDealers',
    users.flatMap((user) => user.dealerIds.map((dealerId) => ({ userId: user.id, dealerId }))),
  );

  const userIdByLogin = new Map(users.map((user) => [user.loginName, user.id]));
  const grantRows: { menuItemId: number; role: Role | null; oemId: number | null; userId: number | null }[] = [];
  for (const [role, items] of Object.entries(ROLE_MENU_ITEMS) as [Role, readonly number[]][]) {
    const ids = role === 'admin' ? allMenuIds().filter((id) => !ROLE_ONLY_MENU_IDS.has(id) && !DEALER_OWN_MENU_IDS.has(id)) : items;
    grantRows.push(...ids.map((menuItemId) => ({ menuItemId, role, oemId: null, userId: null })));
  }
  for (const [menuItemId, role, oemCodes] of OEM_MENU_ITEMS) {
    for (const code of oemCodes) grantRows.push({ menuItemId, role, oemId: oemIdByCode.get(code) ?? null, userId: null });
  }
  for (const [menuItemId, loginName] of USER_MENU_ITEMS) {
    grantRows.push({ menuItemId, role: null, oemId: null, userId: userIdByLogin.get(loginName) ?? null });
  }
  await insertRows(db, 'menuGrants', grantRows.map((grant, index) => ({ id: index + 1, ...grant })));

  // Demo users' own contact details; the unconfirmed ones get the home-page prompt.
  await insertRows(
    db,
    'profileContactDetails',
    DEMO_USERS.map((demo, index) => ({
      userId: index + 1,
      title: demo.role === 'Dealer' ? 'Internet Sales Manager' : 'Program Manager',
      name: demo.userName,
      email: `${emailLocalPart(demo.loginName)}@example.com`,
      phone: '(312) 555-0100',
      lastUpdatedDateForDealerContact: demo.contactConfirmed ? clock.dateText(clock.daysAgo(0)) : null,
      updatedAt: clock.daysAgo(10),
    })),
  );
  return users;
}
