/**
 * The contract's `sort` parameter (`field,asc` or `field,desc`) read against the fields a list
 * may be sorted by; an unknown field is a 400 on `query.sort`, never a column name passed on.
 */
import { ValidationError } from '../http/http-error.ts';

export interface SortOrder<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

export function sortOrderOf<F extends string>(sort: string | undefined, fields: readonly F[], fallback: SortOrder<F>): SortOrder<F> {
  if (sort === undefined || sort === '') return fallback;
  const [field, direction = 'asc'] = sort.split(',');
  const known = fields.find((candidate) => candidate === field);
  if (!known) {
    throw new ValidationError([
      { field: 'query.sort', messageKey: 'INVALID_VALUE', message: `Sort by one of ${fields.join(', ')}.` },
    ]);
  }
  return { field: known, direction: direction === 'desc' ? 'desc' : 'asc' };
}
