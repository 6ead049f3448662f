import { Fragment, type ReactNode } from 'react';
import { CMS_TEXT_TAGS, isSafeCmsHref } from '../rules/cms-text-policy.ts';

const ALLOWED = new Set<string>(CMS_TEXT_TAGS);
/** Elements whose content is code or styling, dropped with it. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math']);

/**
 * CMS content as React nodes, never as innerHTML. Editors paste plain text and the CMS server
 * sanitizes what it stores, so most content is text: it renders as text, line breaks kept.
 * Content with markup is parsed by DOMParser, whose document is inert (no script runs, no
 * image loads), and rebuilt element by element from the policy the server cleans with
 * (src/rules/cms-text-policy.ts): no attributes but a link's href, and only the policy's
 * schemes and same-site paths. A server bug or a poisoned draft therefore still cannot inject
 * script or styles: the second line of defence does not trust the first. (No DOMPurify in the
 * project; this allowlist rebuild is the browser half of the server's sanitizer contract.)
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
  if (DROPPED.has(tag)) return null;
  if (tag === 'br') return <br />;
  if (tag === 'hr') return <hr />;
  const children = convert(element.childNodes);
  if (!ALLOWED.has(tag)) return <>{children}</>;
  if (tag === 'a') {
    const href = (element.getAttribute('href') ?? '').trim();
    if (!isSafeCmsHref(href)) return <>{children}</>;
    const external = /^https?:/i.test(href);
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  const Tag = tag as 'p';
  return <Tag>{children}</Tag>;
}
