/**
 * DWCP enrollment (contract tag `enrollments`; business-areas §5 "Enrolment", §6, §7): the
 * enrolment form's data, the submission, the dealer enrollment contact data and the provider
 * interest notification. Only dealers and admins impersonating one may open the form, enroll or
 * notify a provider; content editors never (dwcp/enrolling-caller.ts).
 */
import { ADDON_WEBSITE_PROGRAM } from '../../../constants.ts';
import { translateEnglish } from '../../../rules/core.ts';
import type { Caller } from '../../auth/caller.ts';
import type { OperationHandlers } from '../../kernel/operation-handlers.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { requireEnrollingCaller } from '../dealer-rules/enrolling-caller.ts';
import { enrollmentFormOf } from './dwcp/enrollment-form.ts';
import { enrollmentInfoOf } from './dwcp/enrollment-info.ts';
import { submitEnrollment } from './dwcp/enrollment-submission.ts';
import { notifyProvider } from './dwcp/provider-interest.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { signedIn } from '../../kernel/signed-in.ts';

export function createDwcpEnrollmentHandlers({ db, clock, logger }: HandlerDeps): OperationHandlers {
  const enrollingCaller = (who: Caller | null) => {
    const caller = signedIn(who);
    requireEnrollingCaller(caller);
    return caller;
  };

  return {
    getDwcpEnrollmentForm: async ({ caller, query }) => {
      enrollingCaller(caller);
      const { dealerCode, addonId = ADDON_WEBSITE_PROGRAM, providerId } = query;
      return { body: await enrollmentFormOf(db, dealerCode, addonId, providerId) };
    },

    enrollDwcp: async ({ caller: who, body }) => {
      const caller = enrollingCaller(who);
      const now = clock.now();
      await submitEnrollment(db, { form: body, actor: actorOf(caller), now, today: serverDateOf(now) });
      return { body: { success: true, message: translateEnglish('SAVED_SUCCESSFULLY') } };
    },

    getDwcpEnrollmentInfo: async ({ caller }) => ({ body: await enrollmentInfoOf(db, signedIn(caller)) }),

    notifyProviderOfDealerInterest: async ({ caller: who, body }) => {
      const caller = enrollingCaller(who);
      await notifyProvider(db, logger, { request: body, actor: actorOf(caller), now: clock.now() });
      return { body: { success: true, message: translateEnglish('SENT_SUCCESSFULLY') } };
    },
  };
}
