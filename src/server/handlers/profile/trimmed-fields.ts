/**
 * portal-shell §5.1: contact values are trimmed, and a value that is blank once trimmed is
 * missing ("This field is required."). The contract checks lengths and formats on what was
 * sent; this catches the blanks it cannot see.
 */
import type { FieldError } from '../../../rules/core.ts';
import { fieldError } from '../../kernel/field-errors.ts';

export function trimmedFields<T extends object>(
  values: T,
  required: readonly (keyof T & string)[],
  prefix: string,
  errors: FieldError[],
): T {
  const trimmed = { ...values } as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') trimmed[name] = value.trim();
  }
  for (const name of required) {
    if (trimmed[name] === '') errors.push(fieldError(`${prefix}.${name}`, 'REQUIRED_FIELD'));
  }
  return trimmed as T;
}
