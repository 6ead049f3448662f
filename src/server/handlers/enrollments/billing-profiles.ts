/**
 * Billing profiles (contract tag `enrollments`; business-areas §5 "Card", §7, §8): read, create,
 * save and activate a dealer's billing profile. The card is checked by the shared rules before
 * a handler runs; what is stored is the last four digits, the brand and a processor token,
 * never the number or the security code. Writes run in one transaction each.
 */
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import type { OperationHandlers } from '../../kernel/operation-handlers.ts';
import type { Database } from '../../db/schema/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import { activateForProgram } from './billing-profiles/program-activation.ts';
import { profileValuesOf, type ProfileValues } from './billing-profiles/profile-input.ts';
import { storedProfileOf } from './billing-profiles/stored-profile.ts';
import { actorOf, type ChangeActor } from '../../kernel/change-actor.ts';
import { lockedDealer } from '../dealer-rules/locked-dealer.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { signedIn } from '../../kernel/signed-in.ts';

const noProfile = (dealerCode: string) => notFound(`Dealer ${dealerCode} has no billing profile.`);

/** The profile columns of a form's values, stamped with who saved them. */
const columnsOf = (values: ProfileValues, actor: ChangeActor, now: Date) => ({
  cardholderName: values.cardholderName,
  cardBrand: values.card.brand,
  cardLast4: values.card.last4,
  cardToken: values.card.token,
  cardExpMonth: values.expiry.month,
  cardExpYear: values.expiry.year,
  address: values.address,
  city: values.city,
  state: values.state,
  zip: values.zip,
  country: values.country,
  updatedAt: now,
  updatedByUserId: actor.userId,
  impersonatorLogin: actor.impersonatorLogin,
});

async function readBack(db: Kysely<Database>, dealerId: number, dealerCode: string) {
  const stored = await storedProfileOf(db, dealerId);
  if (!stored) throw noProfile(dealerCode);
  return stored;
}

export function createBillingProfileHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const moment = (caller: Caller | null) => {
    const now = clock.now();
    return { actor: actorOf(signedIn(caller)), now, today: serverDateOf(now) };
  };

  return {
    getBillingProfile: async ({ params, query }) => {
      const { dealerCode } = params;
      const dealer = await db.selectFrom('dealers').select('id').where('code', '=', dealerCode).executeTakeFirst();
      if (!dealer) throw notFound(`No dealer has the code ${dealerCode}.`);
      const stored = await storedProfileOf(db, dealer.id);
      if (!stored) throw noProfile(dealerCode);
      const { programId } = query;
      if (programId !== undefined && !stored.activePrograms.includes(programId)) {
        throw notFound(`Dealer ${dealerCode}'s billing profile is not activated for program ${programId}.`);
      }
      return { body: stored };
    },

    createBillingProfile: async ({ caller, params, query, body }) => {
      const { dealerCode } = params;
      const at = moment(caller);
      const values = profileValuesOf(body, at.today);
      const { programId } = query;
      const dealerId = await db.transaction().execute(async (trx) => {
        const dealer = await lockedDealer(trx, dealerCode);
        const existing = await trx.selectFrom('billingProfiles').select('id').where('dealerId', '=', dealer.id).executeTakeFirst();
        if (existing) throw conflict(`Dealer ${dealerCode} already has a billing profile; save it instead.`, 'billing_profile_exists');
        const profile = await trx
          .insertInto('billingProfiles')
          .values({ dealerId: dealer.id, ...columnsOf(values, at.actor, at.now), createdAt: at.now })
          .returning(['id', 'cardExpMonth', 'cardExpYear'])
          .executeTakeFirstOrThrow();
        if (programId !== undefined) await activateForProgram(trx, { dealer, profile, programId, ...at });
        return dealer.id;
      });
      return { status: 201, body: await readBack(db, dealerId, dealerCode) };
    },

    saveBillingProfile: async ({ caller, params, body }) => {
      const { dealerCode } = params;
      const at = moment(caller);
      const values = profileValuesOf(body, at.today);
      const dealerId = await db.transaction().execute(async (trx) => {
        const dealer = await lockedDealer(trx, dealerCode);
        // The programs it is activated for stay: only the card and its address are replaced.
        const saved = await trx
          .updateTable('billingProfiles')
          .set(columnsOf(values, at.actor, at.now))
          .where('dealerId', '=', dealer.id)
          .returning('id')
          .executeTakeFirst();
        if (!saved) throw noProfile(dealerCode);
        return dealer.id;
      });
      return { body: await readBack(db, dealerId, dealerCode) };
    },

    activateBillingProfile: async ({ caller, params, query }) => {
      const { dealerCode } = params;
      const at = moment(caller);
      const { programId } = query;
      const dealerId = await db.transaction().execute(async (trx) => {
        const dealer = await lockedDealer(trx, dealerCode);
        const profile = await trx
          .selectFrom('billingProfiles')
          .select(['id', 'cardExpMonth', 'cardExpYear'])
          .where('dealerId', '=', dealer.id)
          .forUpdate()
          .executeTakeFirst();
        if (!profile) throw noProfile(dealerCode);
        await activateForProgram(trx, { dealer, profile, programId, ...at });
        return dealer.id;
      });
      return { body: await readBack(db, dealerId, dealerCode) };
    },
  };
}
