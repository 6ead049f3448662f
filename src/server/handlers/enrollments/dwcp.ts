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
import { enrollmentFormOf, type TermsLink } from './dwcp/enrollment-form.ts';
import { enrollmentInfoOf } from './dwcp/enrollment-info.ts';
import { submitEnrollment } from './dwcp/enrollment-submission.ts';
import { notifyProvider } from './dwcp/provider-interest.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { signedIn } from '../../kernel/signed-in.ts';
import { eulaDocumentPath, eulaLink, readerLanguage } from '../packages/eula-document.ts';

export function createDwcpEnrollmentHandlers({ db, clock, config, logger }: HandlerDeps): OperationHandlers {
  const enrollingCaller = (who: Caller | null) => {
    const caller = signedIn(who);
    requireEnrollingCaller(caller);
    return caller;
  };

  return {
    getDwcpEnrollmentForm: async ({ caller: who, query, request }) => {
      const caller = enrollingCaller(who);
      const { dealerCode, addonId = ADDON_WEBSITE_PROGRAM, providerId } = query;
      // The stored address of the agreement is no document the portal serves: the form links the
      // packages area's signed one, in the caller's language, absolute as it opens in a new window.
      const termsLink: TermsLink = async ({ documentId, url }) => {
        const language = await readerLanguage(db, caller.userId);
        return eulaLink(url, () => `${request.protocol}://${request.host}${eulaDocumentPath(config.tokenSecret, documentId, language, clock.now())}`);
      };
      return { body: await enrollmentFormOf(db, dealerCode, addonId, providerId, termsLink) };
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
