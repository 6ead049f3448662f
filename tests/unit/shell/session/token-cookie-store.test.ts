import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE_LIFETIME_MS } from '../../../../src/constants.ts';
import { createDocumentCookieJar, createMemoryCookieJar } from '../../../../src/shell/session/cookie-jar.ts';
import { createTokenCookieStore, TOKEN_COOKIE_NAME } from '../../../../src/shell/session/token-cookie-store.ts';

function clock(start = Date.UTC(2026, 0, 5, 9)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the token cookie (portal-shell §9: 24 hours)', () => {
  it('keeps the tokens for TOKEN_COOKIE_LIFETIME_MS, then forgets them', () => {
    const time = clock();
    const store = createTokenCookieStore(createMemoryCookieJar(time.now), time.now);
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    time.advance(TOKEN_COOKIE_LIFETIME_MS - 1);
    expect(store.getAccessToken()).toBe('a1');
    expect(store.getRefreshToken()).toBe('r1');
    time.advance(1);
    expect(store.getAccessToken()).toBeUndefined();
    expect(store.getRefreshToken()).toBeUndefined();
  });

  it('counts the lifetime from sign-in: a refresh replaces the tokens, not the expiry', () => {
    const time = clock();
    const store = createTokenCookieStore(createMemoryCookieJar(time.now), time.now);
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    time.advance(TOKEN_COOKIE_LIFETIME_MS - 1000);
    store.set({ accessToken: 'a2', refreshToken: 'r2' });
    expect(store.getAccessToken()).toBe('a2');
    time.advance(1000);
    expect(store.getAccessToken()).toBeUndefined();
  });

  it('starts a new 24 hours after clear() (a new sign-in)', () => {
    const time = clock();
    const store = createTokenCookieStore(createMemoryCookieJar(time.now), time.now);
    store.set({ accessToken: 'a1' });
    time.advance(TOKEN_COOKIE_LIFETIME_MS - 10);
    store.clear();
    expect(store.getAccessToken()).toBeUndefined();
    store.set({ accessToken: 'b1' });
    time.advance(TOKEN_COOKIE_LIFETIME_MS - 1);
    expect(store.getAccessToken()).toBe('b1');
  });

  it('treats a cookie it did not write as no session', () => {
    const jar = createMemoryCookieJar();
    jar.write(TOKEN_COOKIE_NAME, 'not json');
    expect(createTokenCookieStore(jar).getAccessToken()).toBeUndefined();
    jar.write(TOKEN_COOKIE_NAME, JSON.stringify({ a: 5 }));
    expect(createTokenCookieStore(jar).getAccessToken()).toBeUndefined();
  });

  it('writes a site-wide cookie with Max-Age of 24 hours, Secure over HTTPS', () => {
    const written: string[] = [];
    const page = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    createTokenCookieStore(createDocumentCookieJar(page, true), () => 0).set({ accessToken: 'a;b', refreshToken: 'r' });
    expect(written).toHaveLength(1);
    const [pair, ...attributes] = written[0]!.split('; ');
    expect(pair!.startsWith(`${TOKEN_COOKIE_NAME}=`)).toBe(true);
    expect(pair).not.toContain(';');
    expect(attributes).toEqual(['Path=/', 'SameSite=Lax', 'Secure', `Max-Age=${TOKEN_COOKIE_LIFETIME_MS / 1000}`]);
  });

  it('reads back what the document cookie jar wrote (encoded value)', () => {
    let cookie = '';
    const page = {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        cookie = value.split('; ')[0]!;
      },
    };
    const store = createTokenCookieStore(createDocumentCookieJar(page, false));
    store.set({ accessToken: 'token with ; and =', refreshToken: 'r=1' });
    expect(store.getAccessToken()).toBe('token with ; and =');
    expect(store.getRefreshToken()).toBe('r=1');
  });
});
