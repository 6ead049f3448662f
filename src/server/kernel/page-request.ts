/**
 * The contract's server paging (`page`, zero-based, and `size` query parameters; a PageInfo in
 * the answer). Read the request with pageRequestOf, apply `size`/`offset` to the query, and
 * answer `{ content, page: pageInfoOf(request, total) }`.
 */
import type { components } from '../../api/generated/portal.ts';

export type PageInfo = components['schemas']['PageInfo'];

/** The contract's defaults (common.yaml Page and Size) when a parameter is absent. */
const DEFAULT_PAGE = 0;
const DEFAULT_SIZE = 25;

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/** The contract's Page and Size query parameters of a paged list. */
export interface PageQuery {
  page?: number;
  size?: number;
}

export function pageRequestOf({ page = DEFAULT_PAGE, size = DEFAULT_SIZE }: PageQuery): PageRequest {
  return { page, size, offset: page * size };
}

export function pageInfoOf(request: PageRequest, totalElements: number): PageInfo {
  return { page: request.page, size: request.size, totalElements, totalPages: Math.ceil(totalElements / request.size) };
}
