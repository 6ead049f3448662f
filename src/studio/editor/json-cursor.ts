import type { SyntaxNode, Tree } from '@lezer/common';

/** A member or item on the way from the root to the cursor. */
export type PathStep = string | number;

/** Where the cursor is in a JSON text: in a member's name or in a string value, and on which path. */
export interface JsonCursor {
  readonly kind: 'key' | 'value';
  /** Path of the member or item the string names or is (for a key: the path of its object). */
  readonly path: readonly PathStep[];
  /** The string token under the cursor (quotes included). */
  readonly from: number;
  readonly to: number;
  /** The text typed so far inside the quotes, up to the cursor. */
  readonly typed: string;
  /** The objects enclosing the cursor, innermost first, as syntax nodes (to read sibling members). */
  readonly objects: readonly SyntaxNode[];
}

const quoted = (text: string, node: SyntaxNode) => {
  try {
    return JSON.parse(text.slice(node.from, node.to)) as string;
  } catch {
    return text.slice(node.from + 1, node.to - 1);
  }
};

/** The value node of a member (after its name and colon), if it has one. */
function memberValue(property: SyntaxNode): SyntaxNode | null {
  const last = property.lastChild;
  return last && last.name !== 'PropertyName' && last.name !== ':' ? last : null;
}

/** The name of a member, or undefined. */
export function memberName(text: string, property: SyntaxNode): string | undefined {
  const name = property.getChild('PropertyName');
  return name ? quoted(text, name) : undefined;
}

/** The string value of a member of an object, e.g. the `operationId` beside a `body`. */
export function stringMember(text: string, object: SyntaxNode, name: string): string | undefined {
  for (const property of object.getChildren('Property')) {
    if (memberName(text, property) !== name) continue;
    const value = memberValue(property);
    return value?.name === 'String' ? quoted(text, value) : undefined;
  }
  return undefined;
}

/** The object value of a member, if it is one. */
export function objectMember(text: string, object: SyntaxNode, name: string): SyntaxNode | undefined {
  for (const property of object.getChildren('Property')) {
    if (memberName(text, property) === name) {
      const value = memberValue(property);
      return value?.name === 'Object' ? value : undefined;
    }
  }
  return undefined;
}

/** Where in the JSON the string at `position` sits; undefined outside a string. */
export function jsonCursorAt(text: string, tree: Tree, position: number): JsonCursor | undefined {
  const token = tree.resolveInner(position, -1);
  if (token.name !== 'String' && token.name !== 'PropertyName') return undefined;
  const typed = text.slice(token.from + 1, Math.max(token.from + 1, position));
  const kind = token.name === 'PropertyName' ? 'key' : 'value';
  const path: PathStep[] = [];
  const objects: SyntaxNode[] = [];
  let child: SyntaxNode = token;
  for (let node = token.parent; node; child = node, node = node.parent) {
    if (node.name === 'Property') {
      // A key names its object; a value is the member itself.
      if (!(child === token && kind === 'key')) path.unshift(memberName(text, node) ?? '');
    } else if (node.name === 'Array') {
      let index = 0;
      for (let item = node.firstChild; item && item !== child; item = item.nextSibling) if (!['[', ']', ','].includes(item.name)) index++;
      path.unshift(index);
    } else if (node.name === 'Object') {
      objects.push(node);
    }
  }
  return { kind, path, from: token.from, to: token.to, typed, objects };
}
