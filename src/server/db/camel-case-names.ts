/**
 * Kysely's CamelCasePlugin as the portal configures it (the API code's camelCase names for the
 * database's snake_case ones; jsonb values keep their keys as stored), with each name's mapping
 * remembered.
 *
 * Why: the plugin converts every name character by character, in every query it compiles and
 * for every key of every row it returns. The names are the schema's and the code's, a small
 * fixed set, so each is converted once. On the Lead Viewer's first page (25 rows of about 30
 * columns) the conversions were about a tenth of a millisecond of the server's 2 ms per search
 * (CPU profile, 2026-11-28). Rows are also copied without looking into their values, which
 * `maintainNestedObjectKeys` leaves as they are anyway.
 */
import { CamelCasePlugin } from 'kysely';

/** More distinct names than the schema and the code hold: past it, names are converted unremembered. */
const MAX_NAMES = 10_000;

function remembering(convert: (name: string) => string): (name: string) => string {
  const known = new Map<string, string>();
  return (name) => {
    let converted = known.get(name);
    if (converted === undefined) {
      converted = convert(name);
      if (known.size < MAX_NAMES) known.set(name, converted);
    }
    return converted;
  };
}

export class CamelCaseNames extends CamelCasePlugin {
  private readonly toCamel = remembering((name) => super.camelCase(name));
  private readonly toSnake = remembering((name) => super.snakeCase(name));

  constructor() {
    super({ maintainNestedObjectKeys: true });
  }

  protected override camelCase(name: string): string {
    return this.toCamel(name);
  }

  protected override snakeCase(name: string): string {
    return this.toSnake(name);
  }

  protected override mapRow(row: Record<string, unknown>): Record<string, unknown> {
    const mapped: Record<string, unknown> = {};
    for (const key of Object.keys(row)) mapped[this.camelCase(key)] = row[key];
    return mapped;
  }
}
