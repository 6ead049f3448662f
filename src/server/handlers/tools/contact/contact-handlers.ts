/**
 * Contact Us (contract tag `contact`; business-areas §5 "Contact us: name, email, message
 * required; email must look valid", §8 "Sent Successfully (contact)"). The message is stored
 * before the answer, with who sent it (and the admin behind an impersonation) and their dealer,
 * and only then forwarded to the support desk (CONTACT_US_FORWARD_URL, contact-delivery.ts): a
 * desk that is down leaves a FAILED message that is tried again, never a lost one, so the sender
 * is told "Sent Successfully" once the message is stored. Administrators read every message and
 * its delivery in the inbox, and send a failed one again (x-roles admin, checked before the handler).
 */
import type { OperationHandlers } from '../../../kernel/operation-handlers.ts';
import type { HandlerDeps } from '../../../kernel/handler-deps.ts';
import { conflict, notFound } from '../../../http/http-error.ts';
import { signedIn } from '../../../kernel/signed-in.ts';
import { defaultDealerOf } from '../../../kernel/caller-dealer.ts';
import { pageInfoOf, pageRequestOf } from '../../../kernel/page-request.ts';
import { claimForResend, forwardClaimed, leaseMs, type DeskSettings } from './contact-delivery.ts';
import { contactInbox } from './contact-inbox.ts';
import { checkedContactMessage } from './contact-message.ts';

export function createContactHandlers({ db, clock, config, logger }: HandlerDeps): OperationHandlers {
  const desk: DeskSettings | undefined = config.contactForwardUrl ? { url: config.contactForwardUrl, timeoutMs: config.contactForwardTimeoutMs } : undefined;

  return {
    sendContactUsMessage: async ({ caller, body }) => {
      const user = signedIn(caller);
      const message = checkedContactMessage(body);
      const dealer = await defaultDealerOf(db, user.userId);
      const now = clock.now();
      const stored = await db
        .insertInto('contactMessages')
        .values({
          userId: user.userId,
          impersonatorLogin: user.impersonator?.loginName ?? null,
          dealerId: dealer?.id ?? null,
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          subject: message.subject ?? null,
          message: message.message,
          createdAt: now,
          // Stored already claimed for this forward; a process that dies before recording it leaves a lease the retrier takes over.
          deliveryStatus: desk ? 'PENDING' : 'INBOX_ONLY',
          nextDeliveryAt: desk ? new Date(now.getTime() + leaseMs(desk)) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (desk) {
        const outcome = await forwardClaimed(db, clock, stored.id, desk);
        if (!outcome.sent) logger.warn({ contactMessageId: stored.id, reason: outcome.reason }, 'Contact Us message kept for a later try: the support desk did not take it');
      }
      return { body: { success: true, message: 'Sent Successfully' } };
    },

    listContactUsMessages: async ({ query }) => {
      const paging = pageRequestOf(query);
      const { rows, total } = await contactInbox(db, { limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },

    resendContactUsMessage: async ({ params }) => {
      if (!desk) throw conflict('No support desk is configured (CONTACT_US_FORWARD_URL); messages are read in this inbox.', 'no_support_desk');
      const claim = await claimForResend(db, params.id, clock.now(), desk);
      if (claim === 'unknown') throw notFound('There is no such message.');
      if (claim === 'sent') throw conflict('The support desk already has this message.', 'already_sent');
      if (claim === 'busy') throw conflict('This message is being forwarded right now.', 'forward_in_progress');
      const outcome = await forwardClaimed(db, clock, params.id, desk);
      if (!outcome.sent) {
        const next = outcome.nextTryAt ? 'It will be tried again.' : 'It is not tried again by itself any more; send it again later.';
        throw conflict(`${outcome.reason.replace(/[.\s]*$/, '.')} ${next}`, 'desk_refused');
      }
      return { body: { success: true, message: 'Sent Successfully' } };
    },
  };
}
