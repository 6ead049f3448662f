import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Block, ScreenDefinition } from '../../../../src/engine/definition/index.ts';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
type Node = Record<string, unknown>;
const meta = JSON.parse(readFileSync(path.join(root, 'schemas/meta/screen.schema.json'), 'utf8')) as Node & { $defs: Record<string, Node> };
const skinMeta = JSON.parse(readFileSync(path.join(root, 'schemas/meta/skin.schema.json'), 'utf8')) as Node & { $defs: Record<string, Node> };

describe('definition types come from the meta-schema', () => {
  it('src/engine/definition/generated.ts is what the meta-schemas generate now', () => {
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/gen-definition-types.ts', '--check'], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('has one block type per kind of the meta-schema', () => {
    const kinds = (meta.$defs.Block?.oneOf as Array<{ $ref: string }>).map((ref) => {
      const name = ref.$ref.split('/').at(-1) as string;
      return ((meta.$defs[name]?.properties as Node).kind as { const: string }).const;
    });
    expect(kinds.sort()).toEqual(['actions', 'chart', 'content', 'detail', 'filters', 'form', 'map', 'modal', 'table', 'video', 'wizard', 'xml']);
    expectTypeOf<Block['kind']>().toEqualTypeOf<'form' | 'table' | 'filters' | 'wizard' | 'modal' | 'content' | 'chart' | 'actions' | 'detail' | 'xml' | 'map' | 'video'>();
    expectTypeOf<ScreenDefinition['blocks'][string]>().toEqualTypeOf<Block>();
  });
});

/** Properties without their own description, following `$ref`s to a described definition. */
function undocumented(schema: Node & { $defs: Record<string, Node> }): string[] {
  const missing: string[] = [];
  const described = (node: unknown): boolean => {
    if (typeof node !== 'object' || node === null) return node === true;
    const n = node as Node;
    if (typeof n.description === 'string' && n.description.length > 0) return true;
    return typeof n.$ref === 'string' && n.$ref.startsWith('#/$defs/') && described(schema.$defs[n.$ref.slice(8)]);
  };
  const walk = (node: unknown, where: string) => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as Node;
    if (typeof n.properties === 'object' && n.properties !== null) {
      for (const [name, prop] of Object.entries(n.properties as Node)) {
        if (!described(prop)) missing.push(`${where}/properties/${name}`);
      }
    }
    // Conditional parts (`if`, `then`, `else`, `not`) only constrain values; the documented shape is elsewhere.
    for (const [key, value] of Object.entries(n)) if (!['if', 'then', 'else', 'not'].includes(key)) walk(value, `${where}/${key}`);
  };
  walk(schema, '#');
  return missing;
}

describe('the meta-schemas explain themselves to an editor', () => {
  it('documents every property of screen.schema.json', () => {
    expect(undocumented(meta)).toEqual([]);
  });

  it('documents every property of skin.schema.json', () => {
    expect(undocumented(skinMeta)).toEqual([]);
  });

  it('documents every definition', () => {
    const bare = Object.entries({ ...meta.$defs }).filter(([, def]) => typeof def.description !== 'string').map(([name]) => name);
    expect(bare).toEqual([]);
  });
});
