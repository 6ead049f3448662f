import type { FieldPath } from '../../definition/index.ts';
import { valueAtPath } from '../../renderer/value-at-path.ts';

/**
 * A row's identity from the definition's rowKey: one field, or several together (a dealer's
 * enrollment in one program is dealerCode + programId). JSON keeps `1|2` and `12|` apart.
 */
export function rowKeyOf(rowKey: FieldPath | readonly FieldPath[]): (row: Record<string, unknown>) => string {
  const fields = typeof rowKey === 'string' ? [rowKey] : rowKey;
  if (fields.length === 1) {
    const [field] = fields as [FieldPath];
    return (row) => String(valueAtPath(row, field) ?? '');
  }
  return (row) => JSON.stringify(fields.map((field) => valueAtPath(row, field) ?? null));
}
