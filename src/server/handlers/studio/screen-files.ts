/**
 * The built-in files the studio edits, read from the repository on each call (so a definition
 * added to schemas/screens shows without a restart): every screen definition, and per layer the
 * path of its file (`base`: the definition; an OEM: oem-skins/<oem>/screens/<screenId>.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonFiles, repositoryPath } from '../../../../scripts/screen-definitions/check-inputs.ts';
import { PROJECT_ROOT } from '../../server-config.ts';
import { SCREEN_CONFIG_LAYERS, type ScreenConfigLayer } from '../../db/vocabulary.ts';

export const SCREENS_DIR = path.join(PROJECT_ROOT, 'schemas/screens');

/** The OEM skins a screen can have an overlay for. */
export const OEM_LAYERS = SCREEN_CONFIG_LAYERS.filter((layer): layer is Exclude<ScreenConfigLayer, 'base'> => layer !== 'base');
export type OemLayer = (typeof OEM_LAYERS)[number];

export interface ScreenFile {
  screenId: string;
  /** Folder under schemas/screens: the business area. */
  area: string;
  /** Repository path of the definition. */
  file: string;
  source: string;
}

/** Every screen definition of the repository, by area then id. */
export function screenFiles(): ScreenFile[] {
  return jsonFiles(SCREENS_DIR)
    .map((full) => ({
      screenId: path.basename(full, '.json'),
      area: path.relative(SCREENS_DIR, path.dirname(full)).split(path.sep).join('/'),
      file: repositoryPath(full),
      source: readFileSync(full, 'utf8'),
    }))
    .sort((a, b) => a.area.localeCompare(b.area) || a.screenId.localeCompare(b.screenId));
}

/** Repository path of a layer's file (where it would be when there is none). */
export function layerFile(screen: ScreenFile, layer: ScreenConfigLayer, oemSkinsDir: string): string {
  return layer === 'base' ? screen.file : repositoryPath(path.join(oemSkinsDir, layer, 'screens', `${screen.screenId}.json`));
}

/** The text of a layer's built-in file, or null when the repository has none. */
export function builtInSource(screen: ScreenFile, layer: ScreenConfigLayer, oemSkinsDir: string): string | null {
  if (layer === 'base') return screen.source;
  const full = path.join(oemSkinsDir, layer, 'screens', `${screen.screenId}.json`);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
}
