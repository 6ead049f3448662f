/**
 * Notification subscriptions (contract tag `notifications`; business-areas §2
 * notificationsUnsubscription, §7 "GET notifications/unsubscription?id; POST
 * notifications/subscription/all"). The link id of a notification e-mail is the right to change
 * that address's subscriptions, like any unsubscribe link; the call still needs a signed-in user
 * (a signed-out reader signs in and lands back on the link, portal-shell §2.2). Opening a link
 * twice changes nothing the second time.
 */
import { sql } from 'kysely';
import type { OperationHandlers } from '../../../kernel/operation-handlers.ts';
import type { HandlerDeps } from '../../../kernel/handler-deps.ts';
import { lockedSubscription } from './subscription-link.ts';

export function createNotificationHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  return {
    unsubscribeNotification: async ({ query }) => {
      const now = clock.now();
      const body = await db.transaction().execute(async (trx) => {
        const link = await lockedSubscription(trx, query.id);
        if (link.subscribed) {
          await trx.updateTable('notificationSubscriptions').set({ subscribed: false, unsubscribedAt: now }).where('id', '=', link.id).execute();
        }
        return {
          success: true,
          message: link.subscribed ? 'You have been unsubscribed.' : 'You were already unsubscribed.',
          email: link.email,
          notificationName: link.notificationName,
          alreadyUnsubscribed: !link.subscribed,
        };
      });
      return { body };
    },

    subscribeAllNotifications: async ({ body }) => {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const link = await lockedSubscription(trx, body.id);
        // Every notification type for the address (and its dealer): the ones stopped start again,
        // the ones never subscribed are added. One row per address, type and dealer.
        await sql`insert into notification_subscriptions (id, notification_type, email, user_id, dealer_id, subscribed, subscribed_at, unsubscribed_at)
          select gen_random_uuid(), types.code, ${link.email}, ${link.userId}, ${link.dealerId}, true, ${now}, null from notification_types as types
          on conflict (lower(email), notification_type, coalesce(dealer_id, 0)) do update
            set subscribed = true, subscribed_at = case when notification_subscriptions.subscribed then notification_subscriptions.subscribed_at else excluded.subscribed_at end,
                unsubscribed_at = null`.execute(trx);
      });
      return { body: { success: true, message: 'You are subscribed to all notifications again.' } };
    },
  };
}
