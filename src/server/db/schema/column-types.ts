import type { ColumnType, Generated } from 'kysely';

/**
 * How columns read and write through the pool of pg-pool.ts: int8 and numeric read as numbers,
 * date as its 'YYYY-MM-DD' text (the spec's date format, and no time-zone shift), timestamptz
 * as Date. Writes take what pg serialises.
 */

/** An identity column: read always, written only by the seed (explicit ids) or not at all. */
export type Id = Generated<number>;
/** timestamptz with a default (now()). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A date column, read and written as 'YYYY-MM-DD'. */
export type DateText = string;
/** numeric: read as number, written as number or decimal string. */
export type Numeric = ColumnType<number, number | string, number | string>;
export type DefaultNumeric = ColumnType<number, number | string | undefined, number | string>;
/** A column with a database default. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/**
 * jsonb: read as the parsed value; written as JSON text, because pg would turn a JS array into a
 * PostgreSQL array literal rather than JSON.
 */
export type Json<T> = ColumnType<T, string, string>;
export type DefaultJson<T> = ColumnType<T, string | undefined, string>;
export type Bytes = ColumnType<Buffer, Buffer, Buffer>;
/** time: 'HH:MM:SS'. */
export type TimeText = string;
