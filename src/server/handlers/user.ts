/**
 * The signed-in user (contract tag `user`): details, allowed components, header menu, language
 * and password change. Every call acts as the user of the token, or the impersonated user while
 * an admin impersonates (OperationContext.caller).
 */
import type { components } from '../../api/generated/portal.ts';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import type { UserLanguage } from '../db/vocabulary.ts';
import { HttpError, ValidationError, forbidden, notFound } from '../http/http-error.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import { allowedComponents } from './user/allowed-components.ts';
import { changePassword, mayChangePassword } from './user/change-password.ts';
import { loadMenuTree } from './user/menu-tree.ts';
import { signedIn } from '../kernel/signed-in.ts';
import { loadUserDetails } from './user/user-details.ts';
import { SSO_LOGIN_PATH } from '../sso/sso-config.ts';
import { chooseDealer } from './user/dealer-choice.ts';

type LanguageCode = components['schemas']['LanguageCode'];

const LANGUAGE_OF_CODE: Record<LanguageCode, UserLanguage> = { en: 'ENGLISH', fr: 'FRENCH' };

export function createUserHandlers({ db, clock, config, sessions, logger }: HandlerDeps): OperationHandlers {
  // With the portal's own single sign-on, the SSO notice continues there rather than to the OEM's portal.
  const signOnUrl = config.sso ? new URL(SSO_LOGIN_PATH, config.sso.redirectUri).toString() : undefined;
  const accountOf = async (userId: number) => {
    const row = await db
      .selectFrom('users')
      .innerJoin('oems', 'oems.id', 'users.oemId')
      .select(['users.role', 'users.oemId', 'users.userGroups', 'users.ssoLoginOnly', 'users.canChangePassword', 'users.passwordHash', 'oems.skinName'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('The user no longer exists.');
    return row;
  };

  return {
    // Read on every page load: cached with the user (ServerConfig.userCacheTtlMs) and dropped by
    // forgetUser when a row it reads changes (sign-in time, language). The impersonator is part
    // of the answer, so each impersonation has its own entry.
    getUserDetails: async ({ caller }) => {
      const who = signedIn(caller);
      const key = `userDetails:${who.impersonator?.userId ?? 'self'}`;
      return { body: await sessions.cachedForUser(who.userId, key, () => loadUserDetails(db, who, signOnUrl)) };
    },

    getAllowedComponents: async ({ caller }) => {
      const who = signedIn(caller);
      const account = await accountOf(who.userId);
      return {
        body: allowedComponents({
          caller: who,
          userGroups: account.userGroups,
          oemSkinName: account.skinName,
          ssoLoginOnly: account.ssoLoginOnly,
          canChangePassword: account.canChangePassword,
        }),
      };
    },

    getHeaderMenu: async ({ caller }) => {
      const who = signedIn(caller);
      const account = await accountOf(who.userId);
      return { body: await loadMenuTree(db, { userId: who.userId, role: account.role, oemId: account.oemId, ssoLoginOnly: account.ssoLoginOnly }) };
    },

    changeUserLanguage: async ({ caller, query }) => {
      const who = signedIn(caller);
      const code = query.languageCode;
      const details = await loadUserDetails(db, who, signOnUrl);
      if (!details.availableLanguagesCodes.includes(code)) {
        throw new ValidationError([
          {
            field: 'query.languageCode',
            message: `The language "${code}" is not offered to this user; choose one of ${details.availableLanguagesCodes.join(', ')}.`,
            messageKey: 'INVALID_VALUE',
          },
        ]);
      }
      await db.updateTable('users').set({ language: LANGUAGE_OF_CODE[code], updatedAt: clock.now() }).where('id', '=', who.userId).execute();
      sessions.forgetUser(who.userId);
      return { body: await loadUserDetails(db, who, signOnUrl) };
    },

    chooseDealer: async ({ caller, body }) => {
      const who = signedIn(caller);
      // x-dealer-scope has refused a dealer the user may not act for; the link is what is chosen.
      await chooseDealer(db, who.userId, body.dealerCode, clock.now());
      sessions.forgetUser(who.userId);
      return { body: await loadUserDetails(db, who, signOnUrl) };
    },

    getChangePasswordPermission: async ({ caller }) => {
      const who = signedIn(caller);
      const account = await accountOf(who.userId);
      return { body: { edit: mayChangePassword(account, who.impersonator !== null) } };
    },

    changePassword: async ({ caller, body, request }) => {
      const who = signedIn(caller);
      const account = await accountOf(who.userId);
      if (who.impersonator) throw new HttpError(403, 'forbidden', 'An administrator acting as a user cannot change that user\'s password.');
      if (!mayChangePassword(account, false)) throw forbidden('You do not have permission to change password');
      const result = await changePassword(db, who.userId, account.passwordHash, body, clock.now());
      if (result.success) {
        // Every other session of the user ends; the one that changed the password stays signed in.
        await sessions.revokeRefreshTokens(who.userId, sessions.sessionIdOf(request));
        logger.info({ event: 'password_changed', userId: who.userId }, 'password changed');
      }
      return { body: result };
    },
  };
}
