import { describe, expect, it } from 'vitest';
import { isLoginPath, isLoginUrl } from '../../../src/api/login-calls.ts';

describe('login calls', () => {
  it.each(['/oauth/token', '/oauth/authorize', '/sso/auth/forgotPassword'])('%s is a login call', (path) => {
    expect(isLoginPath(path)).toBe(true);
  });

  it.each(['/api/sso/user/userData', '/oauth/token/extra', '/api/portal/changePassword'])('%s is not', (path) => {
    expect(isLoginPath(path)).toBe(false);
  });

  it.each([
    ['http://portal.test/oauth/token', 'http://portal.test', true],
    ['http://localhost:5173/oauth/token', '', true],
    ['http://host/cms/oauth/authorize', 'http://host/cms', true],
    ['http://host/cms/api/draft/save', 'http://host/cms', false],
    ['http://host/api/portal/oauth/token', 'http://host', false],
    ['http://host/api/portal/oauth/token', '/api/portal', true],
  ])('%s under base %j → %s', (url, baseUrl, expected) => {
    expect(isLoginUrl(url, baseUrl)).toBe(expected);
  });
});
