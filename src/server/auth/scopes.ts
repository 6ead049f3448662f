/**
 * Token scopes. A regular user gets `portal`. A user limited to single sign-on
 * (ssoLoginOnlyAllowed) may still sign in with a password, because the shell must load their
 * details to show them the single sign-on notice (portal-shell §2.3, §6), but their token
 * carries only `sso-notice`: it opens the calls that notice page makes and nothing else, so the
 * restriction holds on the server and not only in the hidden menu.
 */
export const PORTAL_SCOPE = 'portal';
export const SSO_NOTICE_SCOPE = 'sso-notice';

/** What the shell loads for a signed-in user before it can decide to show the notice. */
export const SSO_NOTICE_OPERATIONS: ReadonlySet<string> = new Set([
  'getUserDetails',
  'getAllowedComponents',
  'getHeaderMenu',
  'changeUserLanguage',
  'getDwcpEnrollmentInfo',
  'getCmsPages',
]);

export function scopeFor(user: { ssoLoginOnly: boolean }): string {
  return user.ssoLoginOnly ? SSO_NOTICE_SCOPE : PORTAL_SCOPE;
}

/** The scopes a request asks for are all granted when each is one the user's token would carry anyway. */
export function isScopeGrantable(requested: string | undefined, granted: string): boolean {
  if (requested === undefined) return true;
  const names = requested.split(' ').filter(Boolean);
  return names.every((name) => name === granted);
}
