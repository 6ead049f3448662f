/**
 * DWCP enrollment (contract tag `enrollments`; business-areas §5 "Enrolment", §6, §7): the
 * enrolment form's data, the submission, the dealer enrollment contact data and the provider
 * interest notification. Only dealers and admins impersonating one may open the form, enroll or
 * notify a provider; content editors never (dwcp-enrollment/enrolling-caller.ts).
 */
import { ADDON_WEBSITE_PROGRAM } from '../../constants.ts';
import type { components } from '../../api/generated/portal.ts';
import { translateEnglish } from '../../rules/index.ts';
import type { OperationContext, OperationHandlers } from '../contract/register-operations.ts';
import type { HandlerDeps } from './handler-deps.ts';
import { actorOf } from './enrollment-actions/change-actor.ts';
import type { ProgramAddonId } from './dwcp-enrollment/enrollment-catalogue.ts';
import { requireEnrollingCaller } from './dwcp-enrollment/enrolling-caller.ts';
import { enrollmentFormOf } from './dwcp-enrollment/enrollment-form.ts';
import { enrollmentInfoOf } from './dwcp-enrollment/enrollment-info.ts';
import { submitEnrollment } from './dwcp-enrollment/enrollment-submission.ts';
import { notifyProvider } from './dwcp-enrollment/provider-interest.ts';
import { serverDateOf } from './profile/server-date.ts';
import { signedIn } from './user/signed-in.ts';

type DwcpEnrollment = components['schemas']['DwcpEnrollment'];
type ProviderInterestNotification = components['schemas']['ProviderInterestNotification'];

export function createDwcpEnrollmentHandlers({ db, clock, logger }: HandlerDeps): OperationHandlers {
  const enrollingCaller = (ctx: OperationContext) => {
    const caller = signedIn(ctx.caller);
    requireEnrollingCaller(caller);
    return caller;
  };

  return {
    getDwcpEnrollmentForm: async (ctx) => {
      enrollingCaller(ctx);
      const addonId = (typeof ctx.query.addonId === 'number' ? ctx.query.addonId : ADDON_WEBSITE_PROGRAM) as ProgramAddonId;
      const providerId = typeof ctx.query.providerId === 'number' ? ctx.query.providerId : undefined;
      return { body: await enrollmentFormOf(db, ctx.query.dealerCode as string, addonId, providerId) };
    },

    enrollDwcp: async (ctx) => {
      const caller = enrollingCaller(ctx);
      const now = clock.now();
      await submitEnrollment(db, { form: ctx.body as DwcpEnrollment, actor: actorOf(caller), now, today: serverDateOf(now) });
      return { body: { success: true, message: translateEnglish('SAVED_SUCCESSFULLY') } };
    },

    getDwcpEnrollmentInfo: async (ctx) => ({ body: await enrollmentInfoOf(db, signedIn(ctx.caller)) }),

    notifyProviderOfDealerInterest: async (ctx) => {
      const caller = enrollingCaller(ctx);
      await notifyProvider(db, logger, { request: ctx.body as ProviderInterestNotification, actor: actorOf(caller), now: clock.now() });
      return { body: { success: true, message: translateEnglish('SENT_SUCCESSFULLY') } };
    },
  };
}
