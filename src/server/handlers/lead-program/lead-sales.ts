/**
 * Lead sales per lead category (NEW, CPO, USED): whether the dealer buys that category's leads
 * in the program and from which lead providers (business-areas §5: "Please select one Lead
 * Provider or more."; the contract's minItems says it for an empty list, and an id that is no
 * provider is the same mistake).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import type { LeadType } from '../../db/vocabulary.ts';
import { LEAD_TYPES } from '../../db/vocabulary.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import { translateEnglish } from '../../../rules/core.ts';
import type { DealerProgramRow } from './dealer-program.ts';

type LeadSalesSetting = components['schemas']['LeadSalesSetting'];
type LeadSalesResult = components['schemas']['LeadSalesResult'];

export async function leadSalesOf(db: Kysely<Database>, program: DealerProgramRow): Promise<LeadSalesSetting[]> {
  const rows = await db
    .selectFrom('leadSalesSettings')
    .select(['leadType', 'enabled', 'leadSourceIds'])
    .where('dealerId', '=', program.dealer.id)
    .where('programId', '=', program.programId)
    .execute();
  const byType = new Map(rows.map((row) => [row.leadType, row]));
  return LEAD_TYPES.map((leadType) => ({
    dealerCode: program.dealer.code,
    programId: program.programId,
    leadCategory: leadType,
    enabled: byType.get(leadType)?.enabled ?? false,
    leadProviderIds: byType.get(leadType)?.leadSourceIds ?? [],
  }));
}

export async function updateLeadSales(
  db: Kysely<Database>,
  program: DealerProgramRow,
  leadCategory: LeadType,
  body: BodyOf<'updateLeadSales'>,
  now: Date,
): Promise<LeadSalesResult> {
  const providers = [...new Set(body.leadProviderIds)].sort((a, b) => a - b);
  const known = new Set((await db.selectFrom('leadSources').select('id').where('id', 'in', providers).execute()).map((row) => row.id));
  const problems = new FieldProblems();
  providers.forEach((id) => {
    if (!known.has(id)) problems.add(`leadProviderIds.${body.leadProviderIds.indexOf(id)}`, 'LEAD_PROVIDER_REQUIRED');
  });
  problems.throwIfAny();
  const values = { enabled: body.enabled, leadSourceIds: providers, updatedAt: now };
  await db
    .insertInto('leadSalesSettings')
    .values({ dealerId: program.dealer.id, programId: program.programId, leadType: leadCategory, ...values })
    .onConflict((oc) => oc.columns(['dealerId', 'programId', 'leadType']).doUpdateSet(values))
    .execute();
  const leadSales = (await leadSalesOf(db, program)).find((setting) => setting.leadCategory === leadCategory)!;
  return { success: true, message: translateEnglish('SAVED_SUCCESSFULLY'), leadSales };
}
