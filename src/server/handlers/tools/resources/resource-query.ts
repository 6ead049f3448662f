import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import type { QueryOf } from '../../../kernel/operation-handlers.ts';
import { likePattern } from '../../../kernel/like-pattern.ts';
import type { ResourceScope } from './resource-scope.ts';
import { pageWindow } from '../../../kernel/page-window.ts';

type Resource = components['schemas']['Resource'];

/** The searched filters: the contract's query less paging, a blank name left out. */
export type ResourceFilters = Omit<QueryOf<'searchResources'>, 'page' | 'size' | 'oemId'>;

export function resourceFiltersOf(query: QueryOf<'searchResources'>): ResourceFilters {
  const { page: _page, size: _size, oemId: _oemId, resourceName, ...filters } = query;
  const name = resourceName?.trim();
  return { ...filters, ...(name ? { resourceName: name } : {}) };
}

/** The addresses a row of the list carries: signed ones for stored files and captions, absolute ones for pages. */
export interface ResourceLinks {
  file(resourceId: number): string;
  captions(resourceId: number): string;
  page(url: string): string;
}

/** One page of the library, by category then name (the contract's order), with the total. */
export async function findResources(
  db: Kysely<Database>,
  scope: ResourceScope,
  filters: ResourceFilters,
  page: { limit: number; offset: number },
  links: ResourceLinks,
): Promise<{ rows: Resource[]; total: number }> {
  let query = db.selectFrom('resources').innerJoin('resourceCategories', 'resourceCategories.id', 'resources.categoryId').where(scope);
  if (filters.componentId !== undefined) query = query.where('resources.componentId', '=', filters.componentId);
  if (filters.categoryId !== undefined) query = query.where('resources.categoryId', '=', filters.categoryId);
  if (filters.documentType !== undefined) query = query.where('resources.documentType', '=', filters.documentType);
  if (filters.language !== undefined) query = query.where('resources.language', '=', filters.language);
  if (filters.resourceName !== undefined) query = query.where('resources.name', 'ilike', likePattern(filters.resourceName));
  const [rows, count] = await Promise.all([
    query
      .leftJoin('resourceFiles', 'resourceFiles.resourceId', 'resources.id')
      .select([
        'resources.id',
        'resources.name',
        'resources.description',
        'resources.componentId',
        'resources.categoryId',
        'resourceCategories.name as categoryName',
        'resources.documentType',
        'resources.language',
        'resources.url',
        'resources.fileSize',
        'resources.updatedAt',
        'resourceFiles.resourceId as fileId',
        (eb) => eb('resourceFiles.captions', 'is not', null).as('hasCaptions'),
      ])
      .orderBy('resourceCategories.name')
      .orderBy('resources.name')
      .orderBy('resources.id')
      .$call((rows) => pageWindow(rows, page.limit, page.offset))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      ...(row.description !== null ? { description: row.description } : {}),
      componentId: row.componentId,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      documentType: row.documentType,
      language: row.language,
      // A stored file (a document, a video) opens at its signed address; a link at its own,
      // made absolute when it is a page of the portal.
      url: row.fileId !== null ? links.file(row.id) : links.page(row.url),
      ...(row.hasCaptions ? { captionsUrl: links.captions(row.id) } : {}),
      fileSize: row.fileId !== null ? row.fileSize : null,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
