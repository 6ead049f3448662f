/**
 * Request Credit on a lead (business-areas §7 "Leads": requestCreditForm, requestCredit): the
 * reasons a dealer may give, one request per lead, recorded with who asked (and the
 * impersonating admin). The lead must be the named dealer's: the dealer-scope check has allowed
 * the dealer code, and a lead of another dealer is "not found" for it.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import { translateEnglish } from '../../../rules/core.ts';
import { leadFor } from './lead-access.ts';

type LeadCreditForm = components['schemas']['LeadCreditForm'];
type LeadCreditResult = components['schemas']['LeadCreditResult'];

const ALREADY_REQUESTED = 'Credit has already been requested for this lead.';

async function dealersLead(db: Kysely<Database>, caller: Caller, dealerCode: string, key: Parameters<typeof leadFor>[2]) {
  const lead = await leadFor(db, caller, key);
  if (lead.dealerCode !== dealerCode) throw notFound(`Dealer ${dealerCode} has no such lead.`);
  return lead;
}

export async function creditForm(db: Kysely<Database>, caller: Caller, body: BodyOf<'getLeadCreditForm'>): Promise<LeadCreditForm> {
  const lead = await dealersLead(db, caller, body.dealerCode, { leadUid: body.leadUID });
  const reasons = await db.selectFrom('creditReasons').select(['id', 'label', 'commentRequired']).orderBy('position').orderBy('id').execute();
  return {
    leadUid: lead.leadUid,
    dealerCode: lead.dealerCode,
    reasons: reasons.map((reason) => ({ id: reason.id, label: reason.label, explanationRequired: reason.commentRequired })),
    creditStatus: lead.creditStatus,
  };
}

export async function requestCredit(
  db: Kysely<Database>,
  caller: Caller,
  dealerCode: string,
  body: BodyOf<'requestLeadCredit'>,
): Promise<LeadCreditResult> {
  const lead = await dealersLead(db, caller, dealerCode, body);
  const problems = new FieldProblems();
  const reason = await db.selectFrom('creditReasons').select(['id', 'commentRequired']).where('id', '=', body.reasonId).executeTakeFirst();
  if (!reason) problems.add('reasonId', 'INVALID_VALUE', { message: 'Choose one of the listed reasons.' });
  const explanation = body.reason?.trim() ?? '';
  if (reason?.commentRequired && explanation === '') problems.add('reason', 'REQUIRED_FIELD');
  problems.throwIfAny();
  const actor = actorOf(caller);
  await db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('leads').select('creditStatus').where('id', '=', lead.id).forUpdate().executeTakeFirstOrThrow();
    if (locked.creditStatus !== null) throw conflict(ALREADY_REQUESTED);
    await trx
      .insertInto('leadCreditRequests')
      .values({
        leadId: lead.id,
        reasonId: body.reasonId,
        comment: explanation === '' ? null : explanation,
        status: 'REQUESTED',
        requestedByUserId: actor.userId,
        impersonatorLogin: actor.impersonatorLogin,
      })
      .execute();
    await trx.updateTable('leads').set({ creditStatus: 'REQUESTED' }).where('id', '=', lead.id).execute();
  });
  return { success: true, message: translateEnglish('SAVED_SUCCESSFULLY'), creditStatus: 'REQUESTED' };
}
