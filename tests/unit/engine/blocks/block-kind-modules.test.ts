import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_KIND_MODULES } from '../../../../src/engine/blocks/kinds.ts';

/**
 * A block kind is one module (issue #10 item 4): everything about it sits in
 * src/engine/blocks/<kind>/, the QA check asks the registered descriptors, and the meta-schema
 * and the registry name the same kinds.
 */
const CHECK_DIR = 'src/engine/definition/check';
const BLOCKS_DIR = 'src/engine/blocks';

interface MetaDef {
  $ref?: string;
  properties?: { kind?: { const?: string; enum?: string[] } };
}

/** The kinds the meta-schema's `Block` admits, read from each branch's `kind` property. */
function metaSchemaKinds(): string[] {
  const meta = JSON.parse(readFileSync('schemas/meta/screen.schema.json', 'utf8')) as { $defs: Record<string, MetaDef & { oneOf?: MetaDef[] }> };
  return (meta.$defs.Block!.oneOf ?? []).flatMap((branch) => {
    const def = meta.$defs[branch.$ref!.split('/').at(-1)!]!;
    const kind = def.properties?.kind;
    return kind?.const !== undefined ? [kind.const] : (kind?.enum ?? []);
  });
}

const registered = Object.keys(BLOCK_KIND_MODULES);

describe('block kinds as modules', () => {
  it('every kind of the meta-schema has a registered module, and every registered kind is in the meta-schema', () => {
    const kinds = metaSchemaKinds();
    expect(kinds.length).toBeGreaterThan(5);
    expect([...registered].sort()).toEqual([...kinds].sort());
  });

  it('each registered kind has its folder with a kind.ts naming a renderer of that folder, loaded lazily', () => {
    for (const kind of registered) {
      const file = join(BLOCKS_DIR, kind, 'kind.ts');
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toMatch(/renderer: \(\) => import\('\.\/[A-Za-z]+\.tsx'\)/);
      expect(typeof BLOCK_KIND_MODULES[kind as keyof typeof BLOCK_KIND_MODULES].renderer).toBe('function');
    }
  });

  it('a kind descriptor imports no React and no renderer statically (the QA check runs without them)', () => {
    for (const kind of registered) {
      const source = readFileSync(join(BLOCKS_DIR, kind, 'kind.ts'), 'utf8');
      const staticImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
      for (const from of staticImports) {
        expect(from.endsWith('.tsx') || from === 'react' || from.startsWith('@mui/'), `${kind}/kind.ts imports ${from}`).toBe(false);
      }
    }
  });

  it('no file of the QA check compares or switches on a block kind name', () => {
    const files = readdirSync(CHECK_DIR).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    const names = registered.join('|');
    const comparison = new RegExp(`kind\\s*[!=]==?\\s*['"\`](${names})['"\`]|['"\`](${names})['"\`]\\s*[!=]==?\\s*[\\w.?]*kind\\b`);
    const kindSwitch = /switch\s*\([^)]*\bkind\s*\)/;
    const offenders = files.flatMap((name) => {
      const source = readFileSync(join(CHECK_DIR, name), 'utf8');
      return [comparison.test(source) ? `${name}: compares a kind name` : '', kindSwitch.test(source) ? `${name}: switches on a kind` : ''].filter(Boolean);
    });
    expect(offenders).toEqual([]);
  });

  it('the test itself would catch a kind switch', () => {
    const names = registered.join('|');
    const comparison = new RegExp(`kind\\s*[!=]==?\\s*['"\`](${names})['"\`]`);
    expect(comparison.test("if (block.kind === 'table') x();")).toBe(true);
    expect(/switch\s*\([^)]*\bkind\s*\)/.test('switch (block.kind) {')).toBe(true);
    expect(comparison.test("typeof record.kind === 'string'")).toBe(false);
  });
});
