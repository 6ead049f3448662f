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
 * It runs on every request: a first walk only looks, building no path, and nearly always ends
 * there.
 */
export function unstorableTextErrors(value: unknown, prefix: string): FieldError[] {
  if (!holdsUnstorable(value, 0)) return [];
  const found: string[] = [];
  walk(value, prefix, 0, found);
  // A field is reported once, however many of its strings are bad.
  return [...new Set(found)].map((field) => ({ field, message: translateEnglish('INVALID_CHARACTERS'), messageKey: 'INVALID_CHARACTERS' }));
}

function holdsUnstorable(node: unknown, depth: number): boolean {
  if (typeof node === 'string') return !isStorableText(node);
  if (typeof node !== 'object' || node === null || depth > MAX_DEPTH || Buffer.isBuffer(node)) return false;
  if (Array.isArray(node)) return node.some((item) => holdsUnstorable(item, depth + 1));
  for (const key in node) {
    if (Object.hasOwn(node, key) && (!isStorableText(key) || holdsUnstorable((node as Record<string, unknown>)[key], depth + 1))) return true;
  }
  return false;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function walk(node: unknown, path: string, depth: number, found: string[]): void {
  if (typeof node === 'string') {
    if (!isStorableText(node)) found.push(path);
    return;
  }
  if (typeof node !== 'object' || node === null || depth > MAX_DEPTH || Buffer.isBuffer(node)) return;
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(item, join(path, String(index)), depth + 1, found));
    return;
  }
  for (const [key, item] of Object.entries(node)) {
    // A bad property name is reported on the name itself (shown safely, the bad characters escaped).
    if (!isStorableText(key)) found.push(join(path, JSON.stringify(key).slice(1, -1)));
    else walk(item, join(path, key), depth + 1, found);
  }
}
