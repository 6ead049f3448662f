/**
 * Text the database cannot hold, refused before any handler runs: PostgreSQL's `text` refuses
 * a NUL character outright (the call would fail with a 500 halfway through its work), and a
 * lone UTF-16 surrogate has no UTF-8 form, so the driver would store U+FFFD in its place and
 * the user's value would change without a word. Every string of a request (path, query and
 * header values, JSON, form and multipart fields, and the names of object properties) is
 * checked, whatever the contract says of the field, so a new operation is covered the day it
 * is added.
 */
import { translateEnglish, type FieldError } from '../../rules/core.ts';

/** A NUL, a high surrogate with no low one after it, or a low surrogate with no high one before it. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for a string PostgreSQL stores exactly as sent. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Deep enough for any body the contract declares; deeper nesting is refused by the schema anyway. */
const MAX_DEPTH = 64;

/**
 * Field errors for every string under `value` that cannot be stored, named by its dotted path.
 * It runs on every request, so the walk keeps the path as a stack of keys and writes it out only
 * for a bad string.
 */
export function unstorableTextErrors(value: unknown, prefix: string): FieldError[] {
  const found = new Set<string>();
  walk(value, prefix ? [prefix] : [], 0, found);
  // A field is reported once, however many of its strings are bad.
  return [...found].map((field) => ({ field, message: translateEnglish('INVALID_CHARACTERS'), messageKey: 'INVALID_CHARACTERS' }));
}

function walk(node: unknown, keys: string[], depth: number, found: Set<string>): void {
  if (typeof node === 'string') {
    if (!isStorableText(node)) found.add(keys.join('.'));
    return;
  }
  if (typeof node !== 'object' || node === null || depth > MAX_DEPTH || Buffer.isBuffer(node)) return;
  if (Array.isArray(node)) {
    for (let index = 0; index < node.length; index += 1) {
      keys.push(String(index));
      walk(node[index], keys, depth + 1, found);
      keys.pop();
    }
    return;
  }
  for (const key in node) {
    if (!Object.hasOwn(node, key)) continue;
    if (isStorableText(key)) {
      keys.push(key);
      walk((node as Record<string, unknown>)[key], keys, depth + 1, found);
    } else {
      // A bad property name is reported on the name itself (shown safely, the bad characters escaped).
      keys.push(JSON.stringify(key).slice(1, -1));
      found.add(keys.join('.'));
    }
    keys.pop();
  }
}
