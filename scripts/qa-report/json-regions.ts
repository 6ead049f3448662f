/**
 * JSON pointer → line and column of a definition file, for SARIF regions (code hosts annotate
 * the line). jsonc-parser keeps offsets of every node; a pointer that goes past the file (into
 * a contract schema a `$ref` brought in) lands on the deepest node the file has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { Locate, SourceRegion } from '../../src/engine/tooling.ts';

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function position(starts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

export function jsonLocator(root: string): Locate {
  const cache = new Map<string, { tree: Node | undefined; starts: number[] } | null>();
  return (file, pointer) => {
    if (!cache.has(file)) {
      try {
        const text = readFileSync(path.join(root, file), 'utf8');
        cache.set(file, { tree: parseTree(text), starts: lineStarts(text) });
      } catch {
        cache.set(file, null);
      }
    }
    const parsed = cache.get(file);
    if (!parsed?.tree) return undefined;
    const tokens = pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: Node | undefined;
    for (let n = tokens.length; n >= 0 && !node; n--) {
      node = findNodeAtLocation(parsed.tree, tokens.slice(0, n).map((t) => (/^\d+$/.test(t) ? Number(t) : t)));
    }
    if (!node) return undefined;
    // A property's value is the node; its key line is where a reader looks.
    const start = node.parent?.type === 'property' ? node.parent.offset : node.offset;
    const end = node.offset + node.length;
    const from = position(parsed.starts, start);
    const to = position(parsed.starts, end);
    const region: SourceRegion = { startLine: from.line, startColumn: from.column, endLine: to.line, endColumn: to.column };
    return region;
  };
}
