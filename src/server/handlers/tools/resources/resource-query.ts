import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { likePattern } from '../../lookups/like-pattern.ts';
import type { ResourceScope } from './resource-scope.ts';

type Resource = components['schemas']['Resource'];
type ResourceDocumentType = components['schemas']['ResourceDocumentType'];
type ResourceLanguage = components['schemas']['ResourceLanguage'];

export interface ResourceFilters {
  componentId?: number;
  categoryId?: number;
  documentType?: ResourceDocumentType;
  language?: ResourceLanguage;
  resourceName?: string;
}

export function resourceFiltersOf(query: Record<string, unknown>): ResourceFilters {
  const name = typeof query.resourceName === 'string' ? query.resourceName.trim() : '';
  return {
    ...(typeof query.componentId === 'number' ? { componentId: query.componentId } : {}),
    ...(typeof query.categoryId === 'number' ? { categoryId: query.categoryId } : {}),
    ...(typeof query.documentType === 'string' ? { documentType: query.documentType as ResourceDocumentType } : {}),
    ...(typeof query.language === 'string' ? { language: query.language as ResourceLanguage } : {}),
    ...(name ? { resourceName: name } : {}),
  };
}

/** One page of the library, by category then name (the contract's order), with the total. */
export async function findResources(
  db: Kysely<Database>,
  scope: ResourceScope,
  filters: ResourceFilters,
  page: { limit: number; offset: number },
  fileUrl: (resourceId: number) => string,
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
      ])
      .orderBy('resourceCategories.name')
      .orderBy('resources.name')
      .orderBy('resources.id')
      .limit(page.limit)
      .offset(page.offset)
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
      // A stored file opens at its signed address; videos and links at theirs.
      url: row.fileId !== null ? fileUrl(row.id) : row.url,
      fileSize: row.fileId !== null ? row.fileSize : null,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
