/**
 * The user and dealer facts authentication needs on every call, read from the database and
 * kept for a short time (ServerConfig.userCacheTtlMs): without the cache each call would wait
 * for the database before its handler even starts, and the embedded database has a single
 * connection. Areas that change a user call SessionControl.forgetUser, which tells every
 * process through the change feed (auth-runtime.ts); the TTL bounds what a missed message costs.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/database.ts';
import { USER_GROUP_CMS_EDITOR } from '../db/vocabulary.ts';
import type { Clock } from '../kernel/clock.ts';
import type { CallerUser } from './caller.ts';
import { ExpiringCache } from '../kernel/expiring-cache.ts';

export interface DirectoryUser extends CallerUser {
  active: boolean;
  ssoLoginOnly: boolean;
}

export interface DealerRef {
  id: number;
  oemId: number;
}

/** Bounds memory whatever the traffic; far above the number of users active within one TTL. */
const MAX_CACHED = 20_000;

/** The CMS Editor group of the user details; a user with the CMS Editor role belongs to it too. */
export function belongsToCmsEditorGroup(user: { role: string; userGroups: readonly string[] }): boolean {
  return user.role === USER_GROUP_CMS_EDITOR || user.userGroups.includes(USER_GROUP_CMS_EDITOR);
}

export class UserDirectory {
  private readonly users: ExpiringCache<number, DirectoryUser | undefined>;
  private readonly loginIds: ExpiringCache<string, number | undefined>;
  private readonly userDealers: ExpiringCache<number, ReadonlySet<number>>;
  private readonly dealers: ExpiringCache<string, DealerRef | undefined>;
  /** Values areas derive from a user's rows (their details, say), dropped with the user. */
  private readonly derived: ExpiringCache<number, Map<string, Promise<unknown>>>;

  constructor(
    private readonly db: Kysely<Database>,
    clock: Clock,
    ttlMs: number,
  ) {
    const now = () => clock.now().getTime();
    this.users = new ExpiringCache(ttlMs, MAX_CACHED, now);
    this.loginIds = new ExpiringCache(ttlMs, MAX_CACHED, now);
    this.userDealers = new ExpiringCache(ttlMs, MAX_CACHED, now);
    this.dealers = new ExpiringCache(ttlMs, MAX_CACHED, now);
    this.derived = new ExpiringCache(ttlMs, MAX_CACHED, now);
  }

  /** A value derived from the user's rows, loaded once per cache lifetime; `forget` drops it. */
  async derivedFor<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
    const bag = await this.derived.get(userId, async () => new Map());
    let value = bag.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      bag.set(key, value);
      value.catch(() => {
        if (bag.get(key) === value) bag.delete(key);
      });
    }
    return value;
  }

  byId(userId: number): Promise<DirectoryUser | undefined> {
    return this.users.get(userId, () => this.loadUser(userId));
  }

  /** Login names compare case-insensitively, as sign-in does. */
  async byLogin(loginName: string): Promise<DirectoryUser | undefined> {
    const key = loginName.toLowerCase();
    const id = await this.loginIds.get(key, async () => {
      const row = await this.db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['loginName']), '=', key))
        .executeTakeFirst();
      return row?.id;
    });
    return id === undefined ? undefined : this.byId(id);
  }

  /** Ids of the dealers a dealer or dealer-group user is linked to. */
  dealerIdsOf(userId: number): Promise<ReadonlySet<number>> {
    return this.userDealers.get(userId, async () => {
      const rows = await this.db.selectFrom('userDealers').select('dealerId').where('userId', '=', userId).execute();
      return new Set(rows.map((row) => row.dealerId));
    });
  }

  dealerByCode(code: string): Promise<DealerRef | undefined> {
    return this.dealers.get(code, () =>
      this.db.selectFrom('dealers').select(['id', 'oemId']).where('code', '=', code).executeTakeFirst(),
    );
  }

  forget(userId: number): void {
    this.users.delete(userId);
    this.userDealers.delete(userId);
    this.derived.delete(userId);
    // Login names can change too; the login → id entries are few enough to drop wholesale.
    this.loginIds.clear();
  }

  /** Drops every cached entry (another process's changes may have been missed). */
  forgetAll(): void {
    this.users.clear();
    this.loginIds.clear();
    this.userDealers.clear();
    this.dealers.clear();
    this.derived.clear();
  }

  private async loadUser(userId: number): Promise<DirectoryUser | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'loginName', 'userName', 'role', 'oemId', 'userGroups', 'active', 'ssoLoginOnly'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      userId: row.id,
      loginName: row.loginName,
      userName: row.userName,
      role: row.role,
      oemId: row.oemId,
      belongsToCmsEditorGroup: belongsToCmsEditorGroup(row),
      active: row.active,
      ssoLoginOnly: row.ssoLoginOnly,
    };
  }
}
