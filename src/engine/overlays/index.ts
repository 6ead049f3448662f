/** OEM overlays: RFC 7396 merge patches on base screen definitions. */
export { mergePatch } from './merge-patch.ts';
export { applyOverlay, isScreenHidden } from './apply-overlay.ts';
