import { describe, expect, it } from 'vitest';
import { signedOutDestination } from '../../../../src/shell/routes/signed-out-destination.ts';

describe('where a signed-out visitor goes (portal-shell §2.2)', () => {
  it.each([
    ['portal.example.com', 'portal.example.com', '/nnanetLogout'],
    ['Portal.Example.com:443', 'portal.example.com', '/nnanetLogout'],
    ['staging.example.com', 'portal.example.com', '/login'],
    ['127.0.0.1:8080', 'portal.example.com', '/login'],
    ['127.0.0.1:8080', undefined, '/login'],
    ['portal.example.com', '', '/login'],
  ])('on host %s with production host %j → %s', (host, production, expected) => {
    expect(signedOutDestination(host, production)).toBe(expected);
  });
});
