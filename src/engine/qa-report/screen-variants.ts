import type { CheckContext, CheckSet, OverlayFile, ScreenFile } from '../definition/check/index.ts';
import { resolveRefs } from '../definition/refs/index.ts';
import { mergePatch } from '../overlays/index.ts';

/** One screen as one OEM gets it: the base definition, or the base merged with that OEM's overlay. */
export interface ScreenVariant {
  readonly screenId: string;
  readonly screen: ScreenFile;
  /** The OEM; null for the base definition when the portal has no OEM. */
  readonly oem: string | null;
  readonly overlay: OverlayFile | undefined;
  /** References resolved, overlay merged (what the check checks); undefined when a reference does not resolve. */
  readonly definition: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id the check matches overlays by: the definition's `id`, else its file name. */
export function screenIdOf(screen: ScreenFile): string {
  const id = isObject(screen.definition) ? screen.definition.id : undefined;
  return typeof id === 'string' ? id : (screen.file.split('/').at(-1) ?? screen.file).replace(/\.json$/, '');
}

/**
 * Every screen × OEM of a set, resolved and merged as the check and the build do (references
 * first, then the RFC 7396 overlay): each OEM without an overlay of a screen gets the base.
 */
export function screenVariants(set: CheckSet, oems: readonly string[], ctx: CheckContext): ScreenVariant[] {
  const variants: ScreenVariant[] = [];
  for (const screen of set.screens) {
    const screenId = screenIdOf(screen);
    const base = resolveRefs(screen.definition, ctx.refSources);
    const resolvedBase = base.problems.length ? undefined : base.value;
    for (const oem of oems.length ? oems : [null]) {
      const overlay = oem === null ? undefined : set.overlays.find((o) => o.oem === oem && o.screenId === screenId);
      let definition = resolvedBase;
      if (overlay && resolvedBase !== undefined && isObject(overlay.patch)) {
        const patch = resolveRefs(overlay.patch, ctx.refSources);
        definition = patch.problems.length ? undefined : mergePatch(resolvedBase, patch.value);
      }
      variants.push({ screenId, screen, oem, overlay, definition });
    }
  }
  return variants;
}

/** The OEMs of a set: those with a skin or an overlay, plus any the caller names. */
export function oemsOf(set: CheckSet, known: readonly string[] = []): string[] {
  return [...new Set([...known, ...set.skins.map((s) => s.oem), ...set.overlays.map((o) => o.oem)])].sort();
}
