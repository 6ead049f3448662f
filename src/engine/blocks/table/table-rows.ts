import type { TableBlock } from '../../definition/index.ts';
import { valueAtPath } from '../../renderer/value-at-path.ts';
import type { TableRow } from './table-features.ts';

export interface TablePage {
  readonly rows: readonly TableRow[];
  /** Rows over all pages (server paging), else the rows' count. */
  readonly rowCount: number;
  /** The server estimated rowCount (PageInfo.totalEstimated): the table says "about". */
  readonly rowCountEstimated: boolean;
}

const NO_ROWS: readonly TableRow[] = [];

/**
 * The rows of a response: at the definition's `rows` path, else `content` of a paged result
 * (openapi/common.yaml PageInfo), else the response itself when it is a list. The total is the
 * `page` beside the rows' `content`, so a paged result may sit inside the response.
 */
export function tablePage(block: Pick<TableBlock, 'rows'>, response: unknown): TablePage {
  const found = block.rows ? valueAtPath(response, block.rows) : Array.isArray(response) ? response : valueAtPath(response, 'content');
  const rows = Array.isArray(found) ? (found as TableRow[]) : NO_ROWS;
  // A paged result nested in the response (`rows: "response.content"`) has its page beside its content.
  const pagePath = block.rows && /(^|\.)content$/.test(block.rows) ? block.rows.replace(/content$/, 'page.totalElements') : 'page.totalElements';
  const total = valueAtPath(response, pagePath);
  const estimated = valueAtPath(response, pagePath.replace(/totalElements$/, 'totalEstimated')) === true;
  return { rows, rowCount: typeof total === 'number' ? total : rows.length, rowCountEstimated: typeof total === 'number' && estimated };
}
