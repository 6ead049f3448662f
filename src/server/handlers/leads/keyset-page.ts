/**
 * The page ids of a large, sorted, server-paged search (the Lead Viewer's leads, the Pre-Lead
 * screen's pre-leads), chosen from the big table alone by walking an index in the sort's order,
 * (key, id); the caller joins only those ids to their rows (a deferred join). The walk starts at
 * a remembered row near the page (lead-page-anchors.ts: a keyset seek) instead of at the first
 * row, so a deep page costs what page 1 costs once it or its neighbour has been read.
 *
 * Every sort gives exactly what `order by key <dir> [nulls last], id <dir> offset n` gives.
 */
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { SortKey } from './lead-page-anchors.ts';
import { literalCount, pageWindow } from '../../kernel/page-window.ts';

/** The big table's row id, and its type (to read back the id a page anchor keeps as text). */
export interface KeysetRows {
  id: RawBuilder<unknown>;
  idType: RawBuilder<unknown>;
}

export interface SortColumn {
  expression: RawBuilder<unknown>;
  /** The expression's type, to read back the key a page anchor keeps as text. */
  type: RawBuilder<unknown>;
  /**
   * Nullable keys sort nulls last both ways. A `nulls last` on a NOT NULL column would not
   * match the indexes' backward scan, so it is only added where nulls exist.
   */
  nullable: boolean;
  /** The small table the key lives in (dealers, lead sources), read beside the rows when sorted by it. */
  owner?: SortOwner;
}

/**
 * No index orders the big table by a joined table's column: each owner's rows are read in id
 * order from the (owner_id, id) index, as far as the page can reach, and the runs merged.
 */
export interface SortOwner {
  table: RawBuilder<unknown>;
  /** The row belongs to the owner row being walked. */
  owns: RawBuilder<SqlBool>;
  /** The row has no owner, so its key is null (a nullable key only). */
  unowned?: RawBuilder<SqlBool>;
}

export interface PageAnchor {
  /** The remembered row's place in the result. */
  index: number;
  from: SortKey;
}

// The matching rows' query, narrowed below with raw conditions (any: shared by several tables).
type Matching = () => SelectQueryBuilder<any, any, any>;

/** `key <dir> [nulls last], id <dir>`: the order of a page and of its index. */
export function keysetOrder(column: SortColumn, descending: boolean, id: RawBuilder<unknown>): RawBuilder<unknown> {
  const direction = descending ? sql`desc` : sql`asc`;
  const key = column.nullable ? sql`${column.expression} ${direction} nulls last` : sql`${column.expression} ${direction}`;
  return sql`${key}, ${id} ${direction}`;
}

const compareOf = (descending: boolean) => (descending ? sql`<=` : sql`>=`);
const idOf = (rows: KeysetRows, from: SortKey) => sql`cast(${from.id} as ${rows.idType})`;

/**
 * Rows at or after a non-null `from` in the sort order: a row comparison on (key, id), which
 * PostgreSQL turns into an index range on (key, id). The null keys after it are read apart.
 */
function keyedFrom(rows: KeysetRows, column: SortColumn, descending: boolean, from: SortKey): RawBuilder<SqlBool> {
  const compare = compareOf(descending);
  const key = sql`cast(${from.key} as ${column.type})`;
  // The key alone bounded too: a sort by a joined table's column starts that table's walk there.
  return sql<SqlBool>`(${column.expression} ${compare} ${key} and (${column.expression}, ${rows.id}) ${compare} (${key}, ${idOf(rows, from)}))`;
}

/**
 * The ids of one page (`limit` rows from `offset`) of the rows `matching` selects, in the sort's
 * order; from `anchor` when one is known at or before the page. A parenthesised sub-select:
 * `id in ${ids}`.
 */
export function keysetPageIds(
  matching: Matching,
  rows: KeysetRows,
  column: SortColumn,
  page: { descending: boolean; limit: number; offset: number },
  anchor?: PageAnchor,
): RawBuilder<unknown> {
  const { descending } = page;
  const direction = descending ? sql`desc` : sql`asc`;
  const skip = anchor ? page.offset - anchor.index : page.offset;
  const from = anchor?.from;
  const nullKey = column.owner?.unowned ?? sql<SqlBool>`${column.expression} is null`;

  if (!column.owner && (from === undefined || from.key === null || !column.nullable)) {
    // One walk of the (key, id) index. From a null key only null keys follow (nulls come last).
    let ids = matching().select(rows.id.as('id'));
    if (from !== undefined) {
      ids = ids.where(from.key === null ? sql<SqlBool>`(${nullKey} and ${rows.id} ${compareOf(descending)} ${idOf(rows, from)})` : keyedFrom(rows, column, descending, from));
    }
    return sql`${ids.orderBy(keysetOrder(column, descending, rows.id)).$call((q) => pageWindow(q, page.limit, skip))}`;
  }

  // Runs read apart, each as far as the page can reach, and put together: the keyed rows (one run
  // per owner, or one walk from a non-null key: a condition covering "… or key is null" would not
  // seek in the index) and the rows without a key after them.
  const reach = skip + page.limit;
  const runs: RawBuilder<unknown>[] = [];
  if (from === undefined || from.key !== null) {
    if (column.owner) {
      let run = matching().select(rows.id.as('id')).where(column.owner.owns);
      if (from !== undefined) run = run.where(keyedFrom(rows, column, descending, from));
      const owned = run.orderBy(sql`${rows.id} ${direction}`).limit(literalCount(reach));
      runs.push(sql`select page.id, ${column.expression} as k from ${column.owner.table} cross join lateral ${owned} as page`);
    } else {
      const keyed = matching()
        .select([rows.id.as('id'), sql`${column.expression}`.as('k')])
        .where(keyedFrom(rows, column, descending, from!))
        .orderBy(keysetOrder(column, descending, rows.id))
        .limit(literalCount(reach));
      runs.push(sql`${keyed}`);
    }
  }
  if (column.nullable) {
    let unkeyed = matching()
      .select([rows.id.as('id'), sql`cast(null as ${column.type})`.as('k')])
      .where(nullKey);
    if (from !== undefined && from.key === null) unkeyed = unkeyed.where(sql<SqlBool>`${rows.id} ${compareOf(descending)} ${idOf(rows, from)}`);
    runs.push(sql`${unkeyed.orderBy(sql`${rows.id} ${direction}`).limit(literalCount(reach))}`);
  }
  const merged = sql.join(
    runs.map((run) => sql`(${run})`),
    sql` union all `,
  );
  return sql`(select run.id from (${merged}) as run order by run.k ${direction} nulls last, run.id ${direction} limit ${literalCount(page.limit)} offset ${literalCount(skip)})`;
}
