/** Definition references to the contract and to shared fragments, resolved the same way by the build, the QA check and the tests. */
export { resolveRefs, PICK_KEYWORD, type RefSources, type RefSite, type Resolution } from './resolve-refs.ts';
export { isDefinitionRef, parseRef } from './ref-syntax.ts';
