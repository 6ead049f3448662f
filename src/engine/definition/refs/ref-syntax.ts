/**
 * The references a screen definition may hold (schemas/screens/README.md "References"):
 *
 * - `contract#/components/schemas/<Name>[/<pointer>]`: a named schema of the portal or CMS contract;
 * - `contract#/operations/<operationId>/requestBody[/<pointer>]`: an operation's JSON request body;
 * - `contract#/operations/<operationId>/response[/<pointer>]`: its first success response body;
 * - `fragment:<name>[#/<pointer>]`: `schemas/fragments/<name>.json`, or a part of it.
 *
 * Any other `$ref` (a local `#/$defs/…` inside a field schema) is JSON Schema's own and is left
 * for the validator.
 */
export type ParsedRef =
  | { readonly source: 'schema'; readonly name: string; readonly pointer: readonly string[] }
  | { readonly source: 'requestBody' | 'response'; readonly operationId: string; readonly pointer: readonly string[] }
  | { readonly source: 'fragment'; readonly name: string; readonly pointer: readonly string[] };

const CONTRACT = 'contract#/';
const FRAGMENT = 'fragment:';

/** Whether a `$ref` value is one of ours (resolved before the engine sees the definition). */
export function isDefinitionRef(ref: unknown): ref is string {
  return typeof ref === 'string' && (ref.startsWith(CONTRACT) || ref.startsWith(FRAGMENT));
}

const tokens = (pointer: string) =>
  pointer
    .split('/')
    .filter((token) => token !== '')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The parts of a reference, or why it cannot be read. */
export function parseRef(ref: string): ParsedRef | { readonly problem: string } {
  if (ref.startsWith(FRAGMENT)) {
    const [name = '', pointer = ''] = ref.slice(FRAGMENT.length).split('#');
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) return { problem: `"${ref}": a fragment name is lower-case words joined by "-" (schemas/fragments/<name>.json)` };
    return { source: 'fragment', name, pointer: tokens(pointer) };
  }
  const [area, name, part, ...rest] = tokens(ref.slice(CONTRACT.length));
  if (area === 'components' && name === 'schemas' && part) return { source: 'schema', name: part, pointer: rest };
  if (area === 'operations' && name && (part === 'requestBody' || part === 'response')) return { source: part, operationId: name, pointer: rest };
  return {
    problem: `"${ref}" is not a contract reference: write contract#/components/schemas/<Name>, contract#/operations/<operationId>/requestBody or contract#/operations/<operationId>/response`,
  };
}
