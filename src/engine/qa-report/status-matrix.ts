import { checkAll, checkScreen, type CheckContext, type CheckIssue, type CheckSet } from '../definition/check/index.ts';
import { resolveRefs } from '../definition/refs/index.ts';
import { screenIdOf } from './screen-variants.ts';

export const QA_LANGUAGES = ['en', 'fr'] as const;
export type QaLanguage = (typeof QA_LANGUAGES)[number];

/** One screen as one OEM gets it in one language, with what the check found. */
export interface MatrixRow {
  readonly screenId: string;
  readonly file: string;
  /** Null when the set has no OEM (the base definition alone). */
  readonly oem: string | null;
  /** The overlay file of that OEM, if it has one. */
  readonly overlay: string | undefined;
  readonly language: QaLanguage;
  /** The OEM does not show the screen (`"hidden": true` in the base or the overlay); its problems still count, a later overlay may show it. */
  readonly hidden: boolean;
  readonly status: 'ok' | 'error';
  readonly problems: readonly CheckIssue[];
}

export interface StatusMatrix {
  readonly rows: readonly MatrixRow[];
  readonly skins: ReadonlyArray<{ readonly oem: string; readonly file: string; readonly problems: readonly CheckIssue[] }>;
  /** Problems of no screen × OEM: unreadable files, overlays of unknown screens. */
  readonly unattributed: readonly CheckIssue[];
  /** Everything the check found, in its order (what `npm run check:schemas` prints). */
  readonly issues: readonly CheckIssue[];
}

/** `hidden` as a definition or an overlay sets it (an overlay's `null` shows the screen again); undefined when it does not say. */
function hiddenIn(json: unknown): boolean | undefined {
  if (typeof json !== 'object' || json === null || !('hidden' in json)) return undefined;
  return (json as { hidden: unknown }).hidden === true;
}

const MISSING_KEY = /i18n key "([^"]+)" is missing/;

/** The languages a problem concerns: a missing key those whose catalogue lacks it, anything else all of them. */
function languagesOf(issue: CheckIssue, ctx: CheckContext): readonly QaLanguage[] {
  const key = MISSING_KEY.exec(issue.message)?.[1];
  if (key === undefined) return QA_LANGUAGES;
  const has = ctx.hasKey(key);
  const missing = QA_LANGUAGES.filter((language) => !has[language]);
  return missing.length ? missing : QA_LANGUAGES;
}

/**
 * The check of a set (the one `checkAll`), laid out per screen × OEM × language. An OEM without
 * an overlay of a screen gets the base's problems; one with an overlay gets the base file's own
 * (its id, its references) and those of the merged definition, so a problem the overlay removes
 * (a column it drops) is not that OEM's. `extra` are problems found before the check
 * (files that are not JSON), kept with the rest.
 */
export function statusMatrix(set: CheckSet, oems: readonly string[], ctx: CheckContext, extra: readonly CheckIssue[] = []): StatusMatrix {
  const issues = [...extra, ...checkAll(set, ctx)];
  const claimed = new Set<CheckIssue>();
  const rows: MatrixRow[] = [];
  const sameFinding = (a: CheckIssue, b: CheckIssue) => a.pointer === b.pointer && a.message === b.message;
  for (const screen of set.screens) {
    const screenId = screenIdOf(screen);
    const own = issues.filter((issue) => issue.file === screen.file);
    own.forEach((issue) => claimed.add(issue));
    let contentOnly: CheckIssue[] | undefined;
    /** The base's problems that come from its content, which an overlay may change (checked again only for screens with overlays). */
    const contentProblems = () => {
      if (!contentOnly) {
        const resolved = resolveRefs(screen.definition, ctx.refSources);
        const found = resolved.problems.length ? [] : checkScreen(resolved.value, ctx);
        contentOnly = own.filter((issue) => found.some((f) => sameFinding(f as CheckIssue, issue)));
      }
      return contentOnly;
    };
    for (const oem of oems.length ? oems : [null]) {
      const overlay = oem === null ? undefined : set.overlays.find((o) => o.oem === oem && o.screenId === screenId);
      let problems = own;
      if (overlay) {
        const merged = issues.filter((issue) => issue.file === overlay.file || issue.file.startsWith(`${overlay.file} (merged onto `));
        merged.forEach((issue) => claimed.add(issue));
        const content = contentProblems();
        // The merged definition repeats the base's problems it keeps; each is listed once, at the base.
        problems = [
          ...own.filter((issue) => !content.includes(issue) || merged.some((m) => sameFinding(m, issue))),
          ...merged.filter((issue) => !own.some((o) => sameFinding(o, issue))),
        ];
      }
      const hidden = hiddenIn(overlay?.patch) ?? hiddenIn(screen.definition) ?? false;
      for (const language of QA_LANGUAGES) {
        const mine = problems.filter((issue) => languagesOf(issue, ctx).includes(language));
        rows.push({ screenId, file: screen.file, oem, overlay: overlay?.file, language, hidden, status: mine.length ? 'error' : 'ok', problems: mine });
      }
    }
  }
  const skins = set.skins.map((skin) => {
    const problems = issues.filter((issue) => issue.file === skin.file);
    problems.forEach((issue) => claimed.add(issue));
    return { oem: skin.oem, file: skin.file, problems };
  });
  return { rows, skins, unattributed: issues.filter((issue) => !claimed.has(issue)), issues };
}
