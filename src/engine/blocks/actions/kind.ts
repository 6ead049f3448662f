import { blockKind } from '../block-kind.ts';

/** A row of buttons, each an action. */
export const actionsKind = blockKind<'actions'>({
  renderer: () => import('./ActionsBlock.tsx'),
});
