/**
 * The impersonation cookie (portal-shell §4.4) that the client copies into the `impersonate`
 * header. Not HttpOnly on purpose: the client must read it. It lives for the browser session,
 * SameSite=Lax so no other site can make the browser send it on a cross-site POST, and Secure
 * whenever the portal runs over HTTPS.
 */
import { IMPERSONATION_COOKIE_NAME } from '../../../api/impersonation-cookie.ts';

/** Login names may hold characters a cookie value cannot; the client's cookie reader decodes. */
export function impersonationCookie(loginName: string, secure: boolean): string {
  return `${IMPERSONATION_COOKIE_NAME}=${encodeURIComponent(loginName)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedImpersonationCookie(secure: boolean): string {
  return `${IMPERSONATION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}
