/**
 * The header menu of a user (portal-shell §2.4): the menu_items tree filtered by menu_grants.
 * An entry is visible when a grant matches the user (by user id, or by role, optionally for one
 * OEM) and its parent is visible; an entry that only groups others (no url) shows only while it
 * has a visible child. The tree is cut at three levels. Users limited to single sign-on get no
 * menu at all (portal-shell §6).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import type { Role } from '../../db/vocabulary.ts';

export type MenuItem = components['schemas']['MenuItem'];

/** portal-shell §2.4: "a tree up to three levels deep". */
export const MENU_MAX_DEPTH = 3;

export interface MenuRow {
  id: number;
  parentId: number | null;
  name: string;
  url: string;
  position: number;
}

/** Builds the visible tree from every menu row and the ids granted to the user. Pure. */
export function buildMenuTree(rows: readonly MenuRow[], granted: ReadonlySet<number>): MenuItem[] {
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, depth: number): MenuItem[] => {
    if (depth > MENU_MAX_DEPTH) return [];
    const level = [...(children.get(parentId) ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
    const items: MenuItem[] = [];
    for (const row of level) {
      if (!granted.has(row.id)) continue;
      const filteredChildren = build(row.id, depth + 1);
      if (row.url === '' && filteredChildren.length === 0) continue;
      items.push({ id: row.id, name: row.name, url: row.url, filteredChildren });
    }
    return items;
  };
  return build(null, 1);
}

export interface MenuUser {
  userId: number;
  role: string;
  oemId: number | null;
  ssoLoginOnly: boolean;
}

export async function loadMenuTree(db: Kysely<Database>, user: MenuUser): Promise<MenuItem[]> {
  if (user.ssoLoginOnly) return [];
  const [rows, grants] = await Promise.all([
    db.selectFrom('menuItems').select(['id', 'parentId', 'name', 'url', 'position']).execute(),
    db
      .selectFrom('menuGrants')
      .select('menuItemId')
      .where((eb) =>
        eb.or([
          eb('userId', '=', user.userId),
          eb.and([
            eb('role', '=', user.role as Role),
            user.oemId === null ? eb('oemId', 'is', null) : eb.or([eb('oemId', 'is', null), eb('oemId', '=', user.oemId)]),
          ]),
        ]),
      )
      .execute(),
  ]);
  return buildMenuTree(rows, new Set(grants.map((grant) => grant.menuItemId)));
}
