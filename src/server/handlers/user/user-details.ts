/**
 * The user details of portal-shell §3 for the user a call acts as, read from the users and
 * oems tables and the user's dealer links. While an admin impersonates, `impersonator` names
 * the admin (portal-shell §4.4); everything else is the impersonated user's.
 */
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { components } from '../../../api/generated/portal.ts';
import { LANGUAGES } from '../../../constants.ts';
import type { Caller } from '../../auth/caller.ts';
import { roleKeysOf } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';
import { defaultDealerOf } from '../../kernel/caller-dealer.ts';

export type UserDetails = components['schemas']['UserDetails'];
type LanguageCode = components['schemas']['LanguageCode'];

const isLanguageCode = (code: string): code is LanguageCode => (LANGUAGES as readonly string[]).includes(code);

/** `signOnUrl`, when the portal runs its own single sign-on, replaces the OEM's SSO portal address. */
export async function loadUserDetails(db: Kysely<Database>, caller: Caller, signOnUrl?: string): Promise<UserDetails> {
  const row = await db
    .selectFrom('users')
    .innerJoin('oems', 'oems.id', 'users.oemId')
    .select([
      'users.loginName',
      'users.userName',
      'users.role',
      'users.userGroups',
      'users.oemId',
      'users.language',
      'users.ssoLoginOnly',
      'users.headerLogo',
      'users.trilogyLogo',
      'users.biDashboards as userBiDashboards',
      'users.lastLoginAt',
      'oems.code as oemCode',
      'oems.skinName',
      'oems.hasBundles',
      'oems.availableLanguages',
      'oems.biDashboards as oemBiDashboards',
      'oems.lmsExternalUrl',
      'oems.ssoPortalUrl',
      // In the same round trip: the user's details are read on every page load.
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('userDealers')
            .innerJoin('dealers', 'dealers.id', 'userDealers.dealerId')
            .select('dealers.code')
            .whereRef('userDealers.userId', '=', 'users.id')
            .orderBy('dealers.code'),
        ).as('linkedDealers'),
    ])
    .where('users.id', '=', caller.userId)
    .executeTakeFirst();
  // The token named a user that has gone between authentication and now.
  if (!row) throw notFound('The user no longer exists.');

  const roles = roleKeysOf(caller);
  // Admins and OEM staff reach dealers by role and OEM, not by links (UserDetails.dealerCodes).
  const actsForDealers = roles.has('dealer') || roles.has('dealerGroup');
  // The dealer chosen in the header's selector, else the first by code (kernel/caller-dealer.ts),
  // leads dealerCodes: screens that bind the first of them follow the choice.
  const dealerCode = actsForDealers ? (await defaultDealerOf(db, caller.userId))?.code : undefined;
  const linked = actsForDealers ? row.linkedDealers.map((dealer) => dealer.code) : [];
  const dealerCodes = dealerCode ? [dealerCode, ...linked.filter((code) => code !== dealerCode)] : linked;
  const languages = row.availableLanguages.filter(isLanguageCode);
  // The user's own language is always offered, even when the OEM's list leaves it out.
  const ownCode: LanguageCode = row.language === 'FRENCH' ? 'fr' : 'en';
  const availableLanguagesCodes = languages.includes(ownCode) ? languages : [ownCode, ...languages];

  const ssoPortalUrl = signOnUrl ?? row.ssoPortalUrl;
  return {
    userName: row.userName,
    loginName: row.loginName,
    oemId: row.oemId,
    oemName: row.oemCode,
    oemSkinName: row.skinName,
    role: row.role,
    userGroups: [...row.userGroups],
    ...(caller.impersonator
      ? {
          impersonator: {
            login: caller.impersonator.loginName,
            role: caller.impersonator.role,
            belongsToCmsEditorGroup: caller.impersonator.belongsToCmsEditorGroup,
          },
        }
      : {}),
    ssoLoginOnlyAllowed: row.ssoLoginOnly,
    ...(ssoPortalUrl ? { ssoPortalUrl } : {}),
    ...(row.lastLoginAt ? { lastLoginTime: row.lastLoginAt.toISOString() } : {}),
    language: row.language,
    availableLanguagesCodes,
    biDashboards: row.userBiDashboards ?? row.oemBiDashboards,
    ...(row.lmsExternalUrl ? { lmsExternalUrl: row.lmsExternalUrl } : {}),
    hasBundles: row.hasBundles,
    ...(row.trilogyLogo ? { trilogyLogo: row.trilogyLogo } : {}),
    ...(row.headerLogo ? { headerLogo: row.headerLogo } : {}),
    belongsToCmsEditorGroup: caller.belongsToCmsEditorGroup,
    ...(dealerCode ? { dealerCode } : {}),
    dealerCodes,
  };
}
