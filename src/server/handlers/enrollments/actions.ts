/**
 * Enrollment status changes (contract tag `enrollments`; business-areas §4, §6, §8): the dealer
 * actions, the program actions and the add-on enrollment actions of Manage Enrollments. Which
 * change is allowed is the transition table's call (actions/transitions.ts); an
 * invalid one is a 409 that changes nothing, a valid one is written with its history row in
 * one transaction, and a change that resumes or adds service is refused while the dealer's
 * account is outstanding.
 */
import type { Caller } from '../../auth/caller.ts';
import type { OperationHandlers } from '../../kernel/operation-handlers.ts';
import { notFound } from '../../http/http-error.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import { changeAddonStatuses } from './actions/addon-status-change.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { changeDealerStatus } from './actions/dealer-status-change.ts';
import { addonEnrollmentsOf, enrollmentRowOf } from './actions/enrollment-read-back.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import { changeProgramStatus } from './actions/program-status-change.ts';
import { SUBSCRIPTION_ACTIONS_NEEDING_A_DATE } from '../dealer-rules/transitions.ts';
import { readDealer } from './records/dealer-record.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { signedIn } from '../../kernel/signed-in.ts';

export function createEnrollmentActionHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const moment = (caller: Caller | null) => {
    const now = clock.now();
    return { actor: actorOf(signedIn(caller)), now, today: serverDateOf(now) };
  };

  return {
    changeDealerStatus: async ({ caller, params, query }) => {
      const { type: action, dlCode: dealerCode } = params;
      const { inactivationType, stateChangedReason: sentReason } = query;
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
      await changeDealerStatus(db, { dealerCode, action, ...(inactivationType ? { inactivationType } : {}), reason, ...moment(caller) });
      const dealer = await readDealer(db, dealerCode);
      if (!dealer) throw notFound(`No dealer has the code ${dealerCode}.`);
      return { body: dealer };
    },

    changeProgramStatus: async ({ caller, params, query }) => {
      const problems = new FieldProblems();
      const reason = problems.requiredText('query.programChangeStateReason', query.programChangeStateReason ?? '');
      problems.throwIfAny();
      const { programId, dealerCode } = query;
      const dealerId = await changeProgramStatus(db, { dealerCode, programId, action: params.action, reason, ...moment(caller) });
      return { body: await enrollmentRowOf(db, dealerId, programId) };
    },

    changeAddonEnrollmentStatus: async ({ caller, params, query }) => {
      const { action } = params;
      const scheduledDate = query.scheduledDate ?? null;
      const at = moment(caller);
      const problems = new FieldProblems();
      if (SUBSCRIPTION_ACTIONS_NEEDING_A_DATE.has(action)) {
        if (scheduledDate === null) problems.add('query.scheduledDate', 'REQUIRED_FIELD');
        // YYYY-MM-DD strings compare as dates.
        else if (scheduledDate < at.today) problems.add('query.scheduledDate', 'MIN_VALUE', { params: { limit: at.today } });
      }
      problems.throwIfAny();
      const ids = await changeAddonStatuses(db, {
        dealerCode: query.dealerCode,
        addonDealerMappingIds: query.addonDealerMappingIds,
        action,
        scheduledDate,
        ...at,
      });
      return { body: await addonEnrollmentsOf(db, ids) };
    },
  };
}
