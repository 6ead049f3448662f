import type { RJSFSchema } from '@rjsf/utils';
import { TEXT_MAX_LENGTH } from '../../src/constants.ts';

/** Form sizes the benchmark compares (the 50, 200 and 1000 fields). */
export const FORM_SIZES = [50, 200, 1000] as const;

/** The id RJSF gives field `index` of a form whose id prefix is `prefix` (separator `_`). */
export const fieldInputId = (prefix: string, index: number): string => `${prefix}_field${index}`;

/**
 * One flat object of `count` text fields, each limited like the portal's texts (TEXT_MAX_LENGTH),
 * the first one required: the same schema goes to the engine's form block and to plain RJSF.
 */
export function fieldsSchema(count: number): RJSFSchema {
  return {
    type: 'object',
    required: ['field0'],
    properties: Object.fromEntries(
      Array.from({ length: count }, (_, index) => [`field${index}`, { type: 'string', title: `Field ${index + 1}`, maxLength: TEXT_MAX_LENGTH }]),
    ),
  };
}
