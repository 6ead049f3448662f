/**
 * The engine's door for Node tools (the QA check `npm run check:schemas`, the Vite plugin that
 * resolves definitions at build time): the definition language, its reference resolver and its
 * check, with no React. Hosts that render use `./index.ts`.
 */
export type * from './definition/generated.ts';
export type { FieldsSchema, FieldsUiSchema, JsonValue } from './definition/index.ts';
export { resolveRefs, isDefinitionRef, parseRef, PICK_KEYWORD, type RefSources, type RefSite, type Resolution } from './definition/refs/index.ts';
export {
  checkAll,
  checkScreen,
  checkSkin,
  CheckContext,
  formatIssue,
  type CheckInputs,
  type CheckIssue,
  type CheckSet,
  type CheckedOperation,
  type ContractShape,
  type OverlayFile,
  type RouteInfo,
  type ScreenFile,
  type SchemaNode,
  type SkinFile,
} from './definition/check/index.ts';
export { mergePatch, applyOverlay } from './overlays/index.ts';
export * from './qa-report/index.ts';
// The studio's completions offer what the check accepts.
export { successBodySchema, requestBodySchema, isReadOnlyOperation } from './definition/check/contract-shape.ts';
export { WIDGET_NAMES, ENGINE_FIELD_NAMES } from './definition/check/check-field-schemas.ts';
