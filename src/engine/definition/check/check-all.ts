import { mergePatch } from '../../overlays/merge-patch.ts';
import type { CheckContext } from './check-context.ts';
import type { CheckIssue } from './check-issue.ts';
import { checkScreen } from './check-screen.ts';
import { checkRefSites } from './check-refs.ts';
import { resolveRefs } from '../refs/index.ts';
import { checkSkin } from './check-skin.ts';

export interface ScreenFile {
  readonly file: string;
  readonly definition: unknown;
}

export interface OverlayFile {
  readonly file: string;
  readonly oem: string;
  /** The screen id the overlay patches (its file name). */
  readonly screenId: string;
  readonly patch: unknown;
}

export interface SkinFile {
  readonly file: string;
  readonly oem: string;
  readonly skin: unknown;
}

export interface CheckSet {
  readonly screens: readonly ScreenFile[];
  readonly overlays: readonly OverlayFile[];
  readonly skins: readonly SkinFile[];
}

const idOf = (definition: unknown) =>
  typeof definition === 'object' && definition !== null ? (definition as { id?: unknown }).id : undefined;

/**
 * The QA check of a set of files: every screen definition (its id matching its file name and
 * unique; its contract and fragment references resolved, changes to a contract schema only
 * narrowing it), every screen merged with every OEM overlay of it (RFC 7396; the result is checked
 * like a base definition), and every skin.
 */
export function checkAll(set: CheckSet, ctx: CheckContext): CheckIssue[] {
  const issues: CheckIssue[] = [];
  const byId = new Map<string, ScreenFile>();
  // References resolve first (refs/resolve-refs.ts, as the build does); every other check reads the result.
  const resolvedById = new Map<ScreenFile, unknown>();
  for (const screen of set.screens) {
    const id = idOf(screen.definition);
    const name = screen.file.split('/').at(-1)?.replace(/\.json$/, '');
    if (typeof id === 'string') {
      if (id !== name) issues.push({ file: screen.file, pointer: '/id', message: `screen id "${id}" differs from the file name "${name}.json"` });
      const other = byId.get(id);
      if (other) issues.push({ file: screen.file, pointer: '/id', message: `screen id "${id}" is already used by ${other.file}` });
      else byId.set(id, screen);
    }
    const resolved = resolveRefs(screen.definition, ctx.refSources);
    for (const problem of resolved.problems) issues.push({ file: screen.file, ...problem });
    checkRefSites(resolved.sites, (pointer, message) => issues.push({ file: screen.file, pointer, message }));
    resolvedById.set(screen, resolved.value);
    // The other checks read the resolved definition; with a reference left unresolved they would only echo it.
    if (resolved.problems.length) continue;
    for (const issue of checkScreen(resolved.value, ctx)) issues.push({ file: screen.file, ...issue });
  }
  for (const overlay of set.overlays) {
    const base = byId.get(overlay.screenId);
    if (!base) {
      issues.push({ file: overlay.file, pointer: '', message: `overlay of unknown screen "${overlay.screenId}": no base definition with that id` });
      continue;
    }
    if (typeof overlay.patch !== 'object' || overlay.patch === null || Array.isArray(overlay.patch)) {
      issues.push({ file: overlay.file, pointer: '', message: 'an overlay is a JSON object (an RFC 7396 merge patch)' });
      continue;
    }
    const patch = resolveRefs(overlay.patch, ctx.refSources);
    for (const problem of patch.problems) issues.push({ file: overlay.file, ...problem });
    checkRefSites(patch.sites, (pointer, message) => issues.push({ file: overlay.file, pointer, message }));
    if (patch.problems.length) continue;
    const merged = mergePatch(resolvedById.get(base) ?? base.definition, patch.value);
    for (const issue of checkScreen(merged, ctx)) {
      issues.push({ file: `${overlay.file} (merged onto ${base.file})`, ...issue });
    }
  }
  for (const skin of set.skins) {
    for (const issue of checkSkin(skin.skin, skin.oem, ctx)) issues.push({ file: skin.file, ...issue });
  }
  return issues;
}
