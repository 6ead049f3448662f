/**
 * Which screen × OEM shots a run takes. Every pair is 41 screens × 8 skins, over 300 images; the
 * committed set keeps what tells a definition change apart (README, "Visual regression"):
 *
 * - every screen in the base skin (`default`): a change to any base definition shows;
 * - every screen an OEM overlays, in that OEM: an overlay change shows where it applies;
 * - a few screens that between them draw every themed part (table, filters, actions, detail,
 *   form, chart) in every OEM: a skin change (palette, font, terms) shows in each OEM;
 * - and any other pair someone approved on purpose (`--all --approve`, or `--oem x --approve`):
 *   an approved image is compared for as long as its screen and OEM exist.
 *
 * `--all` takes every pair. Pure: the runner lists the files.
 */

export const BASE_OEM = 'default';

/** Screens drawn in every OEM: manageEnrollments (table, filters, actions, detail, modal), complianceScoresReport (chart), manageProfile (forms). */
export const EVERY_OEM_SCREENS: readonly string[] = ['manageEnrollments', 'complianceScoresReport', 'manageProfile'];

export interface ScreenFile {
  readonly area: string;
  readonly screen: string;
}

export interface Shot extends ScreenFile {
  readonly oem: string;
  readonly language: 'en' | 'fr';
  /** Why the pair is in the run: 'base', 'overlay', 'every-oem', 'approved' or 'all'. */
  readonly reason: string;
}

export interface MatrixInputs {
  readonly screens: readonly ScreenFile[];
  readonly oems: readonly string[];
  /** `<oem>/<screen>` for every overlay file oem-skins/<oem>/screens/<screen>.json. */
  readonly overlays: ReadonlySet<string>;
  /** Approved images as `<area>/<screen>/<oem>-<language>` keys. */
  readonly approved: ReadonlySet<string>;
  readonly language: 'en' | 'fr';
  readonly all?: boolean;
  /** Only these screen ids / OEMs (empty or absent: no limit). */
  readonly onlyScreens?: readonly string[];
  readonly onlyOems?: readonly string[];
}

/** The file name stem an approved image of this shot has, under the approved folder. */
export function shotKey(shot: { area: string; screen: string; oem: string; language: string }): string {
  return `${shot.area}/${shot.screen}/${shot.oem}-${shot.language}`;
}

/** The pair a key names, or undefined for a file that is not an approved shot. */
export function parseShotKey(key: string): { area: string; screen: string; oem: string; language: string } | undefined {
  const match = /^([^/]+)\/([^/]+)\/([a-z0-9]+)-(en|fr)$/.exec(key);
  return match ? { area: match[1]!, screen: match[2]!, oem: match[3]!, language: match[4]! } : undefined;
}

function reasonFor(inputs: MatrixInputs, screen: ScreenFile, oem: string): string | undefined {
  if (inputs.all) return 'all';
  if (oem === BASE_OEM) return 'base';
  if (inputs.overlays.has(`${oem}/${screen.screen}`)) return 'overlay';
  if (EVERY_OEM_SCREENS.includes(screen.screen)) return 'every-oem';
  if (inputs.approved.has(shotKey({ ...screen, oem, language: inputs.language }))) return 'approved';
  return undefined;
}

/** The shots of a run, ordered by area, screen and OEM; and the approved keys in its scope whose screen or OEM is gone. */
export function visualMatrix(inputs: MatrixInputs): { shots: Shot[]; orphans: string[] } {
  const screenOk = (id: string) => !inputs.onlyScreens?.length || inputs.onlyScreens.includes(id);
  const oemOk = (oem: string) => !inputs.onlyOems?.length || inputs.onlyOems.includes(oem);
  const shots: Shot[] = [];
  const sortedScreens = [...inputs.screens].sort((a, b) => a.area.localeCompare(b.area) || a.screen.localeCompare(b.screen));
  const sortedOems = [...inputs.oems].sort();
  for (const screen of sortedScreens) {
    if (!screenOk(screen.screen)) continue;
    for (const oem of sortedOems) {
      if (!oemOk(oem)) continue;
      const reason = reasonFor(inputs, screen, oem);
      if (reason) shots.push({ ...screen, oem, language: inputs.language, reason });
    }
  }
  const existing = new Set(inputs.screens.flatMap((screen) => inputs.oems.map((oem) => shotKey({ ...screen, oem, language: inputs.language }))));
  const orphans = [...inputs.approved]
    .filter((key) => {
      const pair = parseShotKey(key);
      if (!pair || pair.language !== inputs.language) return false;
      return screenOk(pair.screen) && oemOk(pair.oem) && !existing.has(key);
    })
    .sort();
  return { shots, orphans };
}
