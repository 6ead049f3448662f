/**
 * What the portal's own code uses, by a static scan of src/ (the QA report's config coverage):
 * the contract operations the shell and engine call through the typed clients
 * (`client.GET('/api/…')`, matched to the contract by method and path) or by id through a data
 * provider (`provider.call('listSavedViews')`, as the studio and the engine's blocks do), the
 * routes the shell serves with pages of its own, and every string literal (a catalogue key named
 * in code is used).
 * A scan, not a type analysis: a key built at run time (`STATUS_${code}`) is not seen, which is
 * why unused keys are information, not warnings.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CodeUsage, ContractShape } from '../../src/engine/tooling.ts';

const CALL = /\.(GET|POST|PUT|PATCH|DELETE)\(\s*(['"`])([^'"`]+)\2/g;
/** `data.call('operationId'` or `provider.call<Type>('operationId'` (a type argument holds no parenthesis). */
const CALL_BY_ID = /\.call(?:<[^()]*?>)?\(\s*(['"`])([A-Za-z][A-Za-z0-9]*)\1/g;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$\\]*)`/g;

function sourceFiles(dir: string, skip: (full: string) => boolean): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (skip(full)) return [];
      if (statSync(full).isDirectory()) return sourceFiles(full, skip);
      return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
    });
}

/** Route names in a `new Set([...])` or as `name: () => import(...)` keys of a shell file. */
function routeNamesIn(text: string): string[] {
  const builtIn = /const BUILT_IN = new Set\(\[([^\]]*)\]\)/.exec(text)?.[1] ?? '';
  const lazy = [...text.matchAll(/^\s*(\w+): \(\) => import\(/gm)].map((m) => m[1]!);
  return [...[...builtIn.matchAll(/'([^']+)'/g)].map((m) => m[1]!), ...lazy];
}

export function scanCodeUsage(root: string, contract: ContractShape): CodeUsage {
  const src = path.join(root, 'src');
  const generated = path.join(src, 'api', 'generated');
  const files = sourceFiles(src, (full) => full === generated);
  const byRoute = new Map(contract.operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op.operationId]));
  const ids = new Set(contract.operations.map((op) => op.operationId));
  const operations = new Map<string, string[]>();
  const strings = new Set<string>();
  const routes = new Set<string>();
  const serverDir = `${path.join(src, 'server')}${path.sep}`;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(root, file).split(path.sep).join('/');
    for (const m of text.matchAll(LITERAL)) strings.add(m[1] ?? m[2] ?? m[3] ?? '');
    // The server answers operations; only the portal's client side calls them.
    if (file.startsWith(serverDir)) continue;
    const called = (id: string | undefined) => {
      if (id) operations.set(id, [...new Set([...(operations.get(id) ?? []), relative])]);
    };
    for (const m of text.matchAll(CALL)) called(byRoute.get(`${m[1]} ${m[3]}`));
    for (const m of text.matchAll(CALL_BY_ID)) called(ids.has(m[2]!) ? m[2] : undefined);
    if (relative === 'src/shell/app/shell-routes.tsx' || relative === 'src/shell/routes/route-screens.ts') routeNamesIn(text).forEach((r) => routes.add(r));
  }
  return { operations, routes, strings };
}
