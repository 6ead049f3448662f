/**
 * CMS content is edited as plain text (portal-shell §4.3 "Editors paste as plain text"): the
 * editable shows a block's text without markup, reads back what was typed with line breaks
 * kept, and inserts pasted or dropped content as text only, whatever the clipboard held.
 */

/** Elements a browser's contentEditable (or stored markup) uses to start a new line. */
const LINE_ELEMENTS = new Set(['DIV', 'P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'UL', 'OL']);

/** The text of a node as a reader sees its lines: `<br>` and line elements become line breaks. */
export function textWithLineBreaks(root: Node): string {
  let text = '';
  const visit = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        text += child.textContent ?? '';
      } else if (child.nodeName === 'BR') {
        text += '\n';
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const line = LINE_ELEMENTS.has(child.nodeName);
        if (line && text !== '' && !text.endsWith('\n')) text += '\n';
        visit(child);
        if (line && !text.endsWith('\n')) text += '\n';
      }
    }
  };
  visit(root);
  // Browsers type non-breaking spaces for runs of spaces; stored text wants plain ones.
  return text.replace(/\u00a0/g, ' ').trim();
}

/** A block's stored content (text, or text with a little markup) as the plain text to edit. */
export function plainTextOf(content: string): string {
  if (!/[<&]/.test(content)) return content;
  const parsed = new DOMParser().parseFromString(`<body>${content}</body>`, 'text/html');
  return textWithLineBreaks(parsed.body);
}

/** Single-line texts (headers, teasers, questions, items) keep pasted lines as one. */
export const asSingleLine = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ');

/**
 * Inserts text at the caret of an editable element, replacing the selection. The browser's
 * insertText command keeps undo working; where it is missing, the selection is edited directly.
 */
export function insertPlainText(element: HTMLElement, text: string): void {
  const doc = element.ownerDocument;
  if (typeof doc.execCommand === 'function' && doc.execCommand('insertText', false, text)) return;
  const selection = doc.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (!selection || !range || !element.contains(range.commonAncestorContainer)) {
    element.append(doc.createTextNode(text));
    return;
  }
  range.deleteContents();
  const node = doc.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}
