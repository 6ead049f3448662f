import { sql, type RawBuilder } from 'kysely';

/**
 * CHECK expressions the migrations share. DDL takes no bind parameters, so values are inlined
 * with sql.lit (which quotes and escapes them) and columns with sql.ref; nothing is spliced.
 */

/** `column` holds one of `values` (or NULL, which a CHECK lets through; NOT NULL is separate). */
export function oneOf(column: string, values: readonly (string | number)[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** Every element of the array `column` is one of `values`. */
export function allOf(column: string, values: readonly (string | number)[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} <@ array[${sql.join(values.map((value) => sql.lit(value)))}]::text[]`;
}

/** `column` is between `min` and `max`, both inclusive. */
export function between(column: string, min: number, max: number): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} between ${sql.lit(min)} and ${sql.lit(max)}`;
}

/** `column` is shorter than `limit` characters (the spec's "reason under 255 characters"). */
export function shorterThan(column: string, limit: number): RawBuilder<boolean> {
  return sql<boolean>`char_length(${sql.ref(column)}) < ${sql.lit(limit)}`;
}
