/**
 * The screen areas as the file system holds them: every folder of schemas/screens/ is an area,
 * every definition in it a screen whose `route` field names the route that shows it. The Vite
 * plugin serves this as `virtual:screen-areas` (route names only, in the main chunk) and
 * `virtual:screen-area/<area>` (the area's definitions, one lazy chunk per area), so a new area
 * is a new folder and a new screen a new file, with no hand-kept route list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface AreaFiles {
  readonly area: string;
  /** Absolute paths of the definition files, sorted. */
  readonly files: readonly string[];
  /** The `route` of each definition, in file order. */
  readonly routes: readonly string[];
  /** The `id` of each definition, in file order (the studio publishes by id). */
  readonly ids: readonly string[];
}

export function screenAreas(screensDir: string): AreaFiles[] {
  return readdirSync(screensDir)
    .filter((name) => statSync(path.join(screensDir, name)).isDirectory())
    .sort()
    .map((area) => {
      const files = readdirSync(path.join(screensDir, area))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(screensDir, area, name));
      const heads = files.map((file) => {
        const { route, id } = JSON.parse(readFileSync(file, 'utf8')) as { route?: unknown; id?: unknown };
        if (typeof route !== 'string') throw new Error(`${file}: a screen definition names its "route"`);
        if (typeof id !== 'string') throw new Error(`${file}: a screen definition names its "id"`);
        return { route, id };
      });
      return { area, files, routes: heads.map((head) => head.route), ids: heads.map((head) => head.id) };
    });
}

const toImport = (file: string) => JSON.stringify(file.split(path.sep).join('/'));

/** `virtual:screen-areas`: area → its route names, its screen ids (in the same order) and the loader of its chunk. */
export function areasModule(areas: readonly AreaFiles[], areaId: (area: string) => string): string {
  const entries = areas.map(
    ({ area, routes, ids }) => `  ${JSON.stringify(area)}: { routes: ${JSON.stringify(routes)}, ids: ${JSON.stringify(ids)}, load: () => import(${JSON.stringify(areaId(area))}) },`,
  );
  return `export const SCREEN_AREAS = {\n${entries.join('\n')}\n};\n`;
}

/** `virtual:screen-area/<area>`: the area's definition files (references resolved by the plugin's transform), by path. */
export function areaModule(area: AreaFiles): string {
  const imports = area.files.map((file, index) => `import d${index} from ${toImport(file)};`);
  const entries = area.files.map((file, index) => `  ${toImport(file)}: d${index},`);
  return `${imports.join('\n')}\nexport const definitions = {\n${entries.join('\n')}\n};\n`;
}
