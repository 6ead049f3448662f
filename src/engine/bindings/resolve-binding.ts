import type { JsonValue } from '../definition/value-types.ts';
import { isBindingExpression, isFirstOf, isLiteral, isNumberConversion, parseBinding, type BindingRoot } from './parse-binding.ts';

/**
 * What bindings read at run time. A root is absent where it means nothing (no `row` outside a
 * table row, no `form` outside a form); reading an absent root is an error, because it means the
 * definition put a binding where it cannot work.
 */
export interface BindingScope {
  readonly route?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  readonly user?: unknown;
  readonly row?: unknown;
  readonly selection?: readonly unknown[];
  readonly form?: unknown;
  readonly filters?: unknown;
  /** Response of each block's data call, by block id. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** In an outcome (`onSuccess`): the answer of the call that just succeeded. */
  readonly response?: unknown;
}

export class UnresolvableBindingError extends Error {
  constructor(readonly expression: string, reason: string) {
    super(`binding "${expression}" cannot be resolved: ${reason}`);
    this.name = 'UnresolvableBindingError';
  }
}

function readPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || current === undefined) return undefined;
    if (Array.isArray(current)) {
      current = /^\d+$/.test(segment) ? current[Number(segment)] : undefined;
    } else if (typeof current === 'object') {
      current = Object.hasOwn(current, segment) ? (current as Record<string, unknown>)[segment] : undefined;
    } else {
      return undefined;
    }
  }
  return current;
}

/** `$selection.<field>` reads the field of every selected row. */
function readSelection(rows: readonly unknown[], path: readonly string[]): unknown {
  return path.length === 0 ? rows : rows.map((row) => readPath(row, path));
}

/** One binding read; undefined when a value along the path is absent (an optional field left empty). */
export function readBinding(expression: string, scope: BindingScope): unknown {
  const { root, path } = parseBinding(expression);
  const base = scope[root as BindingRoot];
  if (base === undefined) throw new UnresolvableBindingError(expression, `$${root} is not available here`);
  if (root === 'selection') return readSelection(base as readonly unknown[], path);
  return readPath(base, path);
}

const NUMBER_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

/**
 * A value read as a number: a number is itself, a text in JSON number syntax its number, a list
 * each item. Anything else stays as it is, so the server refuses it with a field error instead
 * of the value vanishing (`/addonManageEnrollment/HON0100/abc` gets a 400, not every add-on).
 */
export function asNumber(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asNumber);
  return typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value.trim()) : value;
}

/**
 * Resolves a binding value: a `$` string is read from the scope, `{"$literal": v}` gives v,
 * `{"$number": "$…"}` the read value as a number (asNumber), `{"$firstOf": [...]}` the first
 * item that resolves to a value, arrays
 * and objects resolve member by member, leaving out object members that resolve to nothing (so an
 * empty optional filter sends no parameter), and every other value is itself.
 */
export function resolveBinding(value: unknown, scope: BindingScope): JsonValue | undefined {
  if (isBindingExpression(value)) return readBinding(value, scope) as JsonValue | undefined;
  if (isLiteral(value)) return value.$literal as JsonValue;
  if (isNumberConversion(value)) return asNumber(readBinding(value.$number, scope)) as JsonValue | undefined;
  if (isFirstOf(value)) {
    for (const item of value.$firstOf) {
      const resolved = resolveBinding(item, scope);
      if (resolved !== undefined && resolved !== null && resolved !== '') return resolved;
    }
    return undefined;
  }
  if (Array.isArray(value)) return value.map((item) => resolveBinding(item, scope) ?? null);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, JsonValue> = {};
    for (const [key, member] of Object.entries(value)) {
      const resolved = resolveBinding(member, scope);
      if (resolved !== undefined) out[key] = resolved;
    }
    return out;
  }
  return value as JsonValue | undefined;
}
