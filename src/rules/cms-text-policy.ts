/**
 * The markup a CMS text block may carry: the CMS server cleans stored content down to it
 * (sanitize-html) and the browser rebuilds shown content from it (no innerHTML), so a block
 * looks the same wherever it is drawn and the browser never trusts the server alone. Editors
 * paste plain text; markup is for content that arrives with a little formatting.
 */

/** Elements kept; any other element keeps only its text. */
export const CMS_TEXT_TAGS = [
  'p', 'br', 'span', 'div', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'small', 'mark',
  'ul', 'ol', 'li', 'a', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr',
] as const;

/** URL schemes a link may use; besides them only same-site paths (`/…`, never `//…`). */
export const CMS_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Whether a link target is one the policy keeps. */
export function isSafeCmsHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && (CMS_LINK_SCHEMES as readonly string[]).includes(scheme);
}
