import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import { roleKeysOf } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';

/**
 * Whether the caller may see a report: its dealer is one the caller may see (a dealer only its
 * own), or, for a CRM audit, the caller is an admin or staff of the report's OEM.
 */
export async function canSeeReport(db: Kysely<Database>, caller: Caller, subject: { kind: string; oemId: number; dealerCode: string | null }): Promise<boolean> {
  if (subject.kind === 'CRM') {
    const roles = roleKeysOf(caller);
    return roles.has('admin') || (roles.has('oem') && caller.oemId === subject.oemId);
  }
  if (subject.dealerCode === null) return false;
  const visible = await db.selectFrom('dealers').select('id').where('code', '=', subject.dealerCode).where(visibleDealers(caller)).executeTakeFirst();
  return visible !== undefined;
}
