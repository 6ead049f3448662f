/**
 * Administrators acting as another user (contract tag `impersonation`; portal-shell §4.4, §5.4).
 * The contract's x-roles lets only admins in; starting is refused while the admin already acts
 * as someone (the call would then run as that user). Every start and stop is logged with both
 * login names, so what an admin did as whom can be traced, and recorded for the Admin Portal's
 * impersonation history.
 */
import { IMPERSONATION_SEARCH_MIN_CHARS } from '../../constants.ts';
import { roleKeysOf } from '../auth/caller.ts';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import { HttpError, ValidationError, conflict, forbidden, notFound } from '../http/http-error.ts';
import { translateEnglish } from '../../rules/core.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import { searchCandidates } from './impersonation/candidate-search.ts';
import { clearedImpersonationCookie, impersonationCookie } from './impersonation/impersonation-cookie.ts';
import { signedIn } from '../kernel/signed-in.ts';
import { recordImpersonationStart, recordImpersonationStop } from './impersonation/impersonation-history.ts';

export function createImpersonationHandlers({ db, config, logger, clock }: HandlerDeps): OperationHandlers {
  const secureFor = (protocol: string) => config.secureCookies || protocol === 'https';

  return {
    searchImpersonationCandidates: async ({ caller, query }) => {
      signedIn(caller);
      const term = query.term.trim();
      if ([...term].length < IMPERSONATION_SEARCH_MIN_CHARS) {
        throw new ValidationError([
          {
            field: 'query.term',
            messageKey: 'MIN_LENGTH',
            message: translateEnglish('MIN_LENGTH', { limit: IMPERSONATION_SEARCH_MIN_CHARS }),
          },
        ]);
      }
      return { body: { status: 200, data: await searchCandidates(db, term, query.oemName) } };
    },

    startImpersonation: async ({ caller, body, request }) => {
      const admin = signedIn(caller);
      if (admin.impersonator) {
        throw conflict(`You already act as ${admin.loginName}; reset before acting as another user.`, 'already_impersonating');
      }
      if (!roleKeysOf(admin).has('admin')) throw forbidden('Only an administrator may act as another user.');
      const { loginName, oemName } = body;
      const target = await db
        .selectFrom('users')
        .innerJoin('oems', 'oems.id', 'users.oemId')
        .select(['users.id', 'users.loginName', 'users.userName', 'users.role', 'users.active', 'oems.name as oemName', 'oems.code as oemCode'])
        .where((eb) => eb(eb.fn('lower', ['users.loginName']), '=', loginName.trim().toLowerCase()))
        .executeTakeFirst();
      const oem = oemName?.trim().toLowerCase();
      const inOem = !oem || target?.oemName.toLowerCase() === oem || target?.oemCode === oem;
      if (!target || !target.active || !inOem) {
        throw notFound(oem ? `No active user ${loginName} in ${oemName}.` : `No active user has the login name ${loginName}.`);
      }
      if (target.role.toLowerCase() === 'admin') {
        throw new HttpError(403, 'impersonation_forbidden', 'An administrator cannot be impersonated.');
      }
      logger.info({ event: 'impersonation_started', admin: admin.loginName, user: target.loginName }, 'impersonation started');
      await recordImpersonationStart(db, { adminUserId: admin.userId, adminLogin: admin.loginName, userId: target.id, userLogin: target.loginName }, clock.now());
      return {
        headers: { 'set-cookie': impersonationCookie(target.loginName, secureFor(request.protocol)) },
        body: { loginName: target.loginName, userName: target.userName, oemName: target.oemName },
      };
    },

    stopImpersonation: async ({ caller, request }) => {
      const who = signedIn(caller);
      if (who.impersonator) {
        logger.info({ event: 'impersonation_stopped', admin: who.impersonator.loginName, user: who.loginName }, 'impersonation stopped');
        await recordImpersonationStop(db, who.impersonator.userId, clock.now());
      }
      return { status: 204, headers: { 'set-cookie': clearedImpersonationCookie(secureFor(request.protocol)) } };
    },
  };
}
