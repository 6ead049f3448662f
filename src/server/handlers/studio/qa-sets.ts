/**
 * The definitions a QA report checks, read the way `npm run check:schemas` reads them
 * (collectCheckSet over schemas/screens and oem-skins, every oem-skins/ folder an OEM): the
 * landed files, or what the portal serves (each layer with a published version replaced by it,
 * under its built-in file's name so the report attributes it to the same screen × OEM). Each set
 * comes with a fingerprint of its content: a report is built again only when it changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { collectCheckSet, repositoryPath } from '../../../../scripts/screen-definitions/check-inputs.ts';
import { oemsOf, type CheckIssue, type CheckSet } from '../../../engine/tooling.ts';
import type { ScreenConfigLayer } from '../../db/vocabulary.ts';
import { SCREENS_DIR } from './screen-files.ts';
import type { LayerKey, ServedLayer } from './served-layers.ts';

export type QaDefinitions = 'landed' | 'published';

export interface QaInputs {
  readonly set: CheckSet;
  readonly oems: string[];
  readonly readProblems: CheckIssue[];
  /** The published versions checked in place of built-in files (none for `landed`). */
  readonly publishedLayers: Array<{ screenId: string; layer: ScreenConfigLayer; version: number }>;
  readonly fingerprint: string;
}

type MutableSet = { screens: CheckSet['screens'][number][]; overlays: CheckSet['overlays'][number][]; skins: CheckSet['skins'][number][] };

const fingerprintOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

function landed(oemSkinsDir: string): { set: MutableSet; oems: string[]; readProblems: CheckIssue[] } {
  const readProblems: CheckIssue[] = [];
  const set = collectCheckSet(SCREENS_DIR, oemSkinsDir, readProblems) as MutableSet;
  const folders = existsSync(oemSkinsDir) ? readdirSync(oemSkinsDir).filter((name) => statSync(path.join(oemSkinsDir, name)).isDirectory()) : [];
  return { set, oems: oemsOf(set, folders), readProblems };
}

/** The published layers laid over the landed set; a layer whose screen has no built-in definition is left out (nothing serves it). */
function withPublished(set: MutableSet, served: ReadonlyMap<LayerKey, ServedLayer>, oemSkinsDir: string, readProblems: CheckIssue[]) {
  const published: QaInputs['publishedLayers'] = [];
  const byId = new Map(set.screens.map((screen, index) => [path.basename(screen.file, '.json'), index]));
  for (const layer of [...served.values()].sort((a, b) => a.screenId.localeCompare(b.screenId) || a.layer.localeCompare(b.layer))) {
    const index = byId.get(layer.screenId);
    if (index === undefined) continue;
    const file = layer.layer === 'base' ? set.screens[index]!.file : repositoryPath(path.join(oemSkinsDir, layer.layer, 'screens', `${layer.screenId}.json`));
    let json: unknown;
    try {
      json = JSON.parse(layer.source) as unknown;
    } catch (error) {
      readProblems.push({ file, pointer: '', message: `published version ${layer.version} is not valid JSON: ${(error as Error).message}` });
      continue;
    }
    published.push({ screenId: layer.screenId, layer: layer.layer, version: layer.version });
    if (layer.layer === 'base') {
      set.screens[index] = { file, definition: json };
      continue;
    }
    const overlay = { file, oem: layer.layer, screenId: layer.screenId, patch: json };
    const existing = set.overlays.findIndex((o) => o.oem === layer.layer && o.screenId === layer.screenId);
    if (existing >= 0) set.overlays[existing] = overlay;
    else set.overlays.push(overlay);
  }
  set.overlays.sort((a, b) => a.oem.localeCompare(b.oem) || a.file.localeCompare(b.file));
  return published;
}

/** The landed definitions, or (with the served layers) the published ones, with their fingerprint. */
export function qaInputs(definitions: QaDefinitions, oemSkinsDir: string, served?: ReadonlyMap<LayerKey, ServedLayer>): QaInputs {
  const { set, oems, readProblems } = landed(oemSkinsDir);
  const publishedLayers = definitions === 'published' && served ? withPublished(set, served, oemSkinsDir, readProblems) : [];
  return { set, oems, readProblems, publishedLayers, fingerprint: fingerprintOf([definitions, set, oems, readProblems]) };
}
