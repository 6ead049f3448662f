/**
 * The login page's first load carries no MUI (issue #11: login ≤ 120 KB of JavaScript as
 * transferred; MUI and emotion were some 40 KB of its 150). What the entry imports statically is
 * what the browser loads before the first paint, so no module reachable from src/main.tsx by
 * static value imports may import @mui or @emotion; the pages that draw with MUI come through
 * `import()` (the themed layout, the frame, the dialogs). bench:bundle measures the bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ENTRY = path.resolve(import.meta.dirname, '../../../../src/main.tsx');
const MUI = /^@(mui|emotion)\//;

/** The module specifiers `file` imports statically for their values (`import type` and type-only exports are erased). */
function staticValueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly = clause?.isTypeOnly || (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

/** Every package imported from the modules `entry` reaches statically, each with the chain of files that leads to it. */
function firstLoad(entry: string): { files: Set<string>; packages: Map<string, string[]> } {
  const files = new Set<string>();
  const packages = new Map<string, string[]>();
  const visit = (file: string, chain: string[]) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticValueImports(file)) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, [...chain, file]);
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier);
      if (/\.tsx?$/.test(target) && existsSync(target)) visit(target, [...chain, file]);
    }
  };
  visit(entry, []);
  return { files, packages };
}

const relative = (file: string) => path.relative(path.resolve(import.meta.dirname, '../../../..'), file);

describe('the first page’s static imports', () => {
  const { files, packages } = firstLoad(ENTRY);

  it('reach the login page and the shell’s routes (the walk covers what the first load runs)', () => {
    const reached = [...files].map(relative);
    expect(reached).toContain('src/shell/login/login-page.tsx');
    expect(reached).toContain('src/shell/app/shell-routes.tsx');
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['react', 'react-dom/client', 'react-router', 'i18next']));
  });

  it('import no MUI and no emotion', () => {
    const offending = [...packages].filter(([name]) => MUI.test(name)).map(([name, chain]) => `${name} ← ${[...chain].reverse().map(relative).join(' ← ')}`);
    expect(offending).toEqual([]);
  });
});
