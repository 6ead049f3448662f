/**
 * No import circle in src/server: a circle makes the load order decide what a module sees
 * (an import undefined at start), and it means two folders each know the other, so neither can
 * be understood or moved alone. Type-only imports count too: they are the same knot in the
 * design. Imports are read with the TypeScript compiler's own pre-processor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../../../src/server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Relative imports (static, dynamic and `export … from`) of each file, resolved to files of the folder. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => path.resolve(path.dirname(file), name))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every knot of files that import each other, round and round (strongly connected components, Tarjan), each sorted. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = graph.get(node)?.includes(node) ?? false;
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('imports in src/server', () => {
  it('finds a circle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(importCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('reads type-only, re-export and dynamic imports', () => {
    const files = sourceFiles(SERVER);
    const graph = importGraph(files);
    const relative = (file: string) => path.relative(SERVER, file);
    const importsOf = (file: string) => (graph.get(path.join(SERVER, file)) ?? []).map(relative);
    // auth-runtime imports the Clock type only; handlers/index.ts re-exports kernel types.
    expect(importsOf('auth/auth-runtime.ts')).toContain('kernel/clock.ts');
    expect(importsOf('handlers/index.ts')).toContain('kernel/operation-handlers.ts');
  });

  it('has no import circle', () => {
    const cycles = importCycles(importGraph(sourceFiles(SERVER))).map((files) => `files importing each other: ${files.map((file) => path.relative(SERVER, file)).join(', ')}`);
    expect(cycles).toEqual([]);
  });
});
