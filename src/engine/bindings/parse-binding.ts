/**
 * The binding syntax of screen definitions: `$<root>` or `$<root>.<path>`, nothing else. A
 * string that starts with `$` and does not parse is an error, never a literal, so a typo such
 * as `$rout.dlCode` cannot slip through as text.
 */
export const BINDING_ROOTS = ['route', 'query', 'user', 'row', 'selection', 'form', 'filters', 'data', 'response'] as const;
export type BindingRoot = (typeof BINDING_ROOTS)[number];

export interface ParsedBinding {
  readonly root: BindingRoot;
  /** Path segments after the root; `$data.dealer.status` → ['dealer', 'status']. */
  readonly path: readonly string[];
}

/** The object form that passes any value through unresolved, e.g. a string that starts with `$`. */
export const LITERAL_KEY = '$literal';

const SEGMENT = /^[A-Za-z0-9_-]+$/;

export function isBindingExpression(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('$');
}

export class BindingSyntaxError extends Error {
  constructor(readonly expression: string, reason: string) {
    super(`binding "${expression}": ${reason}`);
    this.name = 'BindingSyntaxError';
  }
}

export function parseBinding(expression: string): ParsedBinding {
  if (!expression.startsWith('$')) throw new BindingSyntaxError(expression, 'a binding starts with $');
  const [head = '', ...path] = expression.slice(1).split('.');
  if (!(BINDING_ROOTS as readonly string[]).includes(head)) {
    throw new BindingSyntaxError(expression, `unknown root "$${head}" (known: ${BINDING_ROOTS.map((r) => `$${r}`).join(', ')})`);
  }
  const bad = path.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) throw new BindingSyntaxError(expression, `invalid path segment "${bad}"`);
  if (head === 'data' && path.length === 0) throw new BindingSyntaxError(expression, '$data needs a block id: $data.<blockId>');
  return { root: head as BindingRoot, path };
}

/**
 * The object form that reads a binding as a number: `{"$number": "$route.addonId"}`. Route and
 * query parameters are text; a body field or parameter of type integer needs the number.
 */
export const NUMBER_KEY = '$number';

export function isNumberConversion(value: unknown): value is { [NUMBER_KEY]: string } {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && isBindingExpression((value as Record<string, unknown>)[NUMBER_KEY])
  );
}

export function isLiteral(value: unknown): value is { [LITERAL_KEY]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && LITERAL_KEY in value;
}

/**
 * The object form that takes the first value present: `{"$firstOf": ["$form.oemId", "$user.oemId"]}`
 * reads the OEM chosen in a filter, else the user's own. Absent, null and empty text count as not
 * present; each item is any binding value.
 */
export const FIRST_OF_KEY = '$firstOf';

export function isFirstOf(value: unknown): value is { [FIRST_OF_KEY]: readonly unknown[] } {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && Array.isArray((value as Record<string, unknown>)[FIRST_OF_KEY])
  );
}
