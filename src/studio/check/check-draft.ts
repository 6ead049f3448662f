import { checkAll, type CheckContext, type CheckIssue, type OverlayFile } from '../../engine/tooling.ts';
import { studioCheckContext } from './studio-check-context.ts';

/** A finding of the QA check on the draft, where it points in the draft's text (a JSON pointer). */
export interface DraftIssue {
  readonly pointer: string;
  readonly message: string;
  /** The OEM whose merged screen has the problem; undefined for the base definition itself. */
  readonly oem?: string;
}

export interface DraftInput {
  readonly screenId: string;
  readonly area: string;
  /** `base` or an OEM skin name. */
  readonly layer: string;
  /** The parsed draft: the definition for `base`, the overlay (merge patch) otherwise. */
  readonly draft: unknown;
  /** The base definition an overlay patches (the published or built-in one). */
  readonly base?: unknown;
  /** The other layers to check with a base draft: OEM → its overlay. */
  readonly overlays?: Readonly<Record<string, unknown>>;
}

const screenFile = (area: string, id: string) => `schemas/screens/${area}/${id}.json`;
const overlayFile = (oem: string, id: string) => `oem-skins/${oem}/screens/${id}.json`;

/**
 * The QA check of `npm run check:schemas` (src/engine checkAll, the same code) on a draft: a base
 * definition alone and merged with each overlay of it, or an overlay merged onto its base. Each
 * finding keeps its pointer; an overlay's findings point into the merged screen, whose keys are
 * the overlay's where it sets them.
 */
export function checkDraft(input: DraftInput, ctx: CheckContext = studioCheckContext()): DraftIssue[] {
  const base = screenFile(input.area, input.screenId);
  if (input.layer === 'base') {
    const overlays: OverlayFile[] = Object.entries(input.overlays ?? {}).map(([oem, patch]) => ({ file: overlayFile(oem, input.screenId), oem, screenId: input.screenId, patch }));
    const issues = checkAll({ screens: [{ file: base, definition: input.draft }], overlays, skins: [] }, ctx);
    return issues.map((issue) => toDraftIssue(issue, base));
  }
  const own = overlayFile(input.layer, input.screenId);
  const issues = checkAll(
    { screens: [{ file: base, definition: input.base }], overlays: [{ file: own, oem: input.layer, screenId: input.screenId, patch: input.draft }], skins: [] },
    ctx,
  );
  // The base's own problems are not the overlay's to fix; they show when the base is open.
  return issues.filter((issue) => issue.file.startsWith(own)).map((issue) => ({ pointer: issue.pointer, message: issue.message }));
}

function toDraftIssue(issue: CheckIssue, baseFile: string): DraftIssue {
  if (issue.file === baseFile) return { pointer: issue.pointer, message: issue.message };
  const oem = /^oem-skins\/([^/]+)\//.exec(issue.file)?.[1];
  return { pointer: issue.pointer, message: issue.message, oem };
}
