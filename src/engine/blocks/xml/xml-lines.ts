/**
 * An XML text as indented lines of typed tokens, for a highlighted read-only view. The text is
 * parsed by the browser's DOMParser as XML (a data document: no script runs, nothing is
 * fetched) and only read; the tokens are plain strings the renderer puts into text nodes, so no
 * part of the document ever becomes markup of the page. Text that is not well-formed XML comes
 * back as its own lines, unhighlighted, with `wellFormed: false`.
 */
export type XmlTokenKind = 'punctuation' | 'tag' | 'attribute' | 'value' | 'text' | 'comment' | 'declaration';

export interface XmlToken {
  readonly kind: XmlTokenKind;
  readonly text: string;
}

export interface XmlLine {
  readonly depth: number;
  readonly tokens: readonly XmlToken[];
}

export interface XmlView {
  readonly wellFormed: boolean;
  readonly lines: readonly XmlLine[];
}

// Node types of the DOM (Node.ELEMENT_NODE …), as numbers so this module needs no DOM globals to load.
const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;
const COMMENT = 8;

const XML_DECLARATION = /^\s*(<\?xml[^?]*\?>)/;

const token = (kind: XmlTokenKind, text: string): XmlToken => ({ kind, text });

/** Attribute values and text shown as XML writes them, so the view reads like the document. */
const escapeValue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function openTag(element: Element, selfClosing: boolean): XmlToken[] {
  const tokens: XmlToken[] = [token('punctuation', '<'), token('tag', element.tagName)];
  for (const attribute of Array.from(element.attributes)) {
    tokens.push(token('text', ' '), token('attribute', attribute.name), token('punctuation', '="'), token('value', escapeValue(attribute.value)), token('punctuation', '"'));
  }
  tokens.push(token('punctuation', selfClosing ? '/>' : '>'));
  return tokens;
}

const closeTag = (element: Element): XmlToken[] => [token('punctuation', '</'), token('tag', element.tagName), token('punctuation', '>')];

function nodeLines(node: Node, depth: number, lines: XmlLine[]): void {
  switch (node.nodeType) {
    case ELEMENT: {
      const element = node as Element;
      const children = Array.from(element.childNodes).filter((child) => !(child.nodeType === TEXT && (child.nodeValue ?? '').trim() === ''));
      if (children.length === 0) {
        lines.push({ depth, tokens: openTag(element, true) });
      } else if (children.length === 1 && children[0]!.nodeType === TEXT) {
        lines.push({ depth, tokens: [...openTag(element, false), token('text', escapeText((children[0]!.nodeValue ?? '').trim())), ...closeTag(element)] });
      } else {
        lines.push({ depth, tokens: openTag(element, false) });
        for (const child of children) nodeLines(child, depth + 1, lines);
        lines.push({ depth, tokens: closeTag(element) });
      }
      return;
    }
    case TEXT:
      lines.push({ depth, tokens: [token('text', escapeText((node.nodeValue ?? '').trim()))] });
      return;
    case CDATA:
      lines.push({ depth, tokens: [token('punctuation', '<![CDATA['), token('text', node.nodeValue ?? ''), token('punctuation', ']]>')] });
      return;
    case COMMENT:
      lines.push({ depth, tokens: [token('comment', `<!--${node.nodeValue ?? ''}-->`)] });
      return;
    case PROCESSING_INSTRUCTION: {
      const instruction = node as ProcessingInstruction;
      lines.push({ depth, tokens: [token('declaration', `<?${instruction.target} ${instruction.data}?>`)] });
      return;
    }
    default:
      return;
  }
}

export function xmlLines(text: string, parser: DOMParser = new DOMParser()): XmlView {
  const raw = (): XmlView => ({ wellFormed: false, lines: text.split(/\r?\n/).map((line) => ({ depth: 0, tokens: [token('text', line)] })) });
  let document: Document;
  try {
    document = parser.parseFromString(text, 'application/xml');
  } catch {
    return raw();
  }
  if (document.getElementsByTagName('parsererror').length > 0) return raw();
  const lines: XmlLine[] = [];
  const declaration = XML_DECLARATION.exec(text);
  if (declaration) lines.push({ depth: 0, tokens: [token('declaration', declaration[1]!)] });
  for (const child of Array.from(document.childNodes)) nodeLines(child, 0, lines);
  return { wellFormed: true, lines };
}
