/**
 * A lead's response time (viewLeadResponseTime) and the admins' override of it
 * (responseTimeOverride): the override replaces the time shown, keeps the measured value as its
 * original, and is recorded with who made it (and the impersonating admin).
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { conflict } from '../../http/http-error.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import { translateEnglish } from '../../../rules/core.ts';
import { leadFor, type LeadKey } from './lead-access.ts';
import { shownResponseTime } from './lead-rows.ts';

type LeadResponseTime = components['schemas']['LeadResponseTime'];
type ResponseTimeOverrideResult = components['schemas']['ResponseTimeOverrideResult'];

export async function responseTimeOf(db: Kysely<Database>, caller: Caller, key: LeadKey): Promise<LeadResponseTime> {
  const lead = await leadFor(db, caller, key);
  const override =
    lead.responseTimeOverrideSeconds === null
      ? undefined
      : await db
          .selectFrom('leadResponseTimeOverrides')
          .leftJoin('users', 'users.id', 'leadResponseTimeOverrides.overriddenByUserId')
          .select(['originalSeconds', 'reason', 'overriddenAt', 'users.loginName', 'leadResponseTimeOverrides.impersonatorLogin'])
          .where('leadId', '=', lead.id)
          .orderBy('overriddenAt', 'desc')
          .orderBy('leadResponseTimeOverrides.id', 'desc')
          .executeTakeFirst();
  return {
    id: Number(lead.id),
    leadUid: lead.leadUid,
    sourceLeadId: lead.sourceLeadId,
    dealerCode: lead.dealerCode,
    receivedDate: lead.receivedAt.toISOString(),
    firstResponseDate: lead.firstResponseAt?.toISOString() ?? null,
    responseTime: shownResponseTime(lead),
    override: override
      ? {
          originalResponseTime: override.originalSeconds ?? 0,
          reason: override.reason,
          // An admin acting as someone else made the change: name the admin.
          overriddenBy: override.impersonatorLogin ?? override.loginName ?? '',
          overriddenAt: override.overriddenAt.toISOString(),
        }
      : null,
  };
}

export async function overrideResponseTime(
  db: Kysely<Database>,
  caller: Caller,
  body: BodyOf<'overrideLeadResponseTime'>,
): Promise<ResponseTimeOverrideResult> {
  const problems = new FieldProblems();
  const reason = problems.requiredText('reason', body.reason);
  problems.throwIfAny();
  const key = { id: body.id, leadUid: body.leadUid, sourceLeadId: body.sourceLeadId };
  const lead = await leadFor(db, caller, key);
  if (lead.firstResponseAt === null || lead.responseTimeSeconds === null) {
    throw conflict('The dealer has not responded to this lead yet, so there is no response time to override.');
  }
  const actor = actorOf(caller);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('leadResponseTimeOverrides')
      .values({
        leadId: lead.id,
        originalSeconds: lead.responseTimeSeconds,
        overrideSeconds: body.responseTime,
        reason,
        overriddenByUserId: actor.userId,
        impersonatorLogin: actor.impersonatorLogin,
      })
      .execute();
    await trx.updateTable('leads').set({ responseTimeOverrideSeconds: body.responseTime }).where('id', '=', lead.id).execute();
  });
  return { success: true, message: translateEnglish('SAVED_SUCCESSFULLY'), responseTime: await responseTimeOf(db, caller, key) };
}
