import { CheckContext, type CheckIssue, type CheckSet, type ContractShape } from '../definition/check/index.ts';
import { statusMatrix, type StatusMatrix } from './status-matrix.ts';

/** What a contract change does to one screen as one OEM gets it. */
export interface DriftEntry {
  readonly screenId: string;
  readonly file: string;
  readonly oem: string | null;
  readonly overlay: string | undefined;
  /** Problems the changed contract brings. */
  readonly broken: readonly CheckIssue[];
  /** Problems of the base contract the change removes. */
  readonly fixed: readonly CheckIssue[];
}

export interface DriftReport {
  readonly entries: readonly DriftEntry[];
  /** Screens, OEMs and overlay files with at least one broken entry. */
  readonly brokenScreens: readonly string[];
  readonly brokenOems: readonly string[];
  readonly brokenOverlays: readonly string[];
  /** New problems of skins and of no screen (a skin never reads the contract, so these are rare). */
  readonly brokenElsewhere: readonly CheckIssue[];
}

const keyOf = (issue: CheckIssue) => `${issue.file}\u0000${issue.pointer}\u0000${issue.message}`;

/** Problems of each screen × OEM whatever the language (a contract change does not touch the catalogues). */
function byVariant(matrix: StatusMatrix): Map<string, { row: StatusMatrix['rows'][number]; problems: Map<string, CheckIssue> }> {
  const out = new Map<string, { row: StatusMatrix['rows'][number]; problems: Map<string, CheckIssue> }>();
  for (const row of matrix.rows) {
    const id = `${row.screenId}\u0000${row.oem ?? ''}`;
    const entry = out.get(id) ?? { row, problems: new Map<string, CheckIssue>() };
    for (const issue of row.problems) entry.problems.set(keyOf(issue), issue);
    out.set(id, entry);
  }
  return out;
}

/**
 * Contract drift: the same check of the same definitions against a base contract and a changed
 * one, diffed per screen × OEM. A problem only the changed contract has is what the change would
 * break; one only the base has is what it would fix. Both contracts are parsed already
 * (ContractShape), so the CLI (YAML files, `git show`) and the studio (an uploaded file the
 * server bundles) feed it alike.
 */
export function contractDrift(set: CheckSet, oems: readonly string[], base: CheckContext, changed: ContractShape | CheckContext): DriftReport {
  const changedCtx = changed instanceof CheckContext ? changed : base.withContract(changed);
  const before = statusMatrix(set, oems, base);
  const after = statusMatrix(set, oems, changedCtx);
  const beforeRows = byVariant(before);
  const entries: DriftEntry[] = [];
  for (const [id, { row, problems }] of byVariant(after)) {
    const old = beforeRows.get(id)?.problems ?? new Map<string, CheckIssue>();
    const broken = [...problems].filter(([key]) => !old.has(key)).map(([, issue]) => issue);
    const fixed = [...old].filter(([key]) => !problems.has(key)).map(([, issue]) => issue);
    if (broken.length || fixed.length) entries.push({ screenId: row.screenId, file: row.file, oem: row.oem, overlay: row.overlay, broken, fixed });
  }
  const hit = entries.filter((e) => e.broken.length);
  const overlays = hit.flatMap((e) => (e.overlay && e.broken.some((issue) => issue.file.startsWith(e.overlay!)) ? [e.overlay] : []));
  const elsewhereBefore = new Set([...before.skins.flatMap((s) => s.problems), ...before.unattributed].map(keyOf));
  return {
    entries,
    brokenScreens: [...new Set(hit.map((e) => e.screenId))].sort(),
    brokenOems: [...new Set(hit.flatMap((e) => (e.oem === null ? [] : [e.oem])))].sort(),
    brokenOverlays: [...new Set(overlays)].sort(),
    brokenElsewhere: [...after.skins.flatMap((s) => s.problems), ...after.unattributed].filter((issue) => !elsewhereBefore.has(keyOf(issue))),
  };
}
