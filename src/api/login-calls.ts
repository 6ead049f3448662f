/**
 * The login calls: they carry no bearer token and no impersonate header (contract
 * `security: []`), and a 401 from them means bad credentials or a locked account, which the
 * login screen shows; it is never a reason to refresh a token.
 */
export const LOGIN_PATHS: ReadonlySet<string> = new Set(['/oauth/token', '/oauth/authorize', '/sso/auth/forgotPassword']);

export function isLoginPath(path: string): boolean {
  return LOGIN_PATHS.has(path);
}

/**
 * Whether a request URL is a login call of the host at `baseUrl`. The transport sees only the
 * final URL, not the schema path, so it strips the base path first.
 */
export function isLoginUrl(url: string, baseUrl: string): boolean {
  const { pathname } = new URL(url);
  const basePath = baseUrl ? new URL(baseUrl, url).pathname.replace(/\/+$/, '') : '';
  if (!pathname.startsWith(basePath)) return false;
  return isLoginPath(pathname.slice(basePath.length));
}
