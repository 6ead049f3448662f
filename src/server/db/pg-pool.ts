import pg from 'pg';

/**
 * A pg pool whose type parsers suit the API: int8 (ids, counts) and numeric (money, scores) as
 * numbers, date as its 'YYYY-MM-DD' text (the spec's format; pg's default makes a Date at local
 * midnight, which shifts across time zones). Scoped to this pool, not pg's global parsers.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return pg.types.getTypeParser(oid, 'binary');
    switch (oid) {
      case INT8_OID:
        return parseInt8;
      case NUMERIC_OID:
        return Number.parseFloat;
      case DATE_OID:
        return (value: string) => value;
      default:
        return pg.types.getTypeParser(oid, 'text');
    }
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function parseInt8(value: string): number {
  const parsed = Number(value);
  // Ids and counts never get near 2^53; if one does, failing beats returning a wrong number.
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} exceeds Number.MAX_SAFE_INTEGER`);
  return parsed;
}

export function createPool(config: pg.PoolConfig): pg.Pool {
  return new pg.Pool({ ...config, types: typeParsers });
}
