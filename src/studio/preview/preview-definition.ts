import type { ScreenDefinition } from '../../engine/index.ts';
import { mergePatch, resolveRefs, type CheckContext } from '../../engine/tooling.ts';

/**
 * The screen an OEM would see: the base definition and the OEM's overlay with their contract and
 * fragment references resolved (as the build does for the portal), the overlay merged over the
 * base (RFC 7396). Undefined when a reference does not resolve: the check's findings say why.
 */
export function previewDefinition(ctx: CheckContext, base: unknown, overlay: unknown): ScreenDefinition | undefined {
  const resolvedBase = resolveRefs(base, ctx.refSources);
  if (resolvedBase.problems.length) return undefined;
  if (overlay === undefined) return resolvedBase.value as ScreenDefinition;
  const resolvedOverlay = resolveRefs(overlay, ctx.refSources);
  if (resolvedOverlay.problems.length) return undefined;
  return mergePatch(resolvedBase.value, resolvedOverlay.value) as ScreenDefinition;
}
