import { parseBinding, readBinding, type BindingScope } from '../bindings/index.ts';

/** What a binding read gives before its source exists. */
export const NOT_READY: unique symbol = Symbol('not ready');

/**
 * Reads a binding, or NOT_READY while it reads `$data.<block>` of a block whose call has not
 * answered yet: a form must not lock in empty starting values a moment before they arrive.
 */
export function readWhenReady(expression: string, scope: BindingScope): unknown {
  const { root, path } = parseBinding(expression);
  if (root === 'data' && path[0] !== undefined && !(path[0] in (scope.data ?? {}))) return NOT_READY;
  return readBinding(expression, scope);
}
