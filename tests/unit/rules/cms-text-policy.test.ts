import { describe, expect, it } from 'vitest';
import { isSafeCmsHref } from '../../../src/rules/cms-text-policy.ts';

describe('CMS link policy (server sanitizer and browser renderer)', () => {
  it.each(['https://example.com/a', 'http://example.com', 'mailto:support@example.com', 'tel:+18885550100', '/howToEnroll', ' /contactus '])(
    'keeps %s',
    (href) => expect(isSafeCmsHref(href)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', '/\\evil.example', 'vbscript:x', 'relative/path', ''])(
    'drops %s',
    (href) => expect(isSafeCmsHref(href)).toBe(false),
  );
});
