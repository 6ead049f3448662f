import { bindingsOf } from '../bindings/index.ts';

const cache = new WeakMap<object, readonly string[]>();

/**
 * The block ids whose `$data` a piece of definition reads (its bindings and condition subjects,
 * nested actions included). Blocks subscribe to those only, so a table's page arriving does not
 * re-render every other block of the screen.
 */
export function referencedDataBlocks(node: unknown): readonly string[] {
  if (node === null || typeof node !== 'object') return [];
  const cached = cache.get(node);
  if (cached) return cached;
  const ids = new Set<string>();
  for (const use of bindingsOf(node)) {
    if (use.binding?.root === 'data' && use.binding.path[0]) ids.add(use.binding.path[0]);
  }
  const found = [...ids];
  cache.set(node, found);
  return found;
}
