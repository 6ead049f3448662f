import type { RJSFSchema } from '@rjsf/utils';
import { formatValue } from '../format/format-value.ts';

/** One applied filter as a chip shows it: the field's title and its value in words. */
export interface AppliedFilter {
  readonly field: string;
  readonly label: string;
  readonly value: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isNode = (value: unknown): value is RJSFSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The title a `oneOf` of `const` + `title` (or data choices) gives a value; else the value itself. */
function choiceTitle(schema: RJSFSchema | undefined, value: unknown): string {
  const branches = isNode(schema) && Array.isArray(schema.oneOf) ? schema.oneOf : [];
  for (const branch of branches) if (isNode(branch) && branch.const === value && typeof branch.title === 'string') return branch.title;
  return String(value);
}

/**
 * The filters in effect, in the schema's order, as chips: a value equal to the field's default
 * (the "All" program) filters nothing and shows none. Titles come from the translated schema,
 * values through the field's choices (a program's name rather than its id), booleans as Yes/No,
 * dates in the page's language.
 */
export function appliedFilters(
  schema: RJSFSchema,
  applied: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, unknown>>,
  t: Translate,
  language: string,
): AppliedFilter[] {
  const properties = (isNode(schema.properties) ? schema.properties : {}) as Record<string, RJSFSchema>;
  const out: AppliedFilter[] = [];
  for (const [field, fieldSchema] of Object.entries(properties)) {
    const value = applied[field];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (JSON.stringify(value) === JSON.stringify(defaults[field])) continue;
    const items = isNode(fieldSchema.items) ? fieldSchema.items : undefined;
    const text = Array.isArray(value)
      ? value.map((item) => choiceTitle(items, item)).join(', ')
      : typeof value === 'boolean'
        ? t(value ? 'YES' : 'NO')
        : fieldSchema.format === 'date' || fieldSchema.format === 'date-time'
          ? formatValue(value, 'date', { language, t })
          : choiceTitle(fieldSchema, value);
    out.push({ field, label: typeof fieldSchema.title === 'string' ? fieldSchema.title : field, value: text });
  }
  return out;
}
