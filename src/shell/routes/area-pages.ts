import type { ScreenDefinition } from '../../engine/index.ts';
import { areaPageLoader } from './definition-screen.tsx';
import type { ScreenModule } from './route-screens.ts';
import { createScreenArea } from './screen-area.ts';

/** Every OEM's screen overlays, each its own small chunk; an area loads those of its screens. */
const OVERLAYS = import.meta.glob<unknown>('../../../oem-skins/*/screens/*.json', { import: 'default' });

const pages = new Map<string, (screenId: string) => Promise<ScreenModule>>();

/**
 * The page of a screen of an area, once its definitions are loaded: the same for every area (the
 * engine and the definition page are one shared chunk, each area's definitions its own).
 */
export function areaPage(area: string, definitions: Readonly<Record<string, unknown>>, screenId: string): Promise<ScreenModule> {
  let load = pages.get(area);
  if (!load) {
    load = areaPageLoader(createScreenArea(definitions as Readonly<Record<string, ScreenDefinition>>, OVERLAYS));
    pages.set(area, load);
  }
  return load(screenId);
}
