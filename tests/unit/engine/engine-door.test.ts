// src/engine/index.ts is the engine's only door (DESIGN §3): the app and the benchmarks import
// nothing else of it, Node tools only its React-free door tooling.ts, shell parts on every page
// its light door light.ts (messages and call errors, no renderer), and the engine imports
// nothing of the shell (what it needs comes in through ScreenRenderer's environment).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const ENGINE = path.join(root, 'src/engine');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every relative module specifier of a file (import/export … from, import(), import.meta.glob), resolved. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier));
}

const rel = (file: string) => path.relative(root, file);

describe('the engine door', () => {
  it('the app, scripts and benchmarks reach the engine only through index.ts (tools: tooling.ts; light.ts)', () => {
    const outside = [...sourceFiles(path.join(root, 'src')).filter((f) => !f.startsWith(ENGINE + path.sep)), ...sourceFiles(path.join(root, 'scripts')), ...sourceFiles(path.join(root, 'bench'))];
    const doors = new Set([path.join(ENGINE, 'index.ts'), path.join(ENGINE, 'tooling.ts'), path.join(ENGINE, 'light.ts')]);
    const wrong = outside.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(ENGINE + path.sep) && !doors.has(target))
        .map((target) => `${rel(file)} → ${rel(target)}`),
    );
    expect(wrong).toEqual([]);
    expect(outside.length).toBeGreaterThan(100);
  });

  it('the engine imports nothing of the shell', () => {
    const shell = path.join(root, 'src/shell');
    const wrong = sourceFiles(ENGINE).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(shell + path.sep))
        .map((target) => `${rel(file)} → ${rel(target)}`),
    );
    expect(wrong).toEqual([]);
  });

  it('sees an import that goes around the door', () => {
    const probe = path.join(root, 'src/shell/routes/definition-screen.tsx');
    expect(importsOf(probe).some((target) => target === path.join(ENGINE, 'index.ts'))).toBe(true);
  });
});
