/** Served by the build (scripts/studio/vite-plugin.ts): both contracts as the QA check reads them. */
declare module 'virtual:studio-contract' {
  import type { ContractShape } from '../engine/tooling.ts';
  export const CONTRACT_SHAPE: ContractShape;
}
