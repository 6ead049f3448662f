import type { components } from '../../../api/generated/portal.ts';

export type PageInfo = components['schemas']['PageInfo'];

/** The contract's defaults (common.yaml Page and Size) when a parameter is absent. */
const DEFAULT_PAGE = 0;
const DEFAULT_SIZE = 25;

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export function pageRequestOf(query: Record<string, unknown>): PageRequest {
  const page = typeof query.page === 'number' ? query.page : DEFAULT_PAGE;
  const size = typeof query.size === 'number' ? query.size : DEFAULT_SIZE;
  return { page, size, offset: page * size };
}

export function pageInfoOf(request: PageRequest, totalElements: number): PageInfo {
  return { page: request.page, size: request.size, totalElements, totalPages: Math.ceil(totalElements / request.size) };
}
