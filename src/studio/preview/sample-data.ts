import type { CheckContext, SchemaNode } from '../../engine/tooling.ts';

const ROWS = 3;

const isObject = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

function sampleString(schema: SchemaNode, name: string, index: number): string {
  switch (schema.format) {
    case 'date':
      return `2026-0${(index % 9) + 1}-15`;
    case 'date-time':
      return `2026-0${(index % 9) + 1}-15T10:30:00Z`;
    case 'email':
      return `${name.toLowerCase() || 'person'}${index + 1}@example.com`;
    case 'uri':
    case 'website-url':
      return `https://www.example${index + 1}.com`;
    case 'uuid':
      return `00000000-0000-4000-8000-00000000000${index}`;
    default: {
      const text = `${name || 'Text'} ${index + 1}`;
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const fitted = max !== undefined ? text.slice(0, max) : text;
      return fitted.padEnd(min, 'x');
    }
  }
}

/**
 * A value that fits a contract schema, for the studio's preview: the schema's own example,
 * default, const or first choice where it gives one, else a plausible value of its type and
 * format named after the field (lists get three items, numbered, so a table shows distinct rows).
 * Deterministic: the same schema gives the same data on every render and in every OEM's frame.
 */
export function sampleOf(ctx: CheckContext, schema: unknown, name = '', index = 0, depth = 0): unknown {
  const node = ctx.view.deref(schema);
  if (!node || depth > 8) return null;
  if (Array.isArray(node.examples) && node.examples.length) return node.examples[0];
  if (node.example !== undefined) return node.example;
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return node.default;
  if (Array.isArray(node.enum) && node.enum.length) return node.enum[index % node.enum.length];
  const alternatives = (node.oneOf ?? node.anyOf) as unknown[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length) {
    const first = alternatives.find((alternative) => ctx.view.deref(alternative)?.type !== 'null') ?? alternatives[0];
    return sampleOf(ctx, first, name, index, depth + 1);
  }
  const types = ctx.view.types(node);
  const type = types ? [...types].find((t) => t !== 'null') : isObject(node.properties) ? 'object' : undefined;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const property of ctx.view.propertyNames(node)) {
        const schemaOf = ctx.view.property(node, property);
        if (schemaOf && schemaOf !== 'open') value[property] = sampleOf(ctx, schemaOf, property, index, depth + 1);
      }
      return value;
    }
    case 'array': {
      const items = ctx.view.items(node);
      const count = Math.max(typeof node.minItems === 'number' ? node.minItems : 0, Math.min(ROWS, typeof node.maxItems === 'number' ? node.maxItems : ROWS));
      return Array.from({ length: count }, (_, i) => sampleOf(ctx, items, name, i, depth + 1));
    }
    case 'integer':
    case 'number': {
      const minimum = typeof node.minimum === 'number' ? node.minimum : 1;
      const maximum = typeof node.maximum === 'number' ? node.maximum : minimum + 1000;
      return Math.min(maximum, minimum + index + 1);
    }
    case 'boolean':
      return index % 2 === 0;
    case 'string':
      return sampleString(node, name, index);
    default:
      return null;
  }
}
