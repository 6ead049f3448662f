/**
 * Enrollment status changes (contract tag `enrollments`; business-areas §4, §6, §8): the dealer
 * actions, the program actions and the add-on enrollment actions of Manage Enrollments. Which
 * change is allowed is the transition table's call (enrollment-actions/transitions.ts); an
 * invalid one is a 409 that changes nothing, a valid one is written with its history row in
 * one transaction, and a change that resumes or adds service is refused while the dealer's
 * account is outstanding.
 */
import type { OperationContext, OperationHandlers } from '../contract/register-operations.ts';
import type { InactivationType } from '../db/vocabulary.ts';
import { notFound } from '../http/http-error.ts';
import type { HandlerDeps } from './handler-deps.ts';
import { changeAddonStatuses } from './enrollment-actions/addon-status-change.ts';
import { actorOf } from './enrollment-actions/change-actor.ts';
import { changeDealerStatus } from './enrollment-actions/dealer-status-change.ts';
import { addonEnrollmentsOf, enrollmentRowOf } from './enrollment-actions/enrollment-read-back.ts';
import { FieldProblems } from './enrollment-actions/field-problems.ts';
import { changeProgramStatus } from './enrollment-actions/program-status-change.ts';
import { SUBSCRIPTION_ACTIONS_NEEDING_A_DATE, type DealerAction, type ProgramAction, type SubscriptionAction } from './enrollment-actions/transitions.ts';
import { readDealer } from './enrollment-records/dealer-record.ts';
import { serverDateOf } from './profile/server-date.ts';
import { signedIn } from './user/signed-in.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function createEnrollmentActionHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const moment = (ctx: OperationContext) => {
    const now = clock.now();
    return { actor: actorOf(signedIn(ctx.caller)), now, today: serverDateOf(now) };
  };

  return {
    changeDealerStatus: async (ctx) => {
      const action = ctx.params.type as DealerAction;
      const dealerCode = ctx.params.dlCode as string;
      const inactivationType = text(ctx.query.inactivationType) as InactivationType | undefined;
      const sentReason = text(ctx.query.stateChangedReason);
      const problems = new FieldProblems();
      let reason = sentReason?.trim() || null;
      if (action === 'deactivate') {
        if (!inactivationType) problems.add('query.inactivationType', 'REQUIRED_FIELD');
        reason = problems.requiredText('query.stateChangedReason', sentReason ?? '');
      } else if (inactivationType !== undefined) {
        // Only a deactivation has a type; sent with another action it would be silently dropped.
        problems.add('query.inactivationType', 'UNKNOWN_PROPERTY');
      }
      problems.throwIfAny();
      await changeDealerStatus(db, { dealerCode, action, ...(inactivationType ? { inactivationType } : {}), reason, ...moment(ctx) });
      const dealer = await readDealer(db, dealerCode);
      if (!dealer) throw notFound(`No dealer has the code ${dealerCode}.`);
      return { body: dealer };
    },

    changeProgramStatus: async (ctx) => {
      const problems = new FieldProblems();
      const reason = problems.requiredText('query.programChangeStateReason', text(ctx.query.programChangeStateReason) ?? '');
      problems.throwIfAny();
      const programId = ctx.query.programId as number;
      const dealerId = await changeProgramStatus(db, {
        dealerCode: ctx.query.dealerCode as string,
        programId,
        action: ctx.params.action as ProgramAction,
        reason,
        ...moment(ctx),
      });
      return { body: await enrollmentRowOf(db, dealerId, programId) };
    },

    changeAddonEnrollmentStatus: async (ctx) => {
      const action = ctx.params.action as Exclude<SubscriptionAction, 'subscribe'>;
      const scheduledDate = text(ctx.query.scheduledDate) ?? null;
      const at = moment(ctx);
      const problems = new FieldProblems();
      if (SUBSCRIPTION_ACTIONS_NEEDING_A_DATE.has(action)) {
        if (scheduledDate === null) problems.add('query.scheduledDate', 'REQUIRED_FIELD');
        // YYYY-MM-DD strings compare as dates.
        else if (scheduledDate < at.today) problems.add('query.scheduledDate', 'MIN_VALUE', { limit: at.today });
      }
      problems.throwIfAny();
      const ids = await changeAddonStatuses(db, {
        dealerCode: ctx.query.dealerCode as string,
        addonDealerMappingIds: ctx.query.addonDealerMappingIds as number[],
        action,
        scheduledDate,
        ...at,
      });
      return { body: await addonEnrollmentsOf(db, ids) };
    },
  };
}
