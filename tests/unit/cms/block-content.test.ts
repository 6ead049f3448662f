import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanBlockContent, normalizeImageUrl, sanitizeTextContent } from '../../../src/server/handlers/cms/block-content.ts';

describe('block content is cleaned before it is stored', () => {
  it('keeps the formatting a text block needs', () => {
    const rich = '<p>Enroll <strong>today</strong>, <em>or</em> <u>tomorrow</u>:</p><ul><li>one</li><li>two</li></ul><a href="https://example.com/x">link</a>';
    expect(sanitizeTextContent(rich)).toBe(rich);
  });

  it('removes scripts, event handlers, styles and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()" style="background:url(x)">Hi<script>alert(1)</script></p>' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">a</a><a href=" JaVaScRiPt:alert(4)">b</a><iframe src="https://x"></iframe>';
    const clean = sanitizeTextContent(dirty);
    expect(clean).toBe('<p>Hi</p><a>a</a><a>b</a>');
  });

  it('makes a link that opens a new tab safe for the portal window', () => {
    expect(sanitizeTextContent('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes pasted plain text so it stays text', () => {
    expect(sanitizeTextContent('Tom & Jerry say 1 < 2')).toBe('Tom &amp; Jerry say 1 &lt; 2');
    expect(sanitizeTextContent('&lt;script&gt;')).toBe('&lt;script&gt;');
  });

  it('is stable: cleaning clean content changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('<', '>', '&', '"', 'a', 'p', 'b', ' ', '/', '=', 'script', 'onclick', 'href', ':') }), (text) => {
        const once = sanitizeTextContent(text);
        expect(sanitizeTextContent(once)).toBe(once);
        // Inside markup only: the same words as plain text (" onclick=") are harmless, escaped text.
        expect(once).not.toMatch(/<script/i);
        expect(once).not.toMatch(/<[^>]*\son\w+\s*=/i);
        expect(once).not.toMatch(/<[^>]*href\s*=\s*["']?\s*javascript:/i);
      }),
    );
  });
});

describe('an IMAGE block holds an image URL', () => {
  it('accepts empty, a server path or an http(s) URL', () => {
    expect(normalizeImageUrl('')).toBe('');
    expect(normalizeImageUrl(' /cms/api/media/files/a.svg ')).toBe('/cms/api/media/files/a.svg');
    expect(normalizeImageUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
  });

  it('refuses script and data URLs, protocol-relative URLs and markup', () => {
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', '//evil.example/x.png', '/x.png" onerror="alert(1)', 'ftp://x/y.png']) {
      expect(normalizeImageUrl(url)).toBeNull();
    }
    expect(cleanBlockContent('IMAGE', 'javascript:alert(1)')).toMatchObject({ ok: false });
  });

  it('cleans every other kind as rich text', () => {
    expect(cleanBlockContent('FAQ_ANSWER', '<b onmouseover="x()">Yes</b>')).toEqual({ ok: true, content: '<b>Yes</b>' });
  });
});
