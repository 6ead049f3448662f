/**
 * Resolves the references of screen definitions, OEM screen overlays and fragments at build
 * time: an import of one of those JSON files yields it with every `contract#…` and
 * `fragment:…` reference replaced (src/engine/definition/refs), so the browser gets each
 * screen's own, self-contained schemas and never downloads the contract (about 400 kB of YAML
 * for 100 operations), and a screen renders with no extra round trip. The QA check resolves
 * with the same function, so what it passes is what the browser runs.
 *
 * It also serves the areas (screen-areas-module.ts): `virtual:screen-areas`, every area's
 * route names, and `virtual:screen-area/<area>`, an area's definitions as one lazy chunk.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RefSources } from '../../src/engine/tooling.ts';
import { loadRefSources, REPOSITORY_ROOT, resolvedDefinition } from './definition-sources.ts';
import { areaModule, areasModule, screenAreas } from './screen-areas-module.ts';

const AREAS_ID = 'virtual:screen-areas';
const AREA_PREFIX = 'virtual:screen-area/';
const SCREENS_DIR = path.join(REPOSITORY_ROOT, 'schemas/screens');

const DEFINITION_FILE = /\/(schemas\/screens\/[^/]+|schemas\/fragments|oem-skins\/[^/]+\/screens)\/[^/]+\.json$/;

export function screenDefinitions(): Plugin {
  let sources: Promise<RefSources> | undefined;
  return {
    name: 'smartportal:screen-definitions',
    enforce: 'pre',
    resolveId(id) {
      return id === AREAS_ID || id.startsWith(AREA_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${AREAS_ID}`) {
        return areasModule(screenAreas(SCREENS_DIR), (area) => `${AREA_PREFIX}${area}`);
      }
      if (id.startsWith(`\0${AREA_PREFIX}`)) {
        const name = id.slice(AREA_PREFIX.length + 1);
        const area = screenAreas(SCREENS_DIR).find((candidate) => candidate.area === name);
        if (!area) throw new Error(`no screen area "${name}" under schemas/screens/`);
        return areaModule(area);
      }
      return null;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!.split(path.sep).join('/');
      if (!DEFINITION_FILE.test(file)) return null;
      sources ??= loadRefSources();
      this.addWatchFile(path.join(REPOSITORY_ROOT, 'openapi'));
      this.addWatchFile(path.join(REPOSITORY_ROOT, 'schemas/fragments'));
      const value = resolvedDefinition(JSON.parse(code), await sources, path.relative(REPOSITORY_ROOT, file));
      return { code: JSON.stringify(value), map: null };
    },
    watchChange(id) {
      // A changed contract or fragment changes what every definition resolves to.
      if (/\/(openapi|schemas\/fragments)\//.test(id.split(path.sep).join('/'))) sources = undefined;
    },
  };
}
