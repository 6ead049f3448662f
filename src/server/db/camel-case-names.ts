/**
 * Kysely's CamelCasePlugin as the portal configures it (the API code's camelCase names for the
 * database's snake_case ones; jsonb values keep their keys as stored), made cheaper in two ways
 * and giving the same SQL and the same rows (tests/unit/server/camel-case-names.test.ts).
 *
 * - Each name's mapping is remembered. The plugin converts every name character by character, in
 *   every query and for every key of every row; the names are the schema's and the code's, a
 *   small fixed set. Rows are copied without looking into their values, which
 *   `maintainNestedObjectKeys` leaves as they are anyway.
 * - Names are snake_cased as the SQL is written, not by a pass over the query first. The
 *   plugin's pass rebuilds the whole operation tree (a new frozen node for every node) only to
 *   rename its identifiers; the compiler visits each identifier once anyway. On the Lead
 *   Viewer's first page that pass was about 6 % of the server's CPU (profile, 2026-11-28).
 *   The plugin now only marks the queries it has seen and the dialect's compiler renames the
 *   identifiers of marked queries, so a query run through `db.withoutPlugins()` (the
 *   migrations, which name snake_case tables themselves) is written as it stands, as before.
 */
import {
  CamelCasePlugin,
  PostgresDialect,
  PostgresQueryCompiler,
  type CompiledQuery,
  type KyselyConfig,
  type PluginTransformQueryArgs,
  type PostgresDialectConfig,
  type QueryCompiler,
  type QueryId,
  type RootOperationNode,
} from 'kysely';

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

/** The queries the plugin has passed, whose names the compiler snake_cases (a query node is never changed once built). */
const renamed = new WeakMap<RootOperationNode, (name: string) => string>();

export class CamelCaseNames extends CamelCasePlugin {
  private readonly toCamel = remembering((name) => super.camelCase(name));
  private readonly toSnake = remembering((name) => super.snakeCase(name));
  private readonly rename = (name: string) => this.snakeCase(name);

  constructor() {
    super({ maintainNestedObjectKeys: true });
  }

  /** Marks the query for the compiler (SnakeCasingCompiler) instead of rebuilding it with renamed identifiers. */
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    renamed.set(args.node, this.rename);
    return args.node;
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

/**
 * PostgreSQL's compiler, writing each identifier of a query CamelCaseNames has marked in
 * snake_case: every identifier (table, column, alias, schema) reaches the SQL through
 * `sanitizeIdentifier`, the one place Kysely writes an identifier's name.
 */
class SnakeCasingCompiler extends PostgresQueryCompiler {
  private rename: ((name: string) => string) | undefined;

  override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
    this.rename = renamed.get(node);
    try {
      return super.compileQuery(node, queryId);
    } finally {
      this.rename = undefined;
    }
  }

  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(this.rename ? this.rename(identifier) : identifier);
  }
}

/** PostgresDialect with the compiler CamelCaseNames relies on. */
class CamelCasePostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SnakeCasingCompiler();
  }
}

/**
 * The dialect and plugin of a Kysely instance with the portal's names, always together: the
 * plugin alone would send camelCase names to the database.
 */
export function camelCaseNaming(pool: PostgresDialectConfig['pool']): Pick<KyselyConfig, 'dialect' | 'plugins'> {
  return { dialect: new CamelCasePostgresDialect({ pool }), plugins: [new CamelCaseNames()] };
}
