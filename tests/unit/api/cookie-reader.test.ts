import { describe, expect, it } from 'vitest';
import { createDocumentCookieReader } from '../../../src/api/cookie-reader.ts';
import { IMPERSONATION_COOKIE_NAME, readImpersonatedLogin } from '../../../src/api/impersonation-cookie.ts';

describe('document cookie reader', () => {
  it('finds a cookie by exact name among others and decodes it', () => {
    const doc = { cookie: `theme=dark; ${IMPERSONATION_COOKIE_NAME}x=nope; ${IMPERSONATION_COOKIE_NAME}=dealer%40acme; lang=fr` };
    expect(createDocumentCookieReader(doc)(IMPERSONATION_COOKIE_NAME)).toBe('dealer@acme');
  });

  it('reads the live value on every call', () => {
    const doc = { cookie: '' };
    const read = createDocumentCookieReader(doc);
    expect(read('token')).toBeUndefined();
    doc.cookie = 'token=abc';
    expect(read('token')).toBe('abc');
  });

  it('keeps "=" inside the value, strips quotes, and keeps a value that is not percent-encoding', () => {
    const read = createDocumentCookieReader({ cookie: 'a=x=y; b="quoted"; c=100%' });
    expect(read('a')).toBe('x=y');
    expect(read('b')).toBe('quoted');
    expect(read('c')).toBe('100%');
  });

  it('treats an absent or blank impersonation cookie as not impersonating', () => {
    expect(readImpersonatedLogin(() => undefined)).toBeUndefined();
    expect(readImpersonatedLogin(() => ' ')).toBeUndefined();
    expect(readImpersonatedLogin((name) => (name === IMPERSONATION_COOKIE_NAME ? ' dealer1 ' : undefined))).toBe('dealer1');
  });
});
