/**
 * A dealer's interest in a provider (notifyProviderOfDealerInterest). The provider must be one
 * offered to the dealer's OEM (the list of GET /api/portal/dwc/offerProviders). The notification
 * is recorded with who asked (and the impersonating admin) and where it went, the provider's
 * contact address at the time, so it can be shown and audited later; the log line stands in for
 * the mail a production system would send.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { notFound } from '../../../http/http-error.ts';
import type { ChangeActor } from '../../../kernel/change-actor.ts';
import { FieldProblems } from '../../../kernel/field-errors.ts';

type ProviderInterestNotification = components['schemas']['ProviderInterestNotification'];

export interface ProviderInterest {
  request: ProviderInterestNotification;
  actor: ChangeActor;
  now: Date;
}

export async function notifyProvider(db: Kysely<Database>, logger: FastifyBaseLogger, interest: ProviderInterest): Promise<void> {
  const { request, actor, now } = interest;
  const dealer = await db.selectFrom('dealers').select(['id', 'code', 'oemId']).where('code', '=', request.dealerCode).executeTakeFirst();
  if (!dealer) throw notFound(`No dealer has the code ${request.dealerCode}.`);
  const provider = await db
    .selectFrom('offerProviders')
    .innerJoin('offerProviderOems', 'offerProviderOems.offerProviderId', 'offerProviders.id')
    .select(['offerProviders.id', 'offerProviders.name', 'offerProviders.contactEmail'])
    .where('offerProviders.id', '=', request.offerProviderId)
    .where('offerProviderOems.oemId', '=', dealer.oemId)
    .executeTakeFirst();
  const problems = new FieldProblems();
  if (!provider) problems.add('offerProviderId', 'INVALID_VALUE', { message: `Provider ${request.offerProviderId} is not offered to dealer ${dealer.code}.` });
  problems.throwIfAny();
  if (!provider) return; // reported above: throwIfAny has answered 400

  const notification = await db
    .insertInto('providerInterestNotifications')
    .values({
      dealerId: dealer.id,
      offerProviderId: provider.id,
      addonId: request.addonId ?? null,
      message: request.message?.trim() || null,
      requestedByUserId: actor.userId,
      impersonatorLogin: actor.impersonatorLogin,
      recipientEmail: provider.contactEmail,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  logger.info(
    { notificationId: notification.id, dealerCode: dealer.code, offerProviderId: provider.id, recipient: provider.contactEmail },
    'provider interest notification sent',
  );
}
