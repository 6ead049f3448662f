import { parser } from '@lezer/json';
import type { SyntaxNode, Tree } from '@lezer/common';

/** The text of a JSON string token without its quotes and escapes. */
function stringValue(text: string, node: SyntaxNode): string {
  try {
    return JSON.parse(text.slice(node.from, node.to)) as string;
  } catch {
    return text.slice(node.from + 1, node.to - 1);
  }
}

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Where a JSON pointer lands in a JSON text: the range of the member (its name and value) or array
 * item it names, or of the deepest one that exists (a missing member is reported on the object
 * that lacks it). Works on CodeMirror's JSON syntax tree, so a text with a syntax error still maps
 * the parts that parse.
 */
export function pointerRange(text: string, pointer: string, tree: Tree = parser.parse(text)): { from: number; to: number } {
  let node: SyntaxNode | null = tree.topNode.firstChild;
  if (!node) return { from: 0, to: Math.min(text.length, 1) };
  let range = { from: node.from, to: node.to };
  const tokens = pointer === '' ? [] : pointer.slice(1).split('/').map(unescape);
  for (const token of tokens) {
    if (!node) break;
    let next: SyntaxNode | null = null;
    if (node.name === 'Object') {
      for (let property = node.getChild('Property'); property; property = property.nextSibling) {
        if (property.name !== 'Property') continue;
        const name = property.getChild('PropertyName');
        if (name && stringValue(text, name) === token) {
          range = { from: property.from, to: property.to };
          next = property.lastChild && property.lastChild !== name ? property.lastChild : null;
          break;
        }
      }
    } else if (node.name === 'Array') {
      const items = childValues(node);
      const item = items[Number(token)];
      if (item) {
        range = { from: item.from, to: item.to };
        next = item;
      }
    }
    if (!next) break;
    node = next;
  }
  return range;
}

function childValues(array: SyntaxNode): SyntaxNode[] {
  const values: SyntaxNode[] = [];
  for (let child = array.firstChild; child; child = child.nextSibling) {
    if (!['[', ']', ','].includes(child.name)) values.push(child);
  }
  return values;
}

/** The 1-based line of a text position. */
export function lineOf(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}
