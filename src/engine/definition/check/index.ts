/** The QA check of screen definitions, overlays and skins (`npm run check:schemas`), as a library the studio can call too. */
export { checkAll, type CheckSet, type ScreenFile, type OverlayFile, type SkinFile } from './check-all.ts';
export { checkScreen } from './check-screen.ts';
export { checkSkin } from './check-skin.ts';
export { CheckContext, type CheckInputs, type RouteInfo } from './check-context.ts';
export { formatIssue, type CheckIssue } from './check-issue.ts';
export type { ContractShape, CheckedOperation, SchemaNode } from './contract-shape.ts';
export { screenFacts, type ScreenFacts, type ShownFields } from './screen-facts.ts';
export type { ParityFinding, ParityDirection } from './constraint-parity.ts';
export { keyProblem } from './check-i18n.ts';
