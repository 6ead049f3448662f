/**
 * Contact Us (contract tag `contact`; business-areas §5 "Contact us: name, email, message
 * required; email must look valid", §8 "Sent Successfully (contact)"). The message is stored
 * before the answer, with who sent it (and the admin behind an impersonation) and their dealer:
 * the table is support's inbox, so a message is never lost to a mail outage. Administrators read
 * it (x-roles admin, checked before the handler).
 */
import type { OperationHandlers } from '../../../kernel/operation-handlers.ts';
import type { HandlerDeps } from '../../../kernel/handler-deps.ts';
import { signedIn } from '../../../kernel/signed-in.ts';
import { defaultDealerOf } from '../../../kernel/caller-dealer.ts';
import { pageInfoOf, pageRequestOf } from '../../../kernel/page-request.ts';
import { contactInbox } from './contact-inbox.ts';
import { checkedContactMessage } from './contact-message.ts';

export function createContactHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  return {
    sendContactUsMessage: async ({ caller, body }) => {
      const user = signedIn(caller);
      const message = checkedContactMessage(body);
      const dealer = await defaultDealerOf(db, user.userId);
      await db
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
          createdAt: clock.now(),
        })
        .execute();
      return { body: { success: true, message: 'Sent Successfully' } };
    },

    listContactUsMessages: async ({ query }) => {
      const paging = pageRequestOf(query);
      const { rows, total } = await contactInbox(db, { limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },
  };
}
