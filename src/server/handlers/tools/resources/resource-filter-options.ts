import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import type { ResourceScope } from './resource-scope.ts';

type ResourceFilterOptions = components['schemas']['ResourceFilterOptions'];

/** The choices of each filter, limited to values that occur among the resources the caller may read. */
export async function resourceFilterOptions(db: Kysely<Database>, scope: ResourceScope): Promise<ResourceFilterOptions> {
  const visible = db.selectFrom('resources').where(scope);
  const [categories, products, types, languages] = await Promise.all([
    db
      .selectFrom('resourceCategories')
      .select(['id', 'name'])
      .where('id', 'in', visible.select('resources.categoryId'))
      .orderBy('name')
      .execute(),
    db
      .selectFrom('resourceProducts')
      .select(['componentId', 'name'])
      .where('componentId', 'in', visible.select('resources.componentId'))
      .orderBy('name')
      .execute(),
    visible.select('resources.documentType').distinct().orderBy('resources.documentType').execute(),
    visible.select('resources.language').distinct().orderBy('resources.language').execute(),
  ]);
  return {
    categories,
    products,
    documentTypes: types.map((row) => row.documentType),
    languages: languages.map((row) => row.language),
  };
}
