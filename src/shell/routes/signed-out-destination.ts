/** Where signed-out visitors of protected routes go (portal-shell §2.2). */
export const LOGIN_PATH = '/login';
export const LOGOUT_PAGE_PATH = '/nnanetLogout';

/**
 * On the production host the portal is entered through the manufacturer's single sign-on, so
 * a signed-out visitor gets the logout page; everywhere else (development, test, demo hosts)
 * the login page. The production host name comes from configuration (VITE_PRODUCTION_HOST) and
 * is compared without case and port.
 */
export function signedOutDestination(currentHost: string, productionHost: string | undefined): string {
  const host = (name: string) => name.trim().toLowerCase().replace(/:\d+$/, '');
  return productionHost && host(productionHost) !== '' && host(currentHost) === host(productionHost) ? LOGOUT_PAGE_PATH : LOGIN_PATH;
}
