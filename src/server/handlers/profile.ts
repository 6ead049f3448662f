/**
 * Profile information and the contact confirmation flow (contract tag `profile`; portal-shell
 * §3, §4.2, §5.1). Contact details belong to the user a call acts as; the authorized contact
 * and the billing data to the dealer named by `dealerCode` or the user's default dealer.
 * An administrator acting as a dealer reads that dealer's profile and may not save it
 * (hasAccessOnManageProfile false, 403): why is at mayEditProfile.
 */
import type { components } from '../../api/generated/portal.ts';
import type { Caller } from '../auth/caller.ts';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import { forbidden } from '../http/http-error.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import { callerDealerOf } from '../kernel/caller-dealer.ts';
import { loadProfile, mayEditProfile } from './profile/profile-response.ts';
import { saveProfile } from './profile/save-profile.ts';
import { serverDateOf } from '../kernel/server-date.ts';
import { signedIn } from '../kernel/signed-in.ts';

type ProfileInformationUpdate = components['schemas']['ProfileInformationUpdate'];

export function createProfileHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  /** Both profile calls read and write the same thing; only the body of the save differs. */
  interface ProfileCall {
    caller: Caller | null;
    query: { dealerCode?: string };
  }

  const answer = async ({ caller: who, query }: ProfileCall) => {
    const caller = signedIn(who);
    const dealer = await callerDealerOf(db, caller, query.dealerCode);
    return { body: await loadProfile(db, caller, dealer, serverDateOf(clock.now())) };
  };

  const save = async ({ caller: who, query }: ProfileCall, change: ProfileInformationUpdate, final: boolean) => {
    const caller = signedIn(who);
    const account = await db.selectFrom('users').select('ssoLoginOnly').where('id', '=', caller.userId).executeTakeFirst();
    if (!mayEditProfile(caller, account?.ssoLoginOnly ?? false)) throw forbidden('You may not edit this profile.');
    const dealer = await callerDealerOf(db, caller, query.dealerCode);
    const now = clock.now();
    const serverDate = serverDateOf(now);
    await saveProfile(db, { userId: caller.userId, dealer, ...change, final, serverDate, now });
    return { body: await loadProfile(db, caller, dealer, serverDate) };
  };

  return {
    getProfileInformation: answer,
    getProfileContactDetails: answer,
    updateProfileInformation: (ctx) => save(ctx, ctx.body, false),
    saveProfileContactDetails: (ctx) => {
      const { final, ...change } = ctx.body;
      return save(ctx, change, final);
    },
  };
}
