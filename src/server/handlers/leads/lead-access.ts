/**
 * Finding one lead by the identifiers the spec's calls send, for a caller: a lead of a dealer the
 * caller may not act for answers 403 with nothing about the lead (these calls name no dealer
 * code, so the route loader's dealer-scope check cannot do it).
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';
import { leadDispositionsColumn, leadSelection, selectLeadColumns } from './lead-rows.ts';

export interface LeadKey {
  id?: number;
  leadUid: string;
  sourceLeadId?: string;
  entityName?: string;
}

const NO_LEAD = 'There is no such lead.';
const NOT_YOURS = 'You may not see this lead.';

/** A uuid column compared with text that is no uuid would be a database error, not a "no". */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead's row, with its dispositions (lead-rows.ts). */
export async function leadFor(db: Kysely<Database>, caller: Caller, key: LeadKey) {
  if (!UUID.test(key.leadUid)) throw notFound(NO_LEAD);
  let query = selectLeadColumns(leadSelection(db)).select(leadDispositionsColumn()).where('leads.leadUid', '=', key.leadUid);
  if (key.id !== undefined) query = query.where('leads.id', '=', key.id);
  if (key.sourceLeadId !== undefined) query = query.where('leads.sourceLeadId', '=', key.sourceLeadId);
  if (key.entityName !== undefined) query = query.where('leads.entityName', '=', key.entityName);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(NO_LEAD);
  await assertMayActFor(db, caller, row.dealerId);
  return row;
}

/** 403 unless the caller may see the dealer's leads (admin all, OEM staff their OEM, dealers theirs). */
export async function assertMayActFor(db: Kysely<Database>, caller: Caller, dealerId: number): Promise<void> {
  const visible = await db
    .selectFrom('dealers')
    .select('dealers.id')
    .where('dealers.id', '=', dealerId)
    .where((eb: ExpressionBuilder<Database, 'dealers'>): Expression<SqlBool> => visibleDealers(caller)(eb))
    .executeTakeFirst();
  if (!visible) throw forbidden(NOT_YOURS);
}
