import { createDocumentCookieReader, type CookieReader } from '../../api/index.ts';

export interface CookieWriteOptions {
  /** Lifetime; absent makes a browser-session cookie. */
  maxAgeMs?: number;
}

/** Reads and writes the shell's own cookies (token, session, impersonation clean-up). */
export interface CookieJar {
  read: CookieReader;
  write(name: string, value: string, options?: CookieWriteOptions): void;
  remove(name: string): void;
}

/**
 * A CookieJar over `document.cookie`. Every cookie is set for the whole site (Path=/) with
 * SameSite=Lax, and Secure when the page is served over HTTPS, so a token never travels in clear.
 */
export function createDocumentCookieJar(source: { cookie: string }, secure: boolean): CookieJar {
  const attributes = (maxAgeSeconds: number | undefined) =>
    ['Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : []), ...(maxAgeSeconds === undefined ? [] : [`Max-Age=${maxAgeSeconds}`])].join('; ');
  return {
    read: createDocumentCookieReader(source),
    write(name, value, options = {}) {
      const maxAge = options.maxAgeMs === undefined ? undefined : Math.max(0, Math.floor(options.maxAgeMs / 1000));
      source.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(maxAge)}`;
    },
    remove(name) {
      source.cookie = `${name}=; ${attributes(0)}`;
    },
  };
}

/** A CookieJar in memory, with the same semantics as the browser's for what the shell uses. */
export function createMemoryCookieJar(now: () => number = Date.now): CookieJar & { readonly names: () => string[] } {
  const cookies = new Map<string, { value: string; expiresAt: number | undefined }>();
  const live = (name: string) => {
    const cookie = cookies.get(name);
    if (cookie?.expiresAt !== undefined && cookie.expiresAt <= now()) {
      cookies.delete(name);
      return undefined;
    }
    return cookie;
  };
  return {
    read: (name) => live(name)?.value,
    write(name, value, options = {}) {
      cookies.set(name, { value, expiresAt: options.maxAgeMs === undefined ? undefined : now() + options.maxAgeMs });
    },
    remove(name) {
      cookies.delete(name);
    },
    names: () => [...cookies.keys()].filter((name) => live(name) !== undefined),
  };
}
