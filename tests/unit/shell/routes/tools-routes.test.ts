import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { ROUTE_SCREENS, TOOLS_ROUTES } from '../../../../src/shell/routes/route-screens.ts';
import { ROUTES } from '../../../../src/shell/routes/route-table.ts';

describe('tools area routes', () => {
  it('registers exactly the routes the tools definitions name, each a route of the table, each lazily', () => {
    const folder = path.resolve(import.meta.dirname, '../../../../schemas/screens/tools');
    const routes = readdirSync(folder).map((file) => (JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as ScreenDefinition).route);
    expect([...TOOLS_ROUTES].sort()).toEqual(routes.sort());
    const names = new Set(ROUTES.map((route) => route.name));
    for (const route of routes) {
      expect(names.has(route)).toBe(true);
      expect(typeof ROUTE_SCREENS[route]).toBe('function');
    }
  });
});
