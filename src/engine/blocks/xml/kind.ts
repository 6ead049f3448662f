import { blockKind } from '../block-kind.ts';

/** An XML document view; its answer is text, so it publishes no `$data`. */
export const xmlKind = blockKind<'xml'>({
  renderer: () => import('./XmlBlock.tsx'),
});
