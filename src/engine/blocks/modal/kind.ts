import { blockKind } from '../block-kind.ts';

/** A dialog holding blocks, opened by an action's `openModal`. */
export const modalKind = blockKind<'modal'>({
  renderer: () => import('./ModalBlock.tsx'),
  children: (block) => block.blocks,
});
