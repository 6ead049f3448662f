/**
 * Block content is cleaned before it is stored, so whatever renders it later cannot run code.
 * Text blocks keep the formatting a CMS text block needs (emphasis, paragraphs, lists, links,
 * headings: src/rules/cms-text-policy.ts, which the browser's renderer shares); scripts, event
 * handlers, styles and javascript: URLs are removed. An IMAGE
 * block's content is the image's URL, which must be a path on this server or an http(s) URL.
 */
import sanitizeHtml from 'sanitize-html';
import type { CmsBlockType } from '../../db/vocabulary.ts';
import { CMS_LINK_SCHEMES, CMS_TEXT_TAGS } from '../../../rules/cms-text-policy.ts';

const TEXT_BLOCK_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...CMS_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
  allowedSchemes: [...CMS_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab must not hand the portal's window to the linked page.
  transformTags: {
    a: (tagName, attribs) => {
      const opensNewTab = attribs.target === '_blank';
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: opensNewTab ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** Clean rich text of a text-like block (everything but IMAGE). Applying it twice changes nothing more. */
export function sanitizeTextContent(content: string): string {
  return sanitizeHtml(content, TEXT_BLOCK_POLICY);
}

/**
 * An image URL as a block may hold it: empty (no image yet), a path on this server, or an
 * absolute http(s) URL. Anything else (javascript:, data:, protocol-relative) is refused: null.
 */
export function normalizeImageUrl(content: string): string | null {
  const url = content.trim();
  if (url === '') return '';
  if (/[\s"'<>\\]/.test(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export type CleanContent = { ok: true; content: string } | { ok: false; message: string };

/** The content to store for a block of this type, or why it cannot be stored. */
export function cleanBlockContent(type: CmsBlockType, content: string): CleanContent {
  if (type === 'IMAGE') {
    const url = normalizeImageUrl(content);
    return url === null
      ? { ok: false, message: 'An image block holds the URL of an uploaded image (a path on this server or an http(s) URL).' }
      : { ok: true, content: url };
  }
  return { ok: true, content: sanitizeTextContent(content) };
}
