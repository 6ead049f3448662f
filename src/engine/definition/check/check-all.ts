import { mergePatch } from '../../overlays/merge-patch.ts';
import type { CheckContext } from './check-context.ts';
import type { CheckIssue } from './check-issue.ts';
import { checkScreen } from './check-screen.ts';
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
 * unique), every screen merged with every OEM overlay of it (RFC 7396; the result is checked
 * like a base definition), and every skin.
 */
export function checkAll(set: CheckSet, ctx: CheckContext): CheckIssue[] {
  const issues: CheckIssue[] = [];
  const byId = new Map<string, ScreenFile>();
  for (const screen of set.screens) {
    const id = idOf(screen.definition);
    const name = screen.file.split('/').at(-1)?.replace(/\.json$/, '');
    if (typeof id === 'string') {
      if (id !== name) issues.push({ file: screen.file, pointer: '/id', message: `screen id "${id}" differs from the file name "${name}.json"` });
      const other = byId.get(id);
      if (other) issues.push({ file: screen.file, pointer: '/id', message: `screen id "${id}" is already used by ${other.file}` });
      else byId.set(id, screen);
    }
    for (const issue of checkScreen(screen.definition, ctx)) issues.push({ file: screen.file, ...issue });
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
    const merged = mergePatch(base.definition, overlay.patch);
    for (const issue of checkScreen(merged, ctx)) {
      issues.push({ file: `${overlay.file} (merged onto ${base.file})`, ...issue });
    }
  }
  for (const skin of set.skins) {
    for (const issue of checkSkin(skin.skin, skin.oem, ctx)) issues.push({ file: skin.file, ...issue });
  }
  return issues;
}
