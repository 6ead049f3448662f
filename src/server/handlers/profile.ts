/**
 * Profile information and the contact confirmation flow (contract tag `profile`; portal-shell
 * §3, §4.2, §5.1). Contact details belong to the user a call acts as; the authorized contact
 * and the billing data to the dealer named by `dealerCode` or the user's default dealer.
 */
import type { components } from '../../api/generated/portal.ts';
import type { OperationContext, OperationHandlers } from '../contract/register-operations.ts';
import { forbidden } from '../http/http-error.ts';
import type { HandlerDeps } from './handler-deps.ts';
import { profileDealerOf } from './profile/profile-dealer.ts';
import { loadProfile, mayEditProfile } from './profile/profile-response.ts';
import { saveProfile } from './profile/save-profile.ts';
import { serverDateOf } from './profile/server-date.ts';
import { signedIn } from './user/signed-in.ts';

type ProfileInformationUpdate = components['schemas']['ProfileInformationUpdate'];
type ContactConfirmationStep = components['schemas']['ContactConfirmationStep'];

export function createProfileHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const dealerOf = (ctx: OperationContext) => profileDealerOf(db, signedIn(ctx.caller), ctx.query.dealerCode as string | undefined);

  const answer = async (ctx: OperationContext) => {
    const caller = signedIn(ctx.caller);
    return { body: await loadProfile(db, caller, await dealerOf(ctx), serverDateOf(clock.now())) };
  };

  const save = async (ctx: OperationContext, change: ProfileInformationUpdate, final: boolean) => {
    const caller = signedIn(ctx.caller);
    const account = await db.selectFrom('users').select('ssoLoginOnly').where('id', '=', caller.userId).executeTakeFirst();
    if (!mayEditProfile(caller, account?.ssoLoginOnly ?? false)) throw forbidden('You may not edit this profile.');
    const dealer = await dealerOf(ctx);
    const now = clock.now();
    const serverDate = serverDateOf(now);
    await saveProfile(db, { userId: caller.userId, dealer, ...change, final, serverDate, now });
    return { body: await loadProfile(db, caller, dealer, serverDate) };
  };

  return {
    getProfileInformation: answer,
    getProfileContactDetails: answer,
    updateProfileInformation: (ctx) => save(ctx, ctx.body as ProfileInformationUpdate, false),
    saveProfileContactDetails: (ctx) => {
      const { final, ...change } = ctx.body as ContactConfirmationStep;
      return save(ctx, change, final);
    },
  };
}
