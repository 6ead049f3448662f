import { Fragment, type ReactNode } from 'react';

/** Elements CMS text may use; everything else keeps only its text. */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span']);
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/**
 * CMS content as React nodes, never as innerHTML. Editors paste plain text and the server
 * sanitizes what it stores, so most content is text: it renders as text, line breaks kept. Older
 * content with a little markup is parsed by DOMParser, whose document is inert (no script runs,
 * no image loads), and rebuilt element by element from an allowlist: no attributes but a link's
 * href, and only http(s), mailto, tel and same-site hrefs. A server bug or a poisoned draft
 * therefore still cannot inject script or styles: the second line of defence does not trust the
 * first.
 */
export function CmsText({ content }: { content: string }) {
  if (!/[<&]/.test(content)) return <span style={{ whiteSpace: 'pre-line' }}>{content}</span>;
  const parsed = new DOMParser().parseFromString(`<body>${content}</body>`, 'text/html');
  return <span style={{ whiteSpace: 'pre-line' }}>{convert(parsed.body.childNodes)}</span>;
}

function convert(nodes: NodeListOf<ChildNode>): ReactNode[] {
  return Array.from(nodes, (node, index) => <Fragment key={index}>{convertNode(node)}</Fragment>);
}

function convertNode(node: ChildNode): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = convert(element.childNodes);
  if (tag === 'script' || tag === 'style') return null;
  if (!ALLOWED.has(tag)) return <>{children}</>;
  if (tag === 'br') return <br />;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href.trim())) return <>{children}</>;
    const external = /^https?:/i.test(href);
    return (
      <a href={href.trim()} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  const Tag = tag as 'p';
  return <Tag>{children}</Tag>;
}
