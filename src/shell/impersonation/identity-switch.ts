import { IMPERSONATION_COOKIE_NAME } from '../../api/index.ts';
import type { CookieJar } from '../session/cookie-jar.ts';
import { normaliseSkinName, skinNames } from '../skins/skin-catalogue.ts';
import { forgetSkinName, saveSkinName } from '../skins/skin-name.ts';
import type { ImpersonationCalls, ImpersonationCandidate } from './impersonation-calls.ts';
import { clearSavedState } from './saved-state.ts';

/** What Apply and Reset touch besides the server. */
export interface IdentitySwitchEnvironment {
  readonly localStorage: Storage | undefined;
  readonly sessionStorage: Storage | undefined;
  readonly cookies: Pick<CookieJar, 'write' | 'remove'>;
  /** A full page load of `/`: every store, cache and screen starts again as the new identity. */
  reloadToRoot(): void;
}

/** The skin of an OEM's look, when the portal has one for it (its name, as skins normalise names). */
function skinOfOem(oemName: string): string | undefined {
  const name = normaliseSkinName(oemName);
  return skinNames().includes(name) ? name : undefined;
}

/**
 * Apply (portal-shell §4.4): impersonate, clear the saved state, reload to `/`. The cookie is
 * also written here, not only by the server's Set-Cookie, so the impersonate header follows even
 * when the API answers from another host than the page. The skin of the user's OEM is saved so
 * the look follows the chosen OEM; an OEM without a look of its own removes any name an earlier
 * impersonation left, and the user's own oemSkinName applies. Throws (and changes nothing
 * locally) when the server refuses.
 */
export async function applyImpersonation(
  calls: ImpersonationCalls,
  environment: IdentitySwitchEnvironment,
  loginName: string,
  oemName: string | undefined,
): Promise<ImpersonationCandidate> {
  const user = await calls.start(loginName, oemName);
  environment.cookies.write(IMPERSONATION_COOKIE_NAME, user.loginName);
  clearSavedState([environment.localStorage, environment.sessionStorage]);
  const skin = skinOfOem(user.oemName);
  if (environment.localStorage) {
    try {
      if (skin) saveSkinName(environment.localStorage, skin);
      else forgetSkinName(environment.localStorage);
    } catch {
      // Storage disabled: the impersonated user's own skin name applies.
    }
  }
  environment.reloadToRoot();
  return user;
}

/**
 * Reset (portal-shell §4.4): end the impersonation, remove the saved skin name, clear the saved
 * state, reload to `/`. Calls act as the impersonated user only because the cookie puts the
 * impersonate header on them, so removing the cookie is what ends it: Reset completes even when
 * the server's DELETE (which clears its copy of the cookie and logs the end) fails, and an admin
 * is never stuck as someone else.
 */
export async function resetImpersonation(calls: ImpersonationCalls, environment: IdentitySwitchEnvironment): Promise<void> {
  try {
    await calls.stop();
  } catch {
    // See above: the local clean-up below is what counts; a 5xx has already shown its modal.
  }
  environment.cookies.remove(IMPERSONATION_COOKIE_NAME);
  try {
    if (environment.localStorage) forgetSkinName(environment.localStorage);
  } catch {
    // Storage disabled: nothing was saved.
  }
  clearSavedState([environment.localStorage, environment.sessionStorage]);
  environment.reloadToRoot();
}
