import { blockKind } from '../block-kind.ts';

/** A video player: its addresses are bindings (checked with every binding); it calls nothing itself. */
export const videoKind = blockKind<'video'>({
  renderer: () => import('./VideoBlock.tsx'),
});
