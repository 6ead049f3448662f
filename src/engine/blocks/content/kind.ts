import { blockKind } from '../block-kind.ts';

/** CMS content: the engine reads the CMS pages itself, not through a call of the definition. */
export const contentKind = blockKind<'content'>({
  renderer: () => import('./ContentBlock.tsx'),
  data: () => ({ operationId: 'getCmsPages', label: 'the CMS pages (getCmsPages)' }),
  implicitCalls: ['getCmsPages'],
});
