import type { ScreenDefinition } from '../definition/generated.ts';
import { mergePatch } from './merge-patch.ts';

/**
 * An OEM's version of a screen: the base definition with the OEM's overlay
 * (oem-skins/<oem>/screens/<screenId>.json) merged in by RFC 7396. The result still has to pass
 * the meta-schema, which the QA check proves for every pair; the engine loads only checked files.
 */
export function applyOverlay(base: ScreenDefinition, overlay: unknown): ScreenDefinition {
  return mergePatch(base, overlay) as ScreenDefinition;
}

/** A screen an overlay (or the base) hides is not shown: its route redirects like a disallowed one. */
export function isScreenHidden(definition: Pick<ScreenDefinition, 'hidden'>): boolean {
  return definition.hidden === true;
}
