/**
 * The QA check of what the portal serves for one screen: the served definition (its built-in
 * file or the published version) and every OEM's served overlay, checked by the engine's checkAll
 * with the inputs `npm run check:schemas` assembles (scripts/screen-definitions/check-inputs.ts),
 * so the studio refuses exactly what the command refuses. A publish checks the layer's new
 * version in place of the served one.
 */
import { checkAll, type CheckContext, type CheckIssue, type CheckSet } from '../../../engine/tooling.ts';
import type { ScreenConfigLayer } from '../../db/vocabulary.ts';
import { overlayDrift } from './overlay-drift.ts';
import { OEM_LAYERS, builtInSource, layerFile, type OemLayer, type ScreenFile } from './screen-files.ts';
import { layerKey, type ServedLayer, type LayerKey } from './served-layers.ts';

export interface StudioIssue {
  oem: ScreenConfigLayer;
  file: string;
  pointer: string;
  message: string;
}

export interface OemQa {
  oem: OemLayer;
  errors: number;
  warnings: number;
}

/** The text served per layer (null: no overlay for that OEM). */
export type ServedTexts = Record<ScreenConfigLayer, string | null>;

/** What each layer of the screen serves, with `replace` (a layer's text as it would be served) in place. */
export function servedTexts(
  screen: ScreenFile,
  served: ReadonlyMap<LayerKey, ServedLayer>,
  oemSkinsDir: string,
  replace?: { layer: ScreenConfigLayer; source: string | null },
): ServedTexts {
  const texts = {} as ServedTexts;
  for (const layer of ['base', ...OEM_LAYERS] as const) {
    texts[layer] = served.get(layerKey(screen.screenId, layer))?.source ?? builtInSource(screen, layer, oemSkinsDir);
  }
  if (replace) texts[replace.layer] = replace.layer === 'base' ? (replace.source ?? screen.source) : replace.source;
  return texts;
}

function parsed(text: string, file: string, problems: CheckIssue[]): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    problems.push({ file, pointer: '', message: `not valid JSON: ${(error as Error).message}` });
    return { ok: false };
  }
}

/** Every QA problem of the served screen, each attributed to `base` or the OEM whose merged result has it, and the status per OEM. */
export function checkServedScreen(ctx: CheckContext, screen: ScreenFile, texts: ServedTexts, oemSkinsDir: string): { issues: StudioIssue[]; qa: OemQa[] } {
  const problems: CheckIssue[] = [];
  const set = { screens: [], overlays: [], skins: [] } as { screens: CheckSet['screens'][number][]; overlays: CheckSet['overlays'][number][]; skins: [] };
  const base = parsed(texts.base ?? '', screen.file, problems);
  if (base.ok) set.screens.push({ file: screen.file, definition: base.value });
  const overlayFiles = new Map<string, OemLayer>();
  const drift = new Map<OemLayer, number>();
  for (const oem of OEM_LAYERS) {
    const text = texts[oem];
    if (text === null) continue;
    const file = layerFile(screen, oem, oemSkinsDir);
    overlayFiles.set(file, oem);
    const patch = parsed(text, file, problems);
    if (!patch.ok) continue;
    set.overlays.push({ file, oem, screenId: screen.screenId, patch: patch.value });
    if (base.ok) drift.set(oem, overlayDrift(base.value, patch.value).length);
  }
  problems.push(...checkAll(set, ctx));
  const issues = problems.map((problem): StudioIssue => {
    const overlay = [...overlayFiles].find(([file]) => problem.file === file || problem.file.startsWith(`${file} `));
    return { oem: overlay ? overlay[1] : 'base', ...problem };
  });
  const baseErrors = issues.filter((issue) => issue.oem === 'base').length;
  const qa = OEM_LAYERS.map((oem): OemQa => {
    // An OEM with an overlay is served the merged result, whose check repeats the base's own problems.
    const own = issues.filter((issue) => issue.oem === oem).length;
    return { oem, errors: texts[oem] === null ? baseErrors : Math.max(own, baseErrors), warnings: drift.get(oem) ?? 0 };
  });
  return { issues, qa };
}
