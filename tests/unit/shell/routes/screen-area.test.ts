import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { SCREEN_AREAS } from 'virtual:screen-areas';
import { LANDED_SCREENS, screenPageLoader } from '../../../../src/shell/routes/route-screens.ts';
import { createScreenArea } from '../../../../src/shell/routes/screen-area.ts';

const screen = (id: string, route: string, title = 'PAGE_HOME') =>
  ({ id, route, title, blocks: { d: { kind: 'actions', buttons: { b: { label: 'SAVE', navigate: { route: 'home' } } } } } }) as unknown as ScreenDefinition;

describe('screen areas', () => {
  it('gives each route its screen, with the overlay of the skin merged in (RFC 7396), and only loads its own screens\' overlays', async () => {
    const other = vi.fn(async () => ({ title: 'X' }));
    const area = createScreenArea(
      { '/s/a.json': screen('alpha', 'manageEnrollments'), '/s/b.json': screen('beta', 'billingProfile') },
      {
        '/oem-skins/genesis/screens/alpha.json': async () => ({ title: 'PAGE_REPORTS', blocks: { d: { title: 'SECTION_DEALER' } } }),
        '/oem-skins/genesis/screens/elsewhere.json': other,
        '/oem-skins/bmwca/screens/beta.json': async () => ({ hidden: true }),
      },
    );
    await area.ready;
    expect(other).not.toHaveBeenCalled();
    expect(area.ids).toEqual(['alpha', 'beta']);
    const genesis = area.screenOf('alpha', 'genesis')!;
    expect(genesis.title).toBe('PAGE_REPORTS');
    expect((genesis.blocks.d as { title?: string; kind: string }).title).toBe('SECTION_DEALER');
    expect(genesis.blocks.d!.kind).toBe('actions');
    expect(area.screenOf('alpha', 'genesis')).toBe(genesis);
    expect(area.screenOf('alpha', 'honda')!.title).toBe('PAGE_HOME');
    expect(area.screenOf('beta', 'bmwca')!.hidden).toBe(true);
    expect(area.screenOf('reports', 'honda')).toBeUndefined();
  });

  it('serves what the studio published instead of the built-in definition and overlay, and the built-in files where nothing is', async () => {
    const area = createScreenArea(
      { '/s/a.json': screen('alpha', 'manageEnrollments'), '/s/b.json': screen('beta', 'billingProfile') },
      { '/oem-skins/genesis/screens/alpha.json': async () => ({ title: 'PAGE_REPORTS' }), '/oem-skins/genesis/screens/beta.json': async () => ({ title: 'PAGE_REPORTS' }) },
    );
    await area.ready;
    const published = {
      bases: new Map<string, unknown>([['alpha', screen('alpha', 'manageEnrollments', 'PAGE_CONTACT_US')]]),
      overlays: new Map<string, unknown>([['honda/alpha', { hidden: true }], ['genesis/beta', { title: 'SECTION_DEALER' }]]),
    };
    expect(area.screenOf('alpha', 'bmwca', published)!.title).toBe('PAGE_CONTACT_US');
    expect(area.screenOf('alpha', 'honda', published)).toMatchObject({ title: 'PAGE_CONTACT_US', hidden: true });
    // The built-in genesis overlay still patches the published base.
    expect(area.screenOf('alpha', 'genesis', published)!.title).toBe('PAGE_REPORTS');
    expect(area.screenOf('beta', 'genesis', published)!.title).toBe('SECTION_DEALER');
    expect(area.screenOf('beta', 'genesis')!.title).toBe('PAGE_REPORTS');
    expect(area.screenOf('alpha', 'honda')!.title).toBe('PAGE_HOME');
  });

  it('refuses two screens for one route', () => {
    expect(() => createScreenArea({ a: screen('a', 'home'), b: screen('b', 'home') }, {})).toThrow(/Two screens for route "home"/);
  });

  it('derives the areas and their routes from the folders of schemas/screens, each route lazily', () => {
    const screens = path.resolve(import.meta.dirname, '../../../../schemas/screens');
    const folders = readdirSync(screens, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(Object.keys(SCREEN_AREAS).sort()).toEqual(folders.sort());
    for (const area of folders) {
      const routes = readdirSync(path.join(screens, area)).map((file) => (JSON.parse(readFileSync(path.join(screens, area, file), 'utf8')) as ScreenDefinition).route);
      expect([...SCREEN_AREAS[area]!.routes].sort()).toEqual(routes.sort());
      for (const file of readdirSync(path.join(screens, area))) {
        const { id, route } = JSON.parse(readFileSync(path.join(screens, area, file), 'utf8')) as ScreenDefinition;
        expect(LANDED_SCREENS.get(id)).toEqual({ id, area, route });
        expect(typeof screenPageLoader(id)).toBe('function');
      }
    }
    expect(SCREEN_AREAS.enrollments!.routes).toContain('addonManageEnrollment');
  });

  it("loads an area's definitions, references resolved, as one module", async () => {
    const { definitions } = await SCREEN_AREAS.enrollments!.load();
    const dwcp = Object.values(definitions).find((definition) => (definition as ScreenDefinition).id === 'dwcpenrollment') as ScreenDefinition;
    expect(dwcp.blocks.enrollment?.kind).toBe('wizard');
    expect(JSON.stringify(dwcp)).not.toContain('fragment:');
  });
});
