/**
 * The bundled contract refers to named schemas as `#/components/schemas/Name`. Ajv compiles
 * each operation's schemas separately, so those refs are pointed at one registered schema
 * (`<id>#/$defs/Name`) that holds every named schema; recursive entities (the menu tree)
 * keep working, which a full dereference could not do.
 */
const PREFIX = '#/components/schemas/';

export function rewriteSchemaRefs(node: unknown, definitionsId: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteSchemaRefs(item, definitionsId));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(PREFIX)) {
      out[key] = `${definitionsId}#/$defs/${value.slice(PREFIX.length)}`;
    } else {
      out[key] = rewriteSchemaRefs(value, definitionsId);
    }
  }
  return out;
}
