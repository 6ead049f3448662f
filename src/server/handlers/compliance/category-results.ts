import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';

type CategoryResult = components['schemas']['ComplianceCategoryResult'];

/** The category results of several reports in one query, by report id, in category order. */
export async function categoryResultsOf(db: Kysely<Database>, reportIds: readonly number[]): Promise<Map<number, CategoryResult[]>> {
  const results = new Map<number, CategoryResult[]>();
  if (reportIds.length === 0) return results;
  const rows = await db
    .selectFrom('complianceReportCategories')
    .innerJoin('complianceCategories', 'complianceCategories.id', 'complianceReportCategories.categoryId')
    .select([
      'complianceReportCategories.reportId',
      'complianceCategories.id as categoryId',
      'complianceCategories.name as categoryName',
      'complianceCategories.maxScore',
      'complianceReportCategories.score',
      'complianceReportCategories.compliant',
    ])
    .where('complianceReportCategories.reportId', 'in', [...reportIds])
    .orderBy('complianceCategories.displayOrder')
    .orderBy('complianceCategories.id')
    .execute();
  for (const row of rows) {
    const list = results.get(row.reportId) ?? [];
    list.push({
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      maxScore: Number(row.maxScore),
      score: row.score === null ? null : Number(row.score),
      compliant: row.compliant,
    });
    results.set(row.reportId, list);
  }
  return results;
}

/** Names of the categories a report failed, mandatory ones first, in category order. */
export async function failedCategoriesOf(db: Kysely<Database>, reportIds: readonly number[]): Promise<Map<number, string[]>> {
  const failed = new Map<number, string[]>();
  if (reportIds.length === 0) return failed;
  const rows = await db
    .selectFrom('complianceReportCategories')
    .innerJoin('complianceCategories', 'complianceCategories.id', 'complianceReportCategories.categoryId')
    .select(['complianceReportCategories.reportId', 'complianceCategories.name'])
    .where('complianceReportCategories.reportId', 'in', [...reportIds])
    .where('complianceReportCategories.compliant', '=', false)
    .orderBy('complianceCategories.mandatory', 'desc')
    .orderBy('complianceCategories.displayOrder')
    .execute();
  for (const row of rows) failed.set(row.reportId, [...(failed.get(row.reportId) ?? []), row.name]);
  return failed;
}
